import { describe, expect, it } from "vitest";
import { buildTestApp, testEngine } from "../../testing/build-test-app";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp();

describe("GET /api/health", () => {
  it("reports the database as reachable", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok", engine: testEngine });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found: GET /api/no-such-thing" });
  });

  it("refuses a write from another site (CSRF)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { origin: "https://evil.example", host: "localhost:3000" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Cross-site request refused");
  });

  it("sends security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("allows Google Analytics' sources only on a site with an analytics id", async () => {
    const csp = (await t.app.inject({ method: "GET", url: "/api/health" })).headers[
      "content-security-policy"
    ];
    expect(csp).not.toContain("googletagmanager");
    const withAnalytics = await buildTestApp({ seed: false, env: { ANALYTICS_ID: "G-TEST123" } });
    try {
      const res = await withAnalytics.app.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["content-security-policy"]).toContain("https://*.googletagmanager.com");
    } finally {
      await withAnalytics.close();
    }
  });

  it("answers malformed JSON with a 4xx JSON message, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/nothing-here",
      headers: { "content-type": "application/json" },
      payload: "{bad json",
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe("string");
  });
});
