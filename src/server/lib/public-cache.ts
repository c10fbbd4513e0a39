/**
 * Public reads kept in memory as ready-to-send bytes (the answer, and its brotli and gzip copies,
 * each with a strong ETag), so a warm read runs no database query, no validation and no
 * serialisation. Decision 0021 (which supersedes parts of 0017) says why it is built this way.
 *
 * A GET route opts in by naming the facts its answer is drawn from, and the query parameters that
 * change it (any other parameter is ignored, so `/?x=1` is the entry of `/`):
 *
 *   { config: { publicCache: { tags: ["menu"], query: ["category"], expiresAt: untilLondonMidnight } } }
 *
 * A write names the facts it changes; after its 2xx answer is ready, only the entries sharing a tag
 * are marked stale, here and (through PostgreSQL NOTIFY) on every other instance:
 *
 *   { config: { invalidates: ["menu"] } }        // [] for a write that changes no public fact
 *   owner.register(chefsOwnerRoutes, { invalidates: ["chefs"] }) // the plugin's writes, in <f>.register.ts
 *   alsoInvalidate(request, ["slots"])           // from a handler, when it depends on what happened
 *   await app.publicCache.invalidate(["reviews"]) // writes outside HTTP (jobs, start-up)
 *
 * A write route that declares nothing drops everything (safe, and a test lists such routes).
 *
 * Entries are built one at a time per key, through Fastify itself (app.inject with a per-process
 * token), whoever asks: 50 simultaneous misses render a page once. A stale entry is served while
 * its one rebuild runs; an expired one (a time-based fact has changed) or a missing one is waited
 * for. A write answers as soon as it has committed and marked its facts stale; the entries it
 * made stale are rebuilt once, after its answer has gone, and the requests that ask meanwhile on
 * this instance wait for that one rebuild (a read's query, a page's render), so the next load
 * after a change shows it; after another instance's write the old bytes are served while the one
 * rebuild runs (decision 0046). Compression runs on libuv's threads.
 *
 * Cached answers are sent by Fastify from the route's onRequest hook, after the security headers
 * and rate limits, so every hook, the access log and onSend hooks see them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { Database } from "../db/client";
import type { CacheTag } from "./cache-tags";
import type { Clock } from "./clock";
import {
  type CacheRequest,
  changedKey,
  PublicCache,
  type PublicCacheRouteConfig,
  SAFE_METHODS,
} from "./public-cache-store";

declare module "fastify" {
  interface FastifyContextConfig {
    publicCache?: PublicCacheRouteConfig;
    /** What a write (POST, PUT, PATCH, DELETE) changes; [] for nothing public. */
    invalidates?: readonly CacheTag[];
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface RegisterOptions {
    /**
     * What the writes of the plugin being registered change, for each that does not say its own;
     * [] for nothing public. Said where app.ts registers a feature, beside its prefix and scope.
     */
    invalidates?: readonly CacheTag[];
  }
}

/**
 * Fastify wiring. `registerPublicCache` (before the security plugin) makes the cache, the write
 * hook and the NOTIFY subscription; `registerPublicCacheRoutes` (after it, before any route) adds
 * each opted-in GET's hooks after the rate limits' own.
 */
export async function registerPublicCache(
  app: FastifyInstance,
  options: { database: Database; now: Clock },
): Promise<PublicCache> {
  const cache = new PublicCache(app, options.database, options.now, app.log);
  app.decorate("publicCache", cache);
  app.addHook("onRegister", (plugin, opts) => {
    if (opts.invalidates) writesInvalidate(plugin, opts.invalidates);
  });

  // Before the answer leaves (after the commit), so no read after it is answered as current with
  // what the write changed; the rebuilds start once the answer has gone (onResponse).
  app.addHook("onSend", (request, reply, payload, done) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode < 200 || reply.statusCode >= 300) {
      return done(null, payload);
    }
    cache.afterWrite(request).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });

  app.addHook("onResponse", (request, _reply, done) => {
    if (!SAFE_METHODS.has(request.method)) cache.rebuildAfterWrite(request);
    done();
  });

  const unsubscribe = await cache.subscribe();
  app.addHook("onClose", async () => {
    // The server's own onClose may have closed the database first; there is nothing to leave then.
    await unsubscribe().catch(() => {});
  });
  return cache;
}

export function registerPublicCacheRoutes(app: FastifyInstance, options: { enabled?: boolean } = {}): void {
  const cache = app.publicCache;
  app.addHook("onRoute", (route: RouteOptions) => {
    const config = route.config?.publicCache;
    if (!config || route.method !== "GET") return;
    cache.routes.set(route.url, config);
    if (options.enabled === false) return;
    // Callback-style hooks: a warm hit, the common case, makes no promise on its way.
    route.onRequest = [
      ...toArray(route.onRequest),
      (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
        if (request.method !== "GET") return done();
        cache.serve(request, reply, config, done);
      },
    ];
    route.onSend = [
      (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: SendDone) => {
        if (request.method !== "GET" || !cache.isBuilding(request)) return done(null, payload);
        cache.store(request, reply, payload, config).then(
          (stored) => done(null, stored),
          (error: Error) => done(error),
        );
      },
      ...toArray(route.onSend),
    ];
  });
}

type SendDone = (error: Error | null, payload?: unknown) => void;

// biome-ignore lint/suspicious/noExplicitAny: Fastify's hook option is a handler or an array of them.
function toArray(hooks: any): any[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * For a plugin registered with `invalidates` (its writes all change the same facts, or none, with
 * []): sets it on each write route registered in the plugin that does not set its own.
 */
function writesInvalidate(app: FastifyInstance, tags: readonly CacheTag[]): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => SAFE_METHODS.has(m))) return;
    route.config = { ...route.config, invalidates: route.config?.invalidates ?? tags };
  });
}

/** For a handler whose answer goes stale at a time only it knows (a copy refreshed hourly). */
export function keepPublicCacheUntil(reply: FastifyReply, until: Date): void {
  reply.server.publicCache?.noteBuild(reply.request, until);
}

/** For an answer drawn from other kept answers (a page): it depends on their facts too. */
export function dependOn(reply: FastifyReply, tags: Iterable<CacheTag>, until?: Date): void {
  reply.server.publicCache?.noteBuild(reply.request, until, tags);
}

/**
 * From a write's handler: what it changed beyond its route's `invalidates`, when that depends on
 * what happened (an order that took the last collection slot).
 */
export function alsoInvalidate(request: FastifyRequest, tags: readonly CacheTag[]): void {
  const req = request as CacheRequest;
  req[changedKey] ??= new Set();
  for (const tag of tags) req[changedKey].add(tag);
}
