/**
 * The only reader of process.env. Every setting is validated at start so a bad value stops the
 * server with a message naming the variable, instead of failing later mid-request.
 */
import { z } from "zod";
import { PRINTER_ADDRESS_MESSAGE, parsePrinterAddress } from "@shared/printing/printing.schema";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * Where uploaded files (the menu PDF, photos) are kept. Default: DATA_DIR/files on the embedded
   * database; in the database itself with DATABASE_URL. Set it with DATABASE_URL only to a folder
   * every instance shares (decision 0021).
   */
  FILES_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  PUBLIC_URL: optionalString.pipe(
    z
      .url()
      .regex(/^https?:\/\//, "must start with http:// or https://")
      .optional(),
  ),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  /** The address mail is sent from; the name before it is the restaurant's sender name (its details). */
  MAIL_FROM: z.string().min(3).default("orders@restaurant.local"),
  RESTAURANT_EMAIL: z.email().default("hello@restaurant.local"),
  /** A JSON file of the restaurant's details applied (and confirmed) on every start (decision 0042). */
  RESTAURANT_FILE: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_ENVIRONMENT: z.enum(["sandbox", "live"]).default("sandbox"),
  PAYPAL_API_BASE: optionalString.pipe(z.url().optional()),
  /** The id PayPal gives the /api/webhooks/paypal endpoint: its deliveries are checked against it. */
  PAYPAL_WEBHOOK_ID: optionalString,
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACE_ID: optionalString,
  /** A postcodes.io-compatible geocoder: radius delivery zones work only with it (issue 35). */
  GEOCODER_URL: optionalString.pipe(z.url().optional()),
  ANALYTICS_ID: optionalString,
  /**
   * Conveniences that are unsafe in public: the simulated payment, the reset link in the
   * forgot-password answer, and TEST_NOW. Off unless asked for, and refused in production.
   */
  DEMO_MODE: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** npm run dev: the web app served from source through Vite, with hot reload; never in production. */
  WEB_DEV: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /**
   * Demo mode only (browser tests): the server's clock starts at this instant and runs on from
   * there, so a journey that depends on opening hours is repeatable.
   */
  TEST_NOW: optionalString.pipe(z.iso.datetime({ offset: true }).optional()),
  /** Which proxies may set X-Forwarded-*: see parseTrustProxy. */
  TRUST_PROXY: optionalString.transform((v, ctx) => {
    const parsed = parseTrustProxy(v);
    if (parsed === null) {
      ctx.addIssue({
        code: "custom",
        message: "must be false, true (one hop), a hop count, or a comma-separated list of proxy addresses",
      });
      return z.NEVER;
    }
    return parsed;
  }),
  /**
   * Start-up with PostgreSQL out of reach: how many more times to try (about a minute in all with
   * the default) before exiting non-zero, so a supervisor or orchestrator sees the failure.
   */
  DB_CONNECT_RETRIES: z.coerce.number().int().min(0).max(1000).default(10),
  /**
   * AES-256-GCM key for the back office's secrets at rest (National Insurance numbers): 32 bytes as
   * 64 hex characters or base64 (`openssl rand -base64 32`). Unset, such numbers are refused.
   */
  BACK_OFFICE_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => parseEncryptionKey(v) !== null,
        "must be 32 bytes: 64 hex characters or base64 (openssl rand -base64 32)",
      )
      .optional(),
  ),
  /**
   * Reads (GET) per client address and minute, for routes without a limit of their own; generous
   * by default. Benchmarks that drive the site from one address raise it.
   */
  RATE_LIMIT_GETS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /**
   * Newsletter emails handed to the mail server per second, at most, by each instance (decision
   * 0031): a large list goes out in the background at this pace, and other mail is not held up.
   */
  NEWSLETTER_SENDS_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(5),
  /** Benchmarks only: GET /api/diagnostics/event-loop (lib/event-loop-diagnostics.ts). */
  BENCH_DIAGNOSTICS: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /**
   * The kitchen's network ESC/POS printer, "host:port" (port 9100 on most), used until staff set
   * one in the admin (as ADMIN_USERNAME makes the first account).
   */
  KITCHEN_PRINTER: optionalString.pipe(
    z
      .string()
      .refine((v) => parsePrinterAddress(v) !== null, PRINTER_ADDRESS_MESSAGE)
      .optional(),
  ),
  /** Rate-limit counts shared by every instance; in memory when unset. */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),
});

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it, but never "trust every hop": `true` means the one
 * proxy in front of us, so a client cannot prepend X-Forwarded-For entries to dodge rate limits.
 * false | number of hops | list of addresses or CIDR ranges.
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : null;
  }
  const addresses = value
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const looksLikeAddress = (a: string) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) && /[.:]/.test(a);
  return addresses.length > 0 && addresses.every(looksLikeAddress) ? addresses : null;
}

/** A 32-byte key from 64 hex characters or base64; null for anything else. */
export function parseEncryptionKey(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value, value.includes("-") || value.includes("_") ? "base64url" : "base64");
    return key.length === 32 ? key : null;
  }
  return null;
}

type ParsedEnv = z.infer<typeof EnvSchema>;
/** The validated settings; PUBLIC_URL is always set (defaulted from PORT) and has no trailing slash. */
export type Env = Omit<ParsedEnv, "PUBLIC_URL"> & { PUBLIC_URL: string };

export class EnvError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  const data = result.data;
  const problems: string[] = [];
  if (data.NODE_ENV === "production") {
    if (data.DEMO_MODE) problems.push("DEMO_MODE: cannot be true in production");
    if (data.WEB_DEV) problems.push("WEB_DEV: is for npm run dev and cannot be true in production");
    if (!data.PUBLIC_URL)
      problems.push("PUBLIC_URL: is required in production (the site's address, e.g. https://example.co.uk)");
  }
  if (data.TEST_NOW && !data.DEMO_MODE) problems.push("TEST_NOW: is for tests and needs DEMO_MODE=true");
  if (problems.length > 0) {
    throw new EnvError(
      `Invalid configuration in the environment:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
  }
  // Links in mail, robots.txt, sitemap.xml and canonical URLs come from here, never from a request's
  // Host or X-Forwarded-Host header (which a client chooses).
  const publicUrl = (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, "");
  return { ...data, PUBLIC_URL: publicUrl };
}
