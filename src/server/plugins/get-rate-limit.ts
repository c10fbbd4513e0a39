import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error";

/** Per address and minute, for every read (GET, HEAD) of a route without a limit of its own. */
export const DEFAULT_GETS_PER_MINUTE = 1200;

/**
 * The build's scripts and styles (hashed names, kept by browsers for a year, sent from disk): a page
 * visit fetches a dozen of them and they cost no query or render, so they are not counted.
 */
export function isStaticAsset(request: FastifyRequest): boolean {
  return request.url.startsWith("/assets/");
}

/**
 * A generous limit on reads per client address (issue 23), one count per address across every
 * read: a page visit is a few dozen requests (the page, its photos and reads; scripts and styles
 * are not counted), so a diner, or a household behind one address, never meets it, while a loop
 * of requests that each cost a render or a file is held to 20 a second. Counted by
 * @fastify/rate-limit's own limiter (`createRateLimit`, in Redis when REDIS_URL is set, shared by
 * every instance) and answered like its other limits. The public cache's own requests (its builds,
 * through app.inject) are exempt. Registered after the rate-limit plugin.
 */
export function limitGetRequests(
  app: FastifyInstance,
  options: { max: number; isExempt: (request: FastifyRequest) => boolean; shared: boolean },
): void {
  if (!options.shared) {
    limitGetRequestsInMemory(app, options);
    return;
  }
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: 60_000,
    allowList: (request) => options.isExempt(request),
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    // A route with a limit of its own (an order's status page, its live stream) keeps that one.
    if (request.routeOptions.config?.rateLimit) return;
    let limit: Awaited<ReturnType<typeof check>>;
    try {
      limit = await check(request);
    } catch {
      return; // the counts' store is away: as the other limits do, answer rather than fail
    }
    if (limit.isAllowed || !limit.isExceeded) return;
    throw tooManyReads(reply, limit.ttlInSeconds);
  });
}

function tooManyReads(reply: FastifyReply, ttlInSeconds: number): HttpError {
  reply.header("retry-after", String(ttlInSeconds));
  return new HttpError(429, `Too many requests. Please wait ${ttlInSeconds} seconds and try again.`);
}

/**
 * One instance without Redis (decision 0046): the same limit counted in a plain map, in a
 * callback-style hook, so a warm read pays an increment rather than the plugin's promise chain
 * and its per-key timers. Fixed one-minute windows for every address at once: the map is
 * replaced at each window's end, so its size is bounded by the addresses seen in a minute.
 */
function limitGetRequestsInMemory(
  app: FastifyInstance,
  options: { max: number; isExempt: (request: FastifyRequest) => boolean },
): void {
  const windowMs = 60_000;
  let windowEnds = 0;
  let counts = new Map<string, number>();
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") return done();
    if (request.routeOptions.config?.rateLimit || options.isExempt(request)) return done();
    const now = Date.now();
    if (now >= windowEnds) {
      counts = new Map();
      windowEnds = now + windowMs;
    }
    const address = request.ip;
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    if (count <= options.max) return done();
    done(tooManyReads(reply, Math.max(1, Math.ceil((windowEnds - now) / 1000))));
  });
}
