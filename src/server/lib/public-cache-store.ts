/**
 * The public cache itself (decision 0021, 0046): the kept entries, one build per key through Fastify
 * (app.inject with a per-process token), stale entries served while their one rebuild runs, and
 * invalidation by facts, here and on every other instance through PostgreSQL NOTIFY. The Fastify
 * wiring and the helpers routes call are lib/public-cache.ts; one entry's bytes, public-cache-entry.ts.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client";
import { ALL_TAGS, type CacheTag, type Invalidation, isCacheTag } from "./cache-tags";
import type { Clock } from "./clock";
import { chooseContentCoding, varyOnAcceptEncoding } from "./content-encoding";
import {
  type Built,
  buildEntry,
  cacheKey,
  type Entry,
  isCurrent,
  isPage,
  matchingVariant,
} from "./public-cache-entry";

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

/** Answers default to being revalidated on every use: the ETag makes that a 304 of no bytes. */
const DEFAULT_CACHE_CONTROL = "no-cache";
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Bounds on what is kept: keys are bounded by routes and their declared parameters anyway. */
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
/** How long a write's answer waits for the rebuild of what it invalidated before leaving anyway. */
const WRITE_REFRESH_WAIT_MS = 5_000;
const BUILD_HEADER = "x-public-cache-build";

/**
 * The header on the last good bytes sent while the database is away (decision 0038): the answer
 * is not current, and says so; it is rebuilt on the first request after the database returns.
 */
export const STALE_HEADER = "x-served-stale";
export const STALE_REASON = "database-unavailable";

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
export const changedKey = Symbol("publicCacheChanged");
const rebuildKey = Symbol("publicCacheRebuild");
export type CacheRequest = FastifyRequest & {
  [buildKey]?: Build;
  [changedKey]?: Set<CacheTag>;
  [rebuildKey]?: string[];
};

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
