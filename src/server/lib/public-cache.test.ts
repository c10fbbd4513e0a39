import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { untilLondonMidnight } from "@shared/opening-hours/london-time";
import { signInTestAdmin } from "../testing/admin-session";
import { buildTestApp, type TestApp, testEngine } from "../testing/build-test-app";
import { queriesDuring, withQueryCount } from "../testing/count-queries";
import { buildSecondInstance, openSecondConnection } from "../testing/second-instance";
import { webDistWithIndex } from "../testing/web-dist";
import { PUBLIC_CACHE_CHANNEL } from "./public-cache-store";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  const dist = webDistWithIndex(
    '<!doctype html><html><head><title>Old</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webDistDir: dist });
  cookie = await signInTestAdmin(t.app, t.db);
});
afterAll(() => t.close());

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("the public cache", () => {
  it("answers a warm /api/menu (and its category variant) without a database query", async () => {
    const menuAndCategory = async () => ({
      menu: await get(t.app, "/api/menu"),
      category: await get(t.app, "/api/menu?category=biryanis"),
    });
    const cold = await withQueryCount(t.database, menuAndCategory);
    // The spy does see the engine's queries: the cold answers needed some.
    expect(cold.queries).toBeGreaterThan(0);
    const { menu: first, category: firstCategory } = cold.result;

    const warm = await withQueryCount(t.database, menuAndCategory);
    expect(warm.queries).toBe(0);
    const { menu: again, category: againCategory } = warm.result;
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(againCategory.body).toBe(firstCategory.body);
    expect(againCategory.json()).toHaveLength(11);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["content-type"]).toBe("application/json; charset=utf-8");
    // Served from memory, the answer carries every header the first one had (helmet's included).
    const { date: _d1, ...firstHeaders } = first.headers;
    const { date: _d2, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(again.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers a warm home page without a database query, and rebuilds it after a write", async () => {
    const cold = await withQueryCount(t.database, () => get(t.app, "/"));
    expect(cold.queries).toBeGreaterThan(0);
    const first = cold.result;
    expect(first.body).toContain('"@type":"Restaurant"');

    const warm = await withQueryCount(t.database, () => get(t.app, "/", { "accept-encoding": "br" }));
    expect(warm.queries).toBe(0);
    const again = warm.result;
    expect(brotliDecompressSync(again.rawPayload).toString("utf8")).toBe(first.body);
    expect(again.headers["content-type"]).toBe("text/html; charset=utf-8");

    const closed = await injectAs(t.app, cookie, "PUT", "/api/operating-hours/0", {
      openTime: "11:00",
      closeTime: "23:00",
      isClosed: true,
      isOrderingEnabled: false,
      lastOrderTime: null,
    });
    expect(closed.statusCode).toBe(200);
    // The page is drawn again after the write's answer (decision 0046), once.
    await t.app.publicCache.settled();
    const after = await get(t.app, "/");
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body).not.toContain("https://schema.org/Sunday");
    expect(first.body).toContain("https://schema.org/Sunday");
  });

  it("answers 304 with no body when If-None-Match holds the current ETag", async () => {
    const first = await get(t.app, "/api/menu");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const revalidated = await get(t.app, "/api/menu", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(etag);
    const other = await get(t.app, "/api/menu", { "if-none-match": '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it("sends brotli and gzip bodies, each with its own ETag, that decode to the same JSON", async () => {
    const plain = await get(t.app, "/api/menu");
    const br = await get(t.app, "/api/menu", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get(t.app, "/api/menu", { "accept-encoding": "gzip" });
    const refused = await get(t.app, "/api/menu", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const etags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(etags.size).toBe(3);
    const revalidated = await get(t.app, "/api/menu", {
      "accept-encoding": "br",
      "if-none-match": String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
    expect(revalidated.headers["content-encoding"]).toBe("br");
  });

  it("shows a staff write (a dish sold out) on the next read, with a new ETag", async () => {
    const before = await get(t.app, "/api/menu");
    const dish = before.json()[0] as { id: number; isSoldOut: boolean };
    expect(dish.isSoldOut).toBe(false);
    const write = await injectAs(t.app, cookie, "PUT", `/api/admin/menu/${dish.id}/availability`, {
      soldOutToday: true,
    });
    expect(write.statusCode).toBe(200);
    const after = await get(t.app, "/api/menu", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()[0]).toMatchObject({ id: dish.id, isSoldOut: true });
  });

  it("lets 'sold out today' end at London midnight without any write", async () => {
    const now = t.clock.now();
    const soldOut = await get(t.app, "/api/menu");
    expect(soldOut.json()[0].isSoldOut).toBe(true);
    t.clock.set(new Date(untilLondonMidnight(now).getTime() - 60_000));
    expect((await get(t.app, "/api/menu")).json()[0].isSoldOut).toBe(true);
    t.clock.set(new Date(untilLondonMidnight(now).getTime() + 2_000));
    expect((await get(t.app, "/api/menu")).json()[0].isSoldOut).toBe(false);
    t.clock.set(now);
  });

  it("keeps answers that follow the clock, warm without a database query", async () => {
    for (const url of ["/api/restaurant-status", "/api/offers/active", "/api/ordering-status"]) {
      const first = await get(t.app, url);
      expect(await queriesDuring(t.database, () => get(t.app, url)), url).toBe(0);
      const again = await get(t.app, url, { "if-none-match": String(first.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(first.headers["cache-control"], url).toBe("no-cache");
      // Under 1 KB an answer is sent as it is, whatever the client takes.
      const br = await get(t.app, url, { "accept-encoding": "br" });
      const small = first.rawPayload.length < 1024;
      expect(br.headers["content-encoding"], url).toBe(small ? undefined : "br");
    }
  });

  it("says until when a URL's live entry is good (expiresAt), for a page built from several", async () => {
    const now = t.clock.now(); // Tuesday 24 November, 12:00: the lunch shift ends at 15:00.
    const cache = t.app.publicCache;
    cache.dropLocal();
    expect(cache.expiresAt("/api/restaurant-status")).toBeUndefined();
    await get(t.app, "/api/restaurant-status");
    await get(t.app, "/api/chefs");
    await get(t.app, "/api/menu");
    expect(cache.expiresAt("/api/restaurant-status")).toBe(Date.parse("2026-11-24T15:00:00Z"));
    expect(cache.expiresAt("/api/chefs")).toBe(Number.POSITIVE_INFINITY);
    expect(cache.expiresAt("/api/menu")).toBe(untilLondonMidnight(now).getTime());
    expect(cache.expiresAt("/api/menu?category=biryanis")).toBeUndefined();
    expect(cache.expiresAt("/api/nothing-here")).toBeUndefined();
    // Stale is as good as gone.
    t.clock.set("2026-11-24T15:00:00Z");
    expect(cache.expiresAt("/api/restaurant-status")).toBeUndefined();
    expect(cache.expiresAt("/api/chefs")).toBe(Number.POSITIVE_INFINITY);
    // An answer read at 12:00 says nothing of earlier instants: a clock set back rebuilds it.
    t.clock.set(new Date(now.getTime() - 1));
    expect(cache.expiresAt("/api/chefs")).toBeUndefined();
    t.clock.set(now);
    expect(cache.expiresAt("/api/chefs")).toBe(Number.POSITIVE_INFINITY);
    // And so is a stale one.
    await cache.invalidate("all");
    expect(cache.expiresAt("/api/chefs")).toBeUndefined();
  });

  it("drops every entry when another instance writes and says so through NOTIFY", async () => {
    // A second instance on the same database: its own connections (PostgreSQL) and its own cache.
    const otherDatabase =
      testEngine === "postgres" && t.databaseUrl ? await openSecondConnection(t) : t.database;
    const other = await buildSecondInstance(t, otherDatabase);
    try {
      const before = await get(t.app, "/api/chefs");
      expect((await get(t.app, "/api/chefs")).headers.etag).toBe(before.headers.etag);
      const chef = (before.json() as { id: number; name: string }[])[0];
      expect(chef).toBeDefined();
      const renamed = await injectAs(other, cookie, "PUT", `/api/chefs/${chef?.id}`, {
        name: "Chef From Elsewhere",
      });
      expect(renamed.statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          const after = await get(t.app, "/api/chefs");
          expect(after.json()[0].name).toBe("Chef From Elsewhere");
        },
        { timeout: 5_000, interval: 50 },
      );

      // A notification names the facts that changed: only the entries drawn from them go stale.
      await get(t.app, "/api/chefs");
      await get(t.app, "/api/special-hours");
      expect(t.app.publicCache.expiresAt("/api/chefs")).toBe(Number.POSITIVE_INFINITY);
      await otherDatabase.notify(
        PUBLIC_CACHE_CHANNEL,
        JSON.stringify({ from: "elsewhere", tags: ["hours"] }),
      );
      await vi.waitFor(() => expect(t.app.publicCache.expiresAt("/api/special-hours")).toBeUndefined(), {
        timeout: 5_000,
        interval: 20,
      });
      expect(t.app.publicCache.expiresAt("/api/chefs")).toBe(Number.POSITIVE_INFINITY);
      // And a bare notification (an older instance's) means everything.
      await otherDatabase.notify(PUBLIC_CACHE_CHANNEL, "another-instance");
      await vi.waitFor(() => expect(t.app.publicCache.expiresAt("/api/chefs")).toBeUndefined(), {
        timeout: 5_000,
        interval: 20,
      });
    } finally {
      await other.close();
      if (otherDatabase !== t.database) await otherDatabase.close();
    }
  });
});

describe("the public cache over a real connection", () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  it("answers a warm GET without the database, through Fastify's hooks, with the same bytes and headers", async () => {
    // A real miss (a stale copy left by the tests before would be served while it is rebuilt).
    t.app.publicCache.dropLocal();
    const cold = await fetch(`${base}/api/menu`);
    const coldBody = await cold.text();
    expect(cold.status).toBe(200);
    const serve = vi.spyOn(t.app.publicCache, "serve");
    const hits = t.app.publicCache.snapshot().hits;
    try {
      let warm: Response | undefined;
      const queries = await queriesDuring(t.database, async () => {
        warm = await fetch(`${base}/api/menu`);
      });
      expect(queries).toBe(0);
      // Fastify routed it: the cache answered from the route's onRequest hook, after helmet's.
      expect(serve).toHaveBeenCalledTimes(1);
      expect(t.app.publicCache.snapshot().hits).toBe(hits + 1);
      expect(warm?.status).toBe(200);
      expect(await warm?.text()).toBe(coldBody);
      expect(warm?.headers.get("etag")).toBe(cold.headers.get("etag"));
      expect(warm?.headers.get("content-security-policy")).toContain("default-src 'self'");

      const notModified = await fetch(`${base}/api/menu`, {
        headers: { "if-none-match": String(cold.headers.get("etag")) },
      });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe("");
    } finally {
      serve.mockRestore();
    }
  });

  it("leaves a HEAD, a write and an uncached route to Fastify, and shows the write on the next GET", async () => {
    const before = await fetch(`${base}/api/menu`);
    const dish = ((await before.json()) as { id: number; isSoldOut: boolean }[])[0];
    const hits = t.app.publicCache.snapshot().hits;
    const head = await fetch(`${base}/api/menu`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(t.app.publicCache.snapshot().hits).toBe(hits);
    const write = await fetch(`${base}/api/admin/menu/${dish?.id}/availability`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json", origin: base },
      body: JSON.stringify({ soldOutToday: !dish?.isSoldOut }),
    });
    expect(write.status).toBe(200);
    const after = await fetch(`${base}/api/menu`);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect(((await after.json()) as { isSoldOut: boolean }[])[0]?.isSoldOut).toBe(!dish?.isSoldOut);
    // A staff read is never kept: it answers from the route every time.
    const unsigned = await fetch(`${base}/api/admin/orders`);
    expect(unsigned.status).toBe(401);
  });
});
