/**
 * Public reads during a PostgreSQL outage (decision 0038): the menu and the home page keep
 * answering 200 from their last good bytes, marked stale by a header, for the whole outage (the
 * clock passing midnight too), and are read afresh once the database is back. PostgreSQL only:
 * PGlite is in-process and cannot go away.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testEngine } from "../testing/build-test-app";
import { startCuttableProxy } from "../testing/cuttable-proxy";
import { webDistWithIndex } from "../testing/web-dist";
import { STALE_HEADER, STALE_REASON } from "./public-cache-store";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RECOVERY = { timeout: 20_000, interval: 200 };

describe.skipIf(testEngine !== "postgres")("public reads while the database is away", () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL ?? "postgres://127.0.0.1:5432");
    proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await buildTestApp({
      webDistDir: webDistWithIndex(
        '<!doctype html><html><head><title>Old</title></head><body><div id="root"></div></body></html>',
      ),
      databaseUrl: (url) => {
        const through = new URL(url);
        through.host = `127.0.0.1:${proxy.port}`;
        return through.toString();
      },
    });
  });
  afterAll(async () => {
    proxy.mend();
    await t?.close();
    await proxy.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("answers /api/menu and / with the last good bytes, marked stale, then fresh when it returns", async () => {
    const warmMenu = await get("/api/menu");
    const warmHome = await get("/");
    expect(warmMenu.statusCode).toBe(200);
    expect(warmHome.statusCode).toBe(200);
    expect(warmMenu.headers[STALE_HEADER]).toBeUndefined();
    expect((warmMenu.json() as unknown[]).length).toBeGreaterThan(0);

    proxy.cut();
    // The database is really away: what is not a kept public read says so.
    const health = await get("/api/health");
    expect(health.statusCode).toBe(503);
    // Once the app has noticed (its listener lost), the kept bytes are answered marked stale.
    await expect
      .poll(async () => (await get("/api/menu")).headers[STALE_HEADER], RECOVERY)
      .toBe(STALE_REASON);

    // Twenty seconds of outage, with the clock passing midnight on the way (the menu's
    // "sold out today" would expire then): every answer is 200, the same bytes, marked stale.
    const statuses: number[] = [];
    for (let second = 0; second < 20; second++) {
      if (second === 10) t.clock.advance(24 * 60 * 60_000);
      const [menu, home] = [await get("/api/menu"), await get("/")];
      statuses.push(menu.statusCode, home.statusCode);
      expect(menu.body).toBe(warmMenu.body);
      expect(home.body).toBe(warmHome.body);
      expect(menu.headers[STALE_HEADER]).toBe(STALE_REASON);
      expect(home.headers[STALE_HEADER]).toBe(STALE_REASON);
      expect(menu.headers["content-type"]).toBe("application/json; charset=utf-8");
      await sleep(1_000);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(t.app.publicCache.snapshot().outageHits).toBeGreaterThanOrEqual(40);

    // Back: the next answers are read afresh (no stale mark) and kept again.
    proxy.mend();
    await expect
      .poll(async () => {
        const res = await get("/api/menu");
        return res.statusCode === 200 && res.headers[STALE_HEADER] === undefined;
      }, RECOVERY)
      .toBe(true);
    const home = await get("/");
    expect(home.statusCode).toBe(200);
    expect(home.headers[STALE_HEADER]).toBeUndefined();
  }, 120_000);

  it("answers 503 for a public read that was never kept, as any read while the database is away", async () => {
    proxy.cut();
    try {
      const res = await get("/api/chefs");
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
    } finally {
      proxy.mend();
    }
  }, 60_000);
});
