import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("GET /api/offers", () => {
  it("lists the seeded offers with ISO dates", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/offers" });
    expect(res.statusCode).toBe(200);
    const offers = res.json() as { title: string; validFrom: string; isActive: boolean }[];
    expect(offers.find((o) => o.title === "10% off collection orders over £30")?.isActive).toBe(true);
    expect(offers.every((o) => !Number.isNaN(Date.parse(o.validFrom)))).toBe(true);
  });
});
