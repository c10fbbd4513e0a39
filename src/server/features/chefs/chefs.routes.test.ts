import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp();

describe("GET /api/chefs", () => {
  it("lists the chefs in their display order", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/chefs" });
    expect(res.statusCode).toBe(200);
    const chefs = res.json() as { order: number; name: string }[];
    expect(chefs.length).toBeGreaterThanOrEqual(3);
    expect(chefs.map((c) => c.order)).toEqual([...chefs.map((c) => c.order)].sort((a, b) => a - b));
  });
});
