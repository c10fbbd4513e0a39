/**
 * Public reads that depend only on data staff edit, kept in memory as ready-to-send bytes: the
 * answer (JSON, or the home page's HTML) and its brotli and gzip variants, each with a strong ETag,
 * so a warm read runs no database query, no validation and no serialisation. A route opts in with
 * one line in its options:
 *
 *   { config: { publicCache: true } }                        // until the next write
 *   { config: { publicCache: { expiresAt: untilLondonMidnight } } }  // also when the day changes
 *
 * Every successful write (a non-GET/HEAD/OPTIONS answer with a 2xx status, public or staff) drops
 * every entry before its answer leaves, and tells the other app instances through PostgreSQL
 * NOTIFY. Writes that do not come through HTTP (scheduled jobs, seeding at start-up) call
 * `invalidate` themselves. While the NOTIFY listener is down, nothing is cached, since another
 * instance's write could not be heard.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  RouteOptions,
} from "fastify";
import { getLondonMoment } from "../../shared/opening-hours/london-time";
import type { Database } from "../db/client";
import type { Clock } from "./clock";
import {
  type ContentCoding,
  chooseContentCoding,
  compressOnce,
  MIN_COMPRESS_BYTES,
  varyOnAcceptEncoding,
} from "./content-encoding";

export const PUBLIC_CACHE_CHANNEL = "public_cache";

export interface PublicCacheRouteConfig {
  /**
   * For answers that change by themselves as time passes: the instant the answer computed at
   * `now` may first differ. The entry is rebuilt from then on.
   */
  expiresAt?: (now: Date) => Date;
}

declare module "fastify" {
  interface FastifyContextConfig {
    publicCache?: true | PublicCacheRouteConfig;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/** Answers default to being revalidated on every use: the ETag makes that a 304 of no bytes. */
const DEFAULT_CACHE_CONTROL = "no-cache";
/** Query strings are the client's to invent; beyond this many entries the oldest goes. */
const MAX_ENTRIES = 256;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface Variant {
  body: Buffer;
  etag: string;
  /** Every header of the 200 answer (security headers included), made once. */
  headers: OutgoingHttpHeaders;
  /** The same for a 304: no body, so no length or type. */
  notModifiedHeaders: OutgoingHttpHeaders;
}

interface Entry {
  variants: Record<ContentCoding, Variant>;
  /**
   * Epoch ms of the clock the answer was read at: it says nothing of earlier instants, so a clock
   * set back (a test's, or a machine's corrected) finds it stale too.
   */
  readAt: number;
  /** Epoch ms from which the entry is stale; Infinity when only a write can change it. */
  expiresAt: number;
}

function isLive(entry: Entry | undefined, now: number): entry is Entry {
  return entry !== undefined && entry.readAt <= now && now < entry.expiresAt;
}

/**
 * Headers that describe one answer's bytes, or one connection, or are never to be replayed; all
 * others on a cached route's answer (helmet's security headers) are the same for every request
 * and are sent again with each hit.
 */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-type",
  "content-encoding",
  "etag",
  "vary",
  "cache-control",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "set-cookie",
]);

interface Pending {
  generation: number;
  now: Date;
  /** Set by the handler when its answer goes stale sooner than the route says. */
  until?: Date;
}

const pendingKey = Symbol("publicCachePending");
const servedKey = Symbol("publicCacheServed");
type RequestWithPending = FastifyRequest & { [pendingKey]?: Pending; [servedKey]?: boolean };

export interface PublicCacheStats {
  hits: number;
  misses: number;
  invalidations: number;
  entries: number;
}

export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: an answer read before it is not stored after it. */
  private generation = 0;
  private listening = true;
  private readonly instanceId = randomBytes(8).toString("hex");
  readonly stats: Omit<PublicCacheStats, "entries"> = { hits: 0, misses: 0, invalidations: 0 };
  /** The paths of the GET routes that opted in: what a server-rendered page may embed. */
  readonly routePaths = new Set<string>();

  constructor(
    private readonly database: Database,
    private readonly now: Clock,
    private readonly log: { warn(details: object, message: string): void },
  ) {}

  /** Drops every entry here and tells the other instances to do the same. */
  async invalidate(): Promise<void> {
    this.dropAll();
    try {
      await this.database.notify(PUBLIC_CACHE_CHANNEL, this.instanceId);
    } catch (error) {
      // This instance is already clean; the others' listeners reconnect and drop theirs then.
      this.log.warn({ err: error }, "Could not tell other instances to drop their public cache");
    }
  }

  /** Listens for other instances' invalidations; resolves to the unsubscribe function. */
  subscribe(): Promise<() => Promise<void>> {
    return this.database.listen(
      PUBLIC_CACHE_CHANNEL,
      (payload) => {
        if (payload !== this.instanceId) this.dropAll();
      },
      (listening) => {
        this.listening = listening;
        this.dropAll();
      },
    );
  }

  /**
   * For Fastify's request logging: a warm hit is not logged (the two lines per request cost more
   * than answering it); a miss, and everything else, is. Asked before the hit is known (incoming)
   * and after it (completed).
   */
  isWarmHit(request: FastifyRequest): boolean {
    const served = (request as RequestWithPending)[servedKey];
    if (served !== undefined) return served;
    if (request.method !== "GET" || !request.routeOptions?.config?.publicCache) return false;
    return isLive(this.entries.get(request.url), this.now().getTime());
  }

  /**
   * When the live entry for a URL goes stale (epoch ms; Infinity when only a write ends it), or
   * undefined when there is none: a page built from several answers is stale from the first.
   */
  expiresAt(url: string): number | undefined {
    const entry = this.entries.get(url);
    return isLive(entry, this.now().getTime()) ? entry.expiresAt : undefined;
  }

  snapshot(): PublicCacheStats {
    return { ...this.stats, entries: this.entries.size };
  }

  /** Drops every entry of this instance only (a test's direct write to the database). */
  dropLocal(): void {
    this.dropAll();
  }

  private dropAll(): void {
    this.generation += 1;
    this.stats.invalidations += 1;
    this.entries.clear();
  }

  /**
   * onRequest of an opted-in GET, run before every other hook: answers from memory when it can,
   * writing the ready-made headers and bytes straight to the socket (the answer was built, with
   * its security headers, by the full pipeline the first time), else notes what to store.
   */
  serve(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    const now = this.now();
    const entry = this.entries.get(request.url);
    if (isLive(entry, now.getTime())) {
      (request as RequestWithPending)[servedKey] = true;
      reply.hijack();
      this.send(entry, request.raw, reply.raw);
      return reply;
    }
    if (entry) this.entries.delete(request.url);
    this.stats.misses += 1;
    (request as RequestWithPending)[servedKey] = false;
    if (this.listening) {
      (request as RequestWithPending)[pendingKey] = { generation: this.generation, now };
    }
    return undefined;
  }

  /**
   * The HTTP server's first look at a request, before Fastify parses or routes it: a GET whose URL
   * has a live entry is answered from memory (an entry exists only for a URL an opted-in GET route
   * answered). Everything else, and every request that app.inject makes, goes on to Fastify, whose
   * onRequest hook (serve) answers the same way. Skipping Fastify's request and reply objects is
   * worth ~15% of a warm read's throughput; warm hits are not logged either way.
   */
  answerFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" || req.url === undefined) return false;
    const entry = this.entries.get(req.url);
    if (!isLive(entry, this.now().getTime())) return false;
    this.send(entry, req, res);
    return true;
  }

  private send(entry: Entry, req: IncomingMessage, res: ServerResponse): void {
    this.stats.hits += 1;
    const variant = entry.variants[chooseContentCoding(req.headers["accept-encoding"])];
    const match = matchingVariant(req.headers["if-none-match"], entry, variant);
    if (match) {
      // The 304 describes the copy the client holds (its coding and tag).
      res.writeHead(304, match.notModifiedHeaders);
      res.end();
    } else {
      res.writeHead(200, variant.headers);
      res.end(variant.body);
    }
  }

  /** onSend of an opted-in GET that was not served from memory: stores the answer and sends it encoded. */
  store(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    config: PublicCacheRouteConfig,
  ): unknown {
    const pending = (request as RequestWithPending)[pendingKey];
    if (!pending || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    if (reply.hasHeader("set-cookie") || reply.raw.hasHeader("set-cookie")) return payload;
    const contentType = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
    const cacheControl = String(reply.getHeader("cache-control") ?? DEFAULT_CACHE_CONTROL);
    const replayed: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries({ ...reply.raw.getHeaders(), ...reply.getHeaders() })) {
      if (value !== undefined && !NOT_REPLAYED.has(name.toLowerCase())) replayed[name.toLowerCase()] = value;
    }
    const entry = buildEntry(payload, {
      ...replayed,
      "content-type": contentType,
      "cache-control": cacheControl,
    });
    entry.readAt = pending.now.getTime();
    entry.expiresAt = Math.min(
      config.expiresAt ? config.expiresAt(pending.now).getTime() : Number.POSITIVE_INFINITY,
      pending.until ? pending.until.getTime() : Number.POSITIVE_INFINITY,
    );
    // A write that landed while this answer was being read makes it unsafe to keep.
    if (pending.generation === this.generation && this.listening) {
      if (this.entries.size >= MAX_ENTRIES) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(request.url, entry);
    }
    const variant = entry.variants[chooseContentCoding(request.headers["accept-encoding"])];
    for (const [name, value] of Object.entries(variant.notModifiedHeaders)) {
      if (value !== undefined) reply.header(name, value);
    }
    if (!variant.notModifiedHeaders["content-encoding"]) reply.removeHeader("content-encoding");
    return variant.body;
  }
}

function buildEntry(text: string, headers: OutgoingHttpHeaders): Entry {
  const body = Buffer.from(text, "utf8");
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const vary = varyOnAcceptEncoding(headers.vary);
  const variant = (coding: ContentCoding, bytes: Buffer, etag: string): Variant => {
    const notModifiedHeaders: OutgoingHttpHeaders = {
      ...headers,
      vary,
      etag,
      ...(coding === "identity" ? {} : { "content-encoding": coding }),
    };
    const { "content-type": contentType, ...withoutType } = notModifiedHeaders;
    return {
      body: bytes,
      etag,
      headers: { ...notModifiedHeaders, "content-type": contentType, "content-length": bytes.length },
      notModifiedHeaders: withoutType,
    };
  };
  const identity = variant("identity", body, `"${hash}"`);
  // One strong ETag per representation: the bytes of each coding differ. A small answer is sent as
  // it is, as the compression plugin does.
  const small = body.length < MIN_COMPRESS_BYTES;
  return {
    variants: {
      identity,
      br: small ? identity : variant("br", compressOnce(body, "br"), `"${hash}-br"`),
      gzip: small ? identity : variant("gzip", compressOnce(body, "gzip"), `"${hash}-gz"`),
    },
    readAt: Number.NEGATIVE_INFINITY,
    expiresAt: Number.POSITIVE_INFINITY,
  };
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ is ignored. Any coding's tag of the
 * same content matches, answered with that tag, so the client's stored copy stays valid.
 */
function matchingVariant(header: string | undefined, entry: Entry, chosen: Variant): Variant | null {
  if (!header) return null;
  if (header.trim() === "*") return chosen;
  const variants = Object.values(entry.variants);
  for (const raw of header.split(",")) {
    const tag = raw.trim().replace(/^W\//, "");
    const match = variants.find((v) => v.etag === tag);
    if (match) return match;
  }
  return null;
}

/**
 * Fastify wiring: hooks for opted-in GET routes, invalidation on every successful write, and the
 * NOTIFY subscription. Call before the security plugin and before any route is registered.
 */
export async function registerPublicCache(
  app: FastifyInstance,
  options: { database: Database; now: Clock; enabled?: boolean },
): Promise<PublicCache> {
  const cache = new PublicCache(options.database, options.now, app.log);
  app.decorate("publicCache", cache);

  app.addHook("onRoute", (route: RouteOptions) => {
    if (route.config?.publicCache && route.method === "GET") cache.routePaths.add(route.url);
  });

  if (options.enabled !== false) {
    // Registered before the security plugin: a hit needs none of the per-request work after it.
    app.addHook("onRequest", (request, reply, done) => {
      if (request.method !== "GET" || !request.routeOptions.config?.publicCache) return done();
      if (!cache.serve(request, reply)) done();
    });
    app.addHook("onRoute", (route: RouteOptions) => {
      const setting = route.config?.publicCache;
      if (!setting || route.method !== "GET") return;
      const config: PublicCacheRouteConfig = setting === true ? {} : setting;
      route.onSend = [
        ...toArray(route.onSend),
        async (request, reply, payload) => {
          if (request.method !== "GET") return payload;
          return cache.store(request, reply, payload, config);
        },
      ];
    });
  }

  // Before the answer leaves, so the writer's next read (and a refresh of the page) sees the change.
  app.addHook("onSend", async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method)) return payload;
    if (reply.statusCode >= 200 && reply.statusCode < 300) await cache.invalidate();
    return payload;
  });

  const unsubscribe = await cache.subscribe();
  app.addHook("onClose", async () => {
    // The server's own onClose may have closed the database first; there is nothing to leave then.
    await unsubscribe().catch(() => {});
  });
  return cache;
}

// biome-ignore lint/suspicious/noExplicitAny: Fastify's hook option is a handler or an array of them.
function toArray(hooks: any): any[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** For a handler whose answer goes stale at a time only it knows (a copy refreshed hourly). */
export function keepPublicCacheUntil(reply: FastifyReply, until: Date): void {
  const pending = (reply.request as RequestWithPending)[pendingKey];
  if (pending && (!pending.until || until < pending.until)) pending.until = until;
}

/** Whether this request is one a public-cache route may answer from memory. */
export function isPublicCacheRoute(request: FastifyRequest): boolean {
  return Boolean(request.routeOptions.config?.publicCache);
}

/**
 * Expiry for answers that depend on the London date (sold out today, the coming special days):
 * the first instant of the next London day, found by search so that a 23- or 25-hour day (the
 * clocks changing) still ends at its real midnight.
 */
export function untilLondonMidnight(now: Date): Date {
  const today = getLondonMoment(now).date;
  let low = now.getTime(); // still today
  let high = low + 26 * 60 * 60 * 1000; // surely tomorrow
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2);
    if (getLondonMoment(new Date(mid)).date === today) low = mid;
    else high = mid;
  }
  return new Date(Math.max(now.getTime(), high - 1000));
}

/**
 * Fastify's own HTTP/1 server (the same options, set the same way as lib/server.js in Fastify 5),
 * with the public cache's answerFromMemory ahead of Fastify's handler. The cache is registered
 * after Fastify is made, hence the getter.
 */
export function cacheFirstServerFactory(getCache: () => PublicCache | null) {
  return (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    fastifyOptions: Record<string, unknown>,
  ) => {
    // What Fastify passes is its options after its defaults were applied.
    const options = fastifyOptions as FastifyServerOptions & { http?: ServerOptions };
    const server = createServer(options.http ?? {}, (req, res) => {
      if (!getCache()?.answerFromMemory(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
