import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseContentCoding } from "../lib/content-encoding";
import { buildTestApp, type TestApp } from "../testing/build-test-app";

let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify("a dish, a price, a photo. ".repeat(400))});\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  mkdirSync(path.join(dist, "assets"));
  const filler = "<p>Hyderabadi dum biryani, slow-cooked in a sealed pot.</p>\n".repeat(40);
  writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html><head><title>Old</title></head><body><div id="root"></div>${filler}</body></html>`,
  );
  writeFileSync(path.join(dist, "assets", "index-abc123.js"), script);
  writeFileSync(path.join(dist, "assets", "tiny-abc123.css"), "body{margin:0}\n");
  // The build's own step writes the .br and .gz copies.
  execFileSync(process.execPath, [
    path.resolve(import.meta.dirname, "../../../scripts/precompress-web.mjs"),
    dist,
  ]);
  t = await buildTestApp({ webDistDir: dist });
});
afterAll(() => t.close());

describe("chooseContentCoding", () => {
  it("prefers brotli, honours q=0 and *, and falls back to none", () => {
    expect(chooseContentCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseContentCoding("gzip")).toBe("gzip");
    expect(chooseContentCoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseContentCoding("gzip;q=0.2, br;q=0.1")).toBe("gzip");
    expect(chooseContentCoding("*")).toBe("br");
    expect(chooseContentCoding("*;q=0")).toBe("identity");
    expect(chooseContentCoding("identity")).toBe("identity");
    expect(chooseContentCoding(undefined)).toBe("identity");
  });
});

describe("compressed answers", () => {
  it("compresses the HTML page per Accept-Encoding, with Vary", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/" });
    const br = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br, gzip" } });
    const gz = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-security-policy"]).toBeTruthy();
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.body);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("leaves answers under 1 KB as they are", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/restaurant-status",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("sends the build's precompressed copy of a script, and the script itself to a client without codings", async () => {
    expect(existsSync(path.join(dist, "assets", "index-abc123.js.br"))).toBe(true);
    expect(existsSync(path.join(dist, "assets", "tiny-abc123.css.br"))).toBe(false);
    const br = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.equals(readFileSync(path.join(dist, "assets", "index-abc123.js.br")))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(script);
    const gz = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(script);
    const plain = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
