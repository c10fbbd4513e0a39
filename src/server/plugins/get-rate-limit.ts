import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";

/** Per address and minute, for every GET that has no limit of its own: pages, reads, files. */
export const DEFAULT_GETS_PER_MINUTE = 1200;

/**
 * A generous limit on reads per client address (issue 23): a page visit is a few dozen requests
 * (the page, its scripts, photos and reads), so a diner, or a household behind one address, never
 * meets it, while a loop of requests that each cost a render or a file is held to 20 a second.
 * Counted by @fastify/rate-limit, in Redis when REDIS_URL is set (shared by every instance), like
 * the other limits. The public cache's own requests (its builds, through app.inject) are exempt.
 * Must run before the rate-limit plugin's own onRoute hook, which reads each route's config.
 */
export function limitGetRequests(
  app: FastifyInstance,
  options: { max: number; isExempt: (request: FastifyRequest) => boolean },
): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes("GET") || route.config?.rateLimit !== undefined) return;
    route.config = {
      ...route.config,
      rateLimit: {
        max: options.max,
        timeWindow: "1 minute",
        allowList: (request) => options.isExempt(request),
      },
    };
  });
}
