import type { FastifyInstance, FastifyRequest } from "fastify";
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
  options: { max: number; isExempt: (request: FastifyRequest) => boolean },
): void {
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
    reply.header("retry-after", String(limit.ttlInSeconds));
    throw new HttpError(429, `Too many requests. Please wait ${limit.ttlInSeconds} seconds and try again.`);
  });
}
