/**
 * No compression runs on the event loop for more than a moment (issue 23): the public cache's
 * copies and per-request compression use zlib's asynchronous API (libuv's threads). The measure
 * is how long the event loop was busy while a large answer was compressed, against what one
 * synchronous brotli of the same bytes costs (measured first, so the measure is known to see it).
 */

import { performance as nodePerformance } from "node:perf_hooks";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { readEnv } from "../env";
import { compressAsync } from "../lib/content-encoding";
import { createRecordingMailer } from "../testing/build-test-app";

/**
 * How long (ms) the event loop was busy while `work` ran, from Node's event-loop utilisation: time
 * spent waiting for I/O or for libuv's threads is idle; running JavaScript or a synchronous call is
 * busy. (A wall-clock probe would also count the time other processes on a shared machine took the
 * CPU.) The least of five runs: other work in the test process only ever adds to a run.
 */
async function busyDuring(work: () => Promise<unknown>): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run++) {
    const before = nodePerformance.eventLoopUtilization();
    await work();
    least = Math.min(least, nodePerformance.eventLoopUtilization(before).active);
  }
  return least;
}

/** About 8 MB of a menu page's kind of text. */
function largePage(): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < 8 * 1024 * 1024; i++) {
    const line = `<li class="dish"><h3>Hyderabadi Chicken Dum Biryani ${i}</h3><p>Slow-cooked with saffron, £${(i % 30) + 5}.95</p></li>\n`;
    parts.push(line);
    size += line.length;
  }
  return parts.join("");
}

/**
 * How long a synchronous brotli of the page keeps the loop busy, measured first on this machine:
 * the asynchronous paths must stay well under it (a fraction, not a fixed figure, so a slower or
 * busier machine does not fail the test; they take a few ms against 40-170).
 */
let syncBusy = 0;

let page: string;
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  page = largePage();
  database = await openDatabase({ kind: "pglite", dataDir: null });
  app = await buildApp({
    env: readEnv({ NODE_ENV: "test" }),
    database,
    mailer: createRecordingMailer(),
    logger: false,
    rateLimits: false,
    webDistDir: "/nonexistent",
  });
  app.get("/test/large-kept", { config: { publicCache: { tags: ["site"] } } }, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(page),
  );
  app.get("/test/large", async (_request, reply) => reply.type("text/html; charset=utf-8").send(page));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("compression off the event loop", () => {
  it("a synchronous brotli of the page keeps the loop busy (the control)", async () => {
    const body = Buffer.from(page);
    const busy = await busyDuring(async () =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
    syncBusy = busy;
    expect(busy).toBeGreaterThan(20);
  });

  it("compressAsync (the public cache's copies) leaves the event loop free", async () => {
    const body = Buffer.from(page);
    let compressed: Buffer = Buffer.alloc(0);
    const brBusy = await busyDuring(async () => {
      compressed = await compressAsync(body, "br");
    });
    const gzipBusy = await busyDuring(() => compressAsync(body, "gzip"));
    expect(brBusy).toBeLessThan(syncBusy / 2);
    expect(gzipBusy).toBeLessThan(syncBusy / 2);
    expect(brotliDecompressSync(compressed).toString("utf8")).toBe(page);
  });

  it("keeping a large answer in the public cache compresses and hashes it off the event loop", async () => {
    let res: Awaited<ReturnType<FastifyInstance["inject"]>> | undefined;
    const busy = await busyDuring(async () => {
      res = await app.inject({
        method: "GET",
        url: "/test/large-kept",
        headers: { "accept-encoding": "br" },
      });
    });
    expect(res?.statusCode).toBe(200);
    expect(res?.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res?.rawPayload ?? Buffer.alloc(0)).length).toBe(Buffer.byteLength(page));
    expect(busy).toBeLessThan(syncBusy / 2);
  });

  it("compressing a large answer made per request streams it through zlib's threads", async () => {
    let res: Awaited<ReturnType<FastifyInstance["inject"]>> | undefined;
    const busy = await busyDuring(async () => {
      res = await app.inject({ method: "GET", url: "/test/large", headers: { "accept-encoding": "br" } });
    });
    expect(res?.headers["content-encoding"]).toBe("br");
    // The stream path: the size is not known before the last chunk, so no Content-Length.
    expect(res?.headers["content-length"]).toBeUndefined();
    expect(brotliDecompressSync(res?.rawPayload ?? Buffer.alloc(0)).toString("utf8")).toBe(page);
    // Stream bookkeeping runs on the loop in many short turns (a synchronous path would also have
    // set the Content-Length above).
    expect(busy).toBeLessThan(syncBusy * 2);
  });
});
