import type { IncomingMessage, ServerResponse } from "node:http";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Redis } from "ioredis";
import { HttpError } from "../lib/http-error";
import { DEFAULT_GETS_PER_MINUTE, isStaticAsset, limitGetRequests } from "./get-rate-limit";
import { createFallbackStore } from "./rate-limit-store";

/**
 * Third-party origins the payment widgets need, and nothing else from third parties: Stripe.js
 * (docs.stripe.com/security/guide#content-security-policy, without the Address Element's Google
 * Maps sources, which we do not use) and PayPal's JS SDK (developer.paypal.com/sdk/js/best-practices,
 * without Venmo, which is US-only). PayPal's suggested script-src 'unsafe-inline' is left out: its
 * buttons run in PayPal's own frames. Images are already allowed from any https origin.
 */
const PAYMENT_SCRIPT_SOURCES = [
  "https://js.stripe.com",
  "https://*.js.stripe.com",
  "https://www.paypal.com",
  "https://*.paypal.com",
  "https://www.paypalobjects.com",
  "https://*.paypalobjects.com",
];
const PAYMENT_FRAME_SOURCES = [
  "https://js.stripe.com",
  "https://*.js.stripe.com",
  "https://hooks.stripe.com",
  "https://www.paypal.com",
  "https://*.paypal.com",
  "https://www.sandbox.paypal.com",
  "https://*.paypalobjects.com",
];
const PAYMENT_CONNECT_SOURCES = [
  "https://api.stripe.com",
  "https://www.paypal.com",
  "https://*.paypal.com",
  "https://www.sandbox.paypal.com",
  "https://*.paypalobjects.com",
];

/**
 * Google Analytics (gtag.js), loaded only after the visitor accepts analytics cookies; the sources
 * Google documents for a CSP with Google Analytics 4 (images are already allowed from https:).
 */
const ANALYTICS_SCRIPT_SOURCES = ["https://*.googletagmanager.com"];
const ANALYTICS_CONNECT_SOURCES = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

/** Where the answers are private: the customer's account, sign-in, and the whole admin. */
const PRIVATE_PATH = /^\/api\/(customer|auth|admin)(\/|\?|$)/;

export interface SecurityOptions {
  /** PUBLIC_URL is https: HSTS and upgrade-insecure-requests, whatever NODE_ENV says (decision 0020). */
  https: boolean;
  /** Off in most tests so suites can send many requests. */
  rateLimits: boolean;
  /** Google Analytics' sources are allowed only on a site that has an analytics id configured. */
  analytics: boolean;
  /** Rate-limit counts shared by every instance through this Redis; in memory when unset. */
  redisUrl?: string;
  /** Where the counts live in Redis (tests use a fresh one per run). */
  redisKeyPrefix?: string;
  /** Reads per address and minute (plugins/get-rate-limit.ts). */
  getsPerMinute?: number;
}

const DEFAULT_REDIS_KEY_PREFIX = "hyderabad-house:rate-limit:";

/**
 * A Redis client that fails fast instead of queueing: when Redis is down, a rate-limit check errors
 * at once and is counted in this instance's memory instead (rate-limit-store.ts), so the site keeps
 * answering, with limits, rather than hanging or failing. It reconnects on its own; the outage and
 * the recovery are logged once each.
 */
async function connectRateLimitRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only when REDIS_URL is set: the client library is ~5 MB of memory a single instance
  // never uses.
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let down = false;
  redis.on("error", (error) => {
    if (down) return;
    down = true;
    app.log.warn(
      { err: error },
      "Redis unreachable: rate limits counted in this instance's memory until it is back",
    );
  });
  redis.on("ready", () => {
    if (down) app.log.info("Redis reachable again: rate limits counted in Redis");
    down = false;
  });
  // Start counting from the first request: wait briefly for the connection (not for a Redis that
  // refuses it or never answers).
  app.addHook("onReady", async () => {
    if (redis.status === "ready") return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off("ready", done);
        redis.off("error", done);
        resolve();
      };
      const timer = setTimeout(done, 2000);
      redis.once("ready", done);
      redis.once("error", done);
    });
  });
  app.addHook("onClose", async () => {
    redis.disconnect();
  });
  return redis;
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // Helmet's middleware, built once and run on every request's raw response. @fastify/helmet
  // (used before) built it again on every request, parsing the CSP directives each time: 13% of
  // the server's time on warm public reads (a CPU profile of `npm run bench:api`), for headers
  // that never change. No route sets options of its own, and no nonce is used.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...PAYMENT_SCRIPT_SOURCES,
          ...(options.analytics ? ANALYTICS_SCRIPT_SOURCES : []),
        ],
        frameSrc: ["'self'", ...PAYMENT_FRAME_SOURCES],
        connectSrc: [
          "'self'",
          ...PAYMENT_CONNECT_SOURCES,
          ...(options.analytics ? ANALYTICS_CONNECT_SOURCES : []),
        ],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    // Stripe's and PayPal's frames need to be embeddable; COEP would block them.
    crossOriginEmbedderPolicy: false,
    hsts: options.https,
  });
  // Helmet's headers do not depend on the request here: they are computed once, by running its
  // middleware on a stand-in response, and each answer gets the same ready object (decision 0046).
  const headers = computeHelmetHeaders(securityHeaders);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Added before the rate-limit plugin so this hook runs before the plugin's own onRoute hook,
  // which reads each route's rateLimit config when the route is declared.
  if (!options.rateLimits) {
    app.addHook("onRoute", (route) => {
      if (route.config && typeof route.config === "object" && "rateLimit" in route.config) {
        (route.config as { rateLimit?: unknown }).rateLimit = false;
      }
    });
  }

  const redis =
    options.rateLimits && options.redisUrl ? await connectRateLimitRedis(app, options.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { store: createFallbackStore(redis, options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX) }
      : {}),
    enableDraftSpec: false,
    skipOnError: true,
    // The message says the wait the Retry-After header says (both are the plugin's ttlInSeconds).
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });

  if (options.rateLimits) {
    limitGetRequests(app, {
      max: options.getsPerMinute ?? DEFAULT_GETS_PER_MINUTE,
      isExempt: (request) => isStaticAsset(request) || (app.publicCache?.isBuildRequest(request) ?? false),
      shared: redis !== undefined,
    });
  }

  // Answers about a signed-in person (or a failure to be one) must never sit in a shared or
  // browser cache. onSend runs for every answer, errors and 404s included.
  app.addHook("onSend", async (request, reply, payload) => {
    if (PRIVATE_PATH.test(request.url)) reply.header("cache-control", "no-store");
    return payload;
  });

  // CSRF: browsers send Origin on cross-site writes; a write from another origin (scheme, host and
  // port, decision 0038) is refused. On an https site the scheme is https whatever the hop to this
  // process was (a proxy that ends TLS speaks http to it): an http:// page is another origin, one
  // a network attacker can write. Elsewhere it is the request's own (X-Forwarded-Proto only from a
  // trusted proxy).
  app.addHook("onRequest", async (request) => {
    if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || request.url.startsWith("/api/webhooks/")) return;
    const scheme = options.https ? "https" : request.protocol;
    // request.host is what Fastify resolved: X-Forwarded-Host only from a trusted proxy.
    const given = originOf(origin);
    if (given === null || given !== originOf(`${scheme}://${request.host}`)) {
      throw new HttpError(403, "Cross-site request refused");
    }
  });
}

/**
 * The headers helmet's middleware sets, as one object of lower-case names. Helmet only sets and
 * removes headers and calls next synchronously; anything else (a bad option) throws here, at start.
 */
function computeHelmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("helmet did not finish synchronously");
  return Object.freeze(headers) as Record<string, string>;
}

/** "scheme://host:port" with the scheme's default port left out, or null for no URL ("null" too). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}
