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
 *   app.register(chefsAdminRoutes, { invalidates: ["chefs"] })  // the plugin's writes, in app.ts
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
import { randomBytes, webcrypto } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { LRUCache } from "lru-cache";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import type { Database } from "../db/client";
import { ALL_TAGS, type CacheTag, type Invalidation, isCacheTag } from "./cache-tags";
import type { Clock } from "./clock";
import {
  type ContentCoding,
  chooseContentCoding,
  compressAsync,
  MIN_COMPRESS_BYTES,
  varyOnAcceptEncoding,
} from "./content-encoding";

export const PUBLIC_CACHE_CHANNEL = "public_cache";

export interface PublicCacheRouteConfig {
  /** The facts the answer is drawn from: a write that changes one of them drops the entry. */
  tags: readonly CacheTag[];
  /**
   * The query parameters that change the answer (each once); the others are ignored and create no
   * entry of their own. None by default.
   */
  query?: readonly string[];
  /**
   * For answers that change by themselves as time passes: the instant the answer computed at
   * `now` may first differ. From then on the entry is rebuilt before it is served again.
   */
  expiresAt?: (now: Date) => Date;
}

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

/** Answers default to being revalidated on every use: the ETag makes that a 304 of no bytes. */
const DEFAULT_CACHE_CONTROL = "no-cache";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Bounds on what is kept: keys are bounded by routes and their declared parameters anyway. */
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
/** How long a write's answer waits for the rebuild of what it invalidated before leaving anyway. */
const WRITE_REFRESH_WAIT_MS = 5_000;
const BUILD_HEADER = "x-public-cache-build";

interface Variant {
  body: Buffer;
  etag: string;
  coding: ContentCoding;
}

interface Entry {
  variants: Record<ContentCoding, Variant>;
  contentType: string;
  cacheControl: string;
  vary: string;
  tags: ReadonlySet<CacheTag>;
  /**
   * Epoch ms of the clock the answer was read at: it says nothing of earlier instants, so a clock
   * set back (a test's, or a machine's corrected) finds it unusable too.
   */
  readAt: number;
  /** Epoch ms from which the answer is known to differ; Infinity when only a write can change it. */
  expiresAt: number;
  /** A write changed one of its facts: served only while its rebuild runs. */
  stale: boolean;
  /**
   * A write on this instance changed a fact of this entry: requests wait for its one rebuild (a
   * query, or a page's render) rather than get what the write replaced; the write itself does not
   * wait (decision 0046).
   */
  awaitRebuild?: boolean;
  size: number;
}

/** What a build found: the entry to answer with, and whether it is old bytes kept through an outage. */
type Built = { entry: Entry; outage: boolean } | null;

/**
 * The header on the last good bytes sent while the database is away (decision 0038): the answer
 * is not current, and says so; it is rebuilt on the first request after the database returns.
 */
export const STALE_HEADER = "x-served-stale";
export const STALE_REASON = "database-unavailable";

function isCurrent(entry: Entry, now: number): boolean {
  return entry.readAt <= now && now < entry.expiresAt;
}

/** What a build (an internal request) collects while the route answers. */
interface Build {
  key: string;
  seq: number;
  now: Date;
  tags: Set<CacheTag>;
  until?: number;
  result: Entry | null;
}

const buildKey = Symbol("publicCacheBuild");
const changedKey = Symbol("publicCacheChanged");
const rebuildKey = Symbol("publicCacheRebuild");
type CacheRequest = FastifyRequest & {
  [buildKey]?: Build;
  [changedKey]?: Set<CacheTag>;
  [rebuildKey]?: string[];
};

/** A rendered page (its rebuild is a render), not a JSON read. */
function isPage(entry: Entry): boolean {
  return entry.contentType.startsWith("text/html");
}

export interface PublicCacheStats {
  hits: number;
  staleHits: number;
  /** Answers of last good bytes while the database was away. */
  outageHits: number;
  misses: number;
  builds: number;
  invalidations: number;
  entries: number;
}

/** The entry's key: the route's path and the declared parameters that are present; null if unkeyable. */
function cacheKey(path: string, search: string, query: readonly string[] = []): string | null {
  if (query.length === 0) return path;
  const params = new URLSearchParams(search);
  const parts: string[] = [];
  for (const name of [...query].sort()) {
    const values = params.getAll(name);
    if (values.length > 1) return null;
    const [value] = values;
    if (value !== undefined) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return parts.length > 0 ? `${path}?${parts.join("&")}` : path;
}

export class PublicCache {
  private readonly entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.size),
  });
  private readonly building = new Map<string, Promise<Built>>();
  private readonly builds = new Map<string, Build>();
  /** Invalidation sequence: an answer read before a write to one of its facts is not kept as fresh. */
  private seq = 0;
  /** The sequence of the last write on this instance (its readers wait for the rebuild). */
  private localWriteSeq = 0;
  private readonly tagSeq = new Map<CacheTag, number>();
  private allSeq = 0;
  private listening = true;
  private readonly instanceId = randomBytes(8).toString("hex");
  private readonly buildToken = randomBytes(16).toString("hex");
  private readonly warnedRoutes = new Set<string>();
  readonly stats: Omit<PublicCacheStats, "entries"> = {
    hits: 0,
    staleHits: 0,
    outageHits: 0,
    misses: 0,
    builds: 0,
    invalidations: 0,
  };
  /** The opted-in GET routes by path: what a server-rendered page may embed. */
  readonly routes = new Map<string, PublicCacheRouteConfig>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly database: Database,
    private readonly now: Clock,
    private readonly log: {
      warn(details: object, message: string): void;
      error(details: object, message: string): void;
    },
  ) {}

  get routePaths(): ReadonlySet<string> {
    return new Set(this.routes.keys());
  }

  /**
   * Marks stale every entry drawn from one of these facts, here and on the other instances; returns
   * the keys marked here (to rebuild them).
   */
  async invalidate(tags: Invalidation, options: { localWrite?: boolean } = {}): Promise<string[]> {
    if (tags !== ALL_TAGS && tags.length === 0) return [];
    const keys = this.markStale(tags, options.localWrite ?? false);
    try {
      await this.database.notify(PUBLIC_CACHE_CHANNEL, JSON.stringify({ from: this.instanceId, tags }));
    } catch (error) {
      // This instance is done; the others' listeners reconnect and drop everything then.
      this.log.warn({ err: error }, "Could not tell other instances to drop their public cache entries");
    }
    return keys;
  }

  /** Rebuilds these keys (one build each, shared with anyone asking meanwhile), waiting at most `waitMs`. */
  async refresh(keys: readonly string[], waitMs = WRITE_REFRESH_WAIT_MS): Promise<void> {
    if (keys.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(keys.map((key) => this.build(key))),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }

  /** Listens for other instances' invalidations; resolves to the unsubscribe function. */
  subscribe(): Promise<() => Promise<void>> {
    return this.database.listen(
      PUBLIC_CACHE_CHANNEL,
      (payload) => {
        const message = parseNotification(payload);
        if (message.from !== this.instanceId) this.markStale(message.tags);
      },
      (listening) => {
        // While the listener is down another instance's write could not be heard: nothing kept is
        // served as current, and once it is back, what was kept before may be out of date. The
        // bytes stay, marked stale, as the answer of last resort while the database is away.
        this.listening = listening;
        this.markStale(ALL_TAGS);
      },
    );
  }

  /**
   * When the current entry for a key goes stale by the clock (epoch ms; Infinity when only a
   * write ends it), or undefined when there is none, or it is stale.
   */
  expiresAt(key: string): number | undefined {
    const entry = this.entries.peek(key);
    return entry && !entry.stale && isCurrent(entry, this.now().getTime()) ? entry.expiresAt : undefined;
  }

  snapshot(): PublicCacheStats {
    return { ...this.stats, entries: this.entries.size };
  }

  /** Forgets every entry of this instance (a test's direct write to the database, a lost listener). */
  dropLocal(): void {
    this.seq += 1;
    this.allSeq = this.seq;
    this.stats.invalidations += 1;
    this.entries.clear();
  }

  /**
   * Waits for the builds in flight, such as a stale entry's rebuild started by the last request: a
   * test that moves its clock between requests lets that rebuild finish at the time it began.
   */
  async settled(): Promise<void> {
    await Promise.all([...this.building.values()]);
  }

  /** The internal request that builds an entry (exempt from the per-address GET limit). */
  isBuildRequest(request: FastifyRequest): boolean {
    return request.headers[BUILD_HEADER] === this.buildToken;
  }

  private markStale(tags: Invalidation, localWrite = false): string[] {
    this.seq += 1;
    if (localWrite) this.localWriteSeq = this.seq;
    this.stats.invalidations += 1;
    if (tags === ALL_TAGS) this.allSeq = this.seq;
    else for (const tag of tags) this.tagSeq.set(tag, this.seq);
    const keys: string[] = [];
    for (const [key, entry] of this.entries.entries()) {
      if (tags === ALL_TAGS || tags.some((tag) => entry.tags.has(tag))) {
        entry.stale = true;
        if (localWrite) entry.awaitRebuild = true;
        keys.push(key);
      }
    }
    return keys;
  }

  private changedSince(seq: number, tags: ReadonlySet<CacheTag>): boolean {
    if (this.allSeq > seq) return true;
    for (const tag of tags) if ((this.tagSeq.get(tag) ?? 0) > seq) return true;
    return false;
  }

  /**
   * The entry to answer with: a fresh one; a stale one while its rebuild runs (when `allowStale`);
   * else the result of the one build in flight for the key. Null when the answer cannot be kept
   * (an error, a cookie, the listener down): the request then goes through the route as usual.
   */
  private async lookup(key: string, allowStale: boolean): Promise<Entry | null> {
    return this.current(key, allowStale) ?? (await this.buildForMiss(key))?.entry ?? null;
  }

  /** The entry to answer with now, without waiting: fresh, or stale while its rebuild runs. */
  private current(key: string, allowStale: boolean): Entry | null {
    const entry = this.entries.get(key);
    if (!entry || !isCurrent(entry, this.now().getTime())) return null;
    if (!entry.stale) {
      this.stats.hits += 1;
      return entry;
    }
    // While the listener is down a stale entry may miss another instance's write for ever: wait
    // for the rebuild (the database's answer) instead.
    if (!allowStale || !this.listening || entry.awaitRebuild) return null;
    this.stats.staleHits += 1;
    void this.build(key);
    return entry;
  }

  private buildForMiss(key: string): Promise<Built> {
    this.stats.misses += 1;
    return this.build(key);
  }

  /**
   * One build per key at a time: the route answers an internal request, and onSend keeps it. When
   * the route cannot answer because the database is away (a 503), the last good bytes for the key
   * are the answer, whatever their age, until a build succeeds again (decision 0038).
   */
  private build(key: string): Promise<Built> {
    const running = this.building.get(key);
    if (running) {
      // A build that read its facts before a later write would answer with what the write replaced
      // (a write's rebuild still running when the next write commits): whoever asks after that
      // write waits for it, then for a build of its own.
      const inFlight = this.builds.get(key);
      if (inFlight && inFlight.tags.size > 0 && this.changedSince(inFlight.seq, inFlight.tags)) {
        return running.then(() => this.build(key));
      }
      return running;
    }
    const build: Build = { key, seq: this.seq, now: this.now(), tags: new Set(), result: null };
    const promise = (async (): Promise<Built> => {
      this.stats.builds += 1;
      this.builds.set(key, build);
      try {
        const res = await this.app.inject({
          method: "GET",
          url: key,
          headers: { [BUILD_HEADER]: this.buildToken },
        });
        if (build.result) return { entry: build.result, outage: false };
        const previous = this.entries.peek(key);
        if (!previous) return null;
        if (res.statusCode === 503) return { entry: previous, outage: true };
        // Not keepable for another reason (a cookie): a current stale copy is still the best answer.
        return isCurrent(previous, this.now().getTime()) ? { entry: previous, outage: false } : null;
      } catch (error) {
        this.log.error({ err: error, key }, "public cache: building an entry failed");
        return null;
      } finally {
        this.builds.delete(key);
        this.building.delete(key);
      }
    })();
    this.building.set(key, promise);
    return promise;
  }

  /**
   * onRequest of an opted-in GET (after security headers and rate limits): answers from memory when
   * it can. A warm hit is answered without waiting for anything (no promise on the hot path).
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    config: PublicCacheRouteConfig,
    done: (error?: Error) => void,
  ): void {
    const key = this.keyOf(request, config);
    if (key === null) {
      done();
      return;
    }
    if (this.isBuildRequest(request)) {
      const build = this.builds.get(key);
      if (build) {
        build.seq = this.seq;
        build.now = this.now();
        for (const tag of config.tags) build.tags.add(tag);
        (request as CacheRequest)[buildKey] = build;
      }
      done();
      return;
    }
    const entry = this.current(key, true);
    if (entry) {
      this.send(entry, request, reply);
      return;
    }
    this.buildForMiss(key).then(
      (built) => {
        if (!built) return done();
        if (built.outage) {
          this.stats.outageHits += 1;
          reply.header(STALE_HEADER, STALE_REASON);
        }
        this.send(built.entry, request, reply);
      },
      () => done(),
    );
  }

  private keyOf(request: FastifyRequest, config: PublicCacheRouteConfig): string | null {
    const routeUrl = request.routeOptions.url ?? "";
    const [pathname = "/", search = ""] = request.url.split("?", 2);
    // A route without parameters has one path, however the request spelled it.
    const path = /[:*]/.test(routeUrl) || !routeUrl ? pathname : routeUrl;
    return cacheKey(path, search, config.query);
  }

  private send(entry: Entry, request: FastifyRequest, reply: FastifyReply): void {
    const variant = entry.variants[chooseContentCoding(request.headers["accept-encoding"])];
    const match = matchingVariant(request.headers["if-none-match"], entry, variant);
    const chosen = match ?? variant;
    reply.header("vary", entry.vary).header("cache-control", entry.cacheControl).header("etag", chosen.etag);
    // A 304 describes the copy the client holds (its coding and tag).
    if (chosen.coding !== "identity") reply.header("content-encoding", chosen.coding);
    if (match) {
      reply.code(304).send();
      return;
    }
    reply.code(200).type(entry.contentType).send(variant.body);
  }

  /** Whether this request is a build of an entry (only those are kept). */
  isBuilding(request: FastifyRequest): boolean {
    return (request as CacheRequest)[buildKey] !== undefined;
  }

  /** onSend of the internal build request: keeps the answer with its compressed copies. */
  async store(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    config: PublicCacheRouteConfig,
  ): Promise<unknown> {
    const build = (request as CacheRequest)[buildKey];
    if (!build || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("set-cookie") || reply.raw.hasHeader("set-cookie")) return payload;
    const body = typeof payload === "string" ? Buffer.from(payload, "utf8") : payload;
    const contentType = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
    const entry = await buildEntry(body, {
      contentType,
      cacheControl: String(reply.getHeader("cache-control") ?? DEFAULT_CACHE_CONTROL),
      vary: varyOnAcceptEncoding(reply.getHeader("vary")),
      tags: build.tags,
    });
    entry.readAt = build.now.getTime();
    entry.expiresAt = Math.min(
      config.expiresAt ? config.expiresAt(build.now).getTime() : Number.POSITIVE_INFINITY,
      build.until ?? Number.POSITIVE_INFINITY,
    );
    // A write to one of its facts landed while it was read: kept, for those waiting, but stale.
    // Without the listener no write elsewhere can be heard: kept as stale too (the answer of this
    // request and of those waiting for it, and the last good bytes for an outage), never current.
    entry.stale = !this.listening || this.changedSince(build.seq, entry.tags);
    // A write on this instance landed while it was read: the next request waits for a new build
    // rather than get what that write replaced (decision 0046).
    if (entry.stale && this.localWriteSeq > build.seq) entry.awaitRebuild = true;
    this.entries.set(build.key, entry);
    build.result = entry;
    return payload;
  }

  /**
   * A kept public read for a page being rendered (decision 0018), never a stale one: its value, and
   * the facts and expiry the page inherits. Undefined for a path that is not a kept read.
   */
  async read(path: string): Promise<{ value: unknown; tags: CacheTag[]; expiresAt: number } | undefined> {
    const url = new URL(path, "http://localhost");
    const config = this.routes.get(url.pathname);
    if (!config) return undefined;
    const key = cacheKey(url.pathname, url.search, config.query);
    if (key === null) return undefined;
    const entry = await this.lookup(key, false);
    if (!entry) return undefined;
    return {
      value: JSON.parse(entry.variants.identity.body.toString("utf8")),
      tags: [...entry.tags],
      expiresAt: entry.expiresAt,
    };
  }

  /**
   * onSend of every write (after its commit): marks stale what it changed, here and on the other
   * instances. The rebuilds start once the answer has been sent (`rebuildAfterWrite`): a write
   * never waits for a page to be drawn again (decision 0046).
   */
  async afterWrite(request: FastifyRequest): Promise<void> {
    const declared = request.routeOptions.config?.invalidates;
    const extra = (request as CacheRequest)[changedKey];
    let tags: Invalidation;
    if (declared === undefined) {
      tags = ALL_TAGS;
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      if (!this.warnedRoutes.has(route)) {
        this.warnedRoutes.add(route);
        this.log.warn(
          { route },
          "public cache: a write route declares no `invalidates`; dropping everything",
        );
      }
    } else {
      tags = [...new Set([...declared, ...(extra ?? [])])];
    }
    const keys = await this.invalidate(tags, { localWrite: true });
    if (keys.length > 0) (request as CacheRequest)[rebuildKey] = keys;
  }

  /** onResponse of a write: one rebuild of each entry it made stale, reads first, then pages. */
  rebuildAfterWrite(request: FastifyRequest): void {
    const keys = (request as CacheRequest)[rebuildKey];
    if (!keys) return;
    (request as CacheRequest)[rebuildKey] = undefined;
    const pagesLast = [...keys].sort((a, b) => Number(this.isPageKey(a)) - Number(this.isPageKey(b)));
    for (const key of pagesLast) void this.build(key);
  }

  private isPageKey(key: string): boolean {
    const entry = this.entries.peek(key);
    return entry ? isPage(entry) : false;
  }

  /** Only for a handler that computes its own expiry or facts: see keepPublicCacheUntil, dependOn. */
  noteBuild(request: FastifyRequest, until?: Date, tags?: Iterable<CacheTag>): void {
    const build = (request as CacheRequest)[buildKey];
    if (!build) return;
    if (until && (build.until === undefined || until.getTime() < build.until)) build.until = until.getTime();
    for (const tag of tags ?? []) build.tags.add(tag);
  }
}

function parseNotification(payload: string): { from: string; tags: Invalidation } {
  try {
    const message = JSON.parse(payload) as { from?: unknown; tags?: unknown };
    const tags = Array.isArray(message.tags) ? message.tags.filter(isCacheTag) : ALL_TAGS;
    // An unknown tag (a newer instance's) cannot be matched here: drop everything to be safe.
    const unknown = Array.isArray(message.tags) && tags.length !== message.tags.length;
    return { from: String(message.from ?? ""), tags: unknown ? ALL_TAGS : tags };
  } catch {
    // A bare payload (an older instance, or a hand-made NOTIFY) means everything.
    return { from: payload, tags: ALL_TAGS };
  }
}

async function buildEntry(
  body: Buffer,
  meta: { contentType: string; cacheControl: string; vary: string; tags: ReadonlySet<CacheTag> },
): Promise<Entry> {
  // WebCrypto's digest runs on libuv's threads too: a large page is not hashed on the event loop.
  const hash = Buffer.from(await webcrypto.subtle.digest("SHA-256", body))
    .toString("base64url")
    .slice(0, 27);
  const identity: Variant = { body, etag: `"${hash}"`, coding: "identity" };
  // One strong ETag per representation: the bytes of each coding differ. A small answer is sent as
  // it is, whatever the client takes.
  const small = body.length < MIN_COMPRESS_BYTES;
  const [br, gzip] = small
    ? [identity, identity]
    : await Promise.all([
        compressAsync(body, "br").then(
          (bytes): Variant => ({ body: bytes, etag: `"${hash}-br"`, coding: "br" }),
        ),
        compressAsync(body, "gzip").then(
          (bytes): Variant => ({ body: bytes, etag: `"${hash}-gz"`, coding: "gzip" }),
        ),
      ]);
  return {
    variants: { identity, br, gzip },
    ...meta,
    tags: new Set(meta.tags),
    readAt: Number.NEGATIVE_INFINITY,
    expiresAt: Number.POSITIVE_INFINITY,
    stale: false,
    size: body.length + (small ? 0 : br.body.length + gzip.body.length),
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
