import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: true, env: { RATE_LIMIT_GETS_PER_MINUTE: "5" } });
});
afterAll(() => t.close());

const get = (url: string, remoteAddress = "203.0.113.7") =>
  t.app.inject({ method: "GET", url, remoteAddress });

describe("the per-address limit on reads", () => {
  it("answers 429 past the limit, counting every read of an address together, but not the cache's own builds nor static assets", async () => {
    // Cold: each first answer is built by the public cache's internal request, which is not counted.
    const codes: number[] = [];
    for (const url of [
      "/api/chefs",
      "/api/menu",
      "/api/offers/active",
      "/api/menu?category=biryanis",
      "/api/chefs",
    ]) {
      codes.push((await get(url)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    const sixth = await get("/api/offers");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    // Another address has its own count.
    expect((await get("/api/chefs", "203.0.113.8")).statusCode).toBe(200);
    // The build's scripts are not counted (there is no build here: 404, not 429).
    expect((await get("/assets/index-abc123.js")).statusCode).toBe(404);
    // Writes keep their own limits.
    const quote = await t.app.inject({
      method: "POST",
      url: "/api/orders/quote",
      remoteAddress: "203.0.113.7",
      payload: { items: [{ id: 1, quantity: 1 }] },
    });
    expect(quote.statusCode).not.toBe(429);
  });
});
