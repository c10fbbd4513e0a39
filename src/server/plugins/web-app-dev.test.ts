import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";

/** What `npm run dev` serves: Vite inside the server, the pages rendered as the build renders them. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDev: true });
}, 60_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("npm run dev", () => {
  it("renders a public page on the server, with its data, Vite's client and the source entry", async () => {
    const response = await get("/offers");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<div id="root"><div/);
    expect(html).toContain("FLASH SALE - ENDS TODAY!");
    expect(html).toContain('<script type="application/json" id="page-data">');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('<script type="module" src="/main.tsx"></script>');
  }, 60_000);

  it("lets the page's CSP run Vite's inline scripts by their hashes only, not any inline script", async () => {
    const response = await get("/");
    const inline = [...response.body.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1],
    );
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers["content-security-policy"]))?.[1];
    for (const body of inline) {
      expect(scriptSrc).toContain(
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
      );
    }
    expect(scriptSrc).not.toContain("unsafe-inline");
  }, 60_000);

  it("serves the app's modules from source and leaves the API and the admin as in production", async () => {
    const entry = await get("/main.tsx");
    expect(entry.statusCode).toBe(200);
    expect(entry.headers["content-type"]).toMatch(/javascript/);
    expect(entry.body).toContain("hydrateRoot");

    const health = await get("/api/health");
    expect(health.json()).toMatchObject({ status: "ok" });
    const admin = await get("/admin");
    expect(admin.body).toContain('<div id="root"></div>');
  }, 60_000);
});
