/**
 * Rate-limit counts that hold when Redis blinks (decision 0020). With REDIS_URL every instance counts
 * in Redis (@fastify/rate-limit's own Redis store); while Redis is away, each count is kept in this
 * instance's memory instead (the plugin's own in-memory store), and as soon as the client reports
 * Redis ready again the counts go back to Redis. Before, a Redis outage switched the limits off.
 *
 * During an outage each instance counts alone, so N instances let through up to N times a limit:
 * the price of not depending on Redis being up, and much better than no limit at all.
 */
import { createRequire } from "node:module";
import type { Redis } from "ioredis";

const require = createRequire(import.meta.url);

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store shape @fastify/rate-limit drives (its documented custom-store contract). */
interface Store {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  /** Called once per route with that route's merged options (its limits and routeInfo). */
  child(routeOptions: object): Store;
}

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

// The plugin's two stores, used as they are (they are not exported by name, only by file).
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => Store;

class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    if (this.redis.status !== "ready") {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        // Redis went away mid-call: count this request here rather than let it through.
        if (error) this.local.incr(key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: object): Store {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option for @fastify/rate-limit: Redis while it answers, this instance's memory meanwhile. */
export function createFallbackStore(redis: Redis, nameSpace: string) {
  return class RootFallbackStore extends FallbackStore {
    constructor(options: StoreOptions) {
      super(
        redis,
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache),
      );
    }
  };
}
