/**
 * Tells apart the database errors that are not a server failure: the database cannot be reached
 * (answered 503 with Retry-After, the pool reconnects by itself), transaction conflicts between
 * concurrent requests (retried once, then 409), and data the database refuses (bad input, 4xx).
 */

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The restaurant's system is briefly unavailable. Please try again in a moment.";
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors met while connecting to, or talking with, the database server. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server going away or not accepting connections: 57P01 admin shutdown (also what
 * pg_terminate_backend sends), 57P02 crash shutdown, 57P03 cannot connect now (starting up, in
 * recovery), and class 08, connection exceptions.
 */
function isUnavailableSqlState(code: string): boolean {
  return code === "57P01" || code === "57P02" || code === "57P03" || /^08[0-9A-Z]{3}$/.test(code);
}

/** node-postgres' own messages for a connection that ended or could not be had in time. */
const UNREACHABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /client has encountered a connection error and is not queryable/i,
];

function causes(error: unknown): unknown[] {
  // Drizzle wraps driver errors (`cause`); Node's dual-stack connect gives an AggregateError.
  const seen: unknown[] = [];
  const queue = [error];
  while (queue.length > 0 && seen.length < 10) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.includes(current)) continue;
    seen.push(current);
    const e = current as { cause?: unknown; errors?: unknown };
    if (e.cause) queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return seen;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** True when the error means "the database cannot be reached right now", not "this request is bad". */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return causes(error).some((e) => {
    const code = codeOf(e);
    if (code && (UNREACHABLE_CODES.has(code) || isUnavailableSqlState(code))) return true;
    const message = (e as { message?: unknown }).message;
    return typeof message === "string" && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message));
  });
}

/** 40001 serialization failure or 40P01 deadlock detected: the same work may succeed if run again. */
export function isTransactionConflictError(error: unknown): boolean {
  return causes(error).some((e) => {
    const code = codeOf(e);
    return code === "40001" || code === "40P01";
  });
}

/** The socket-level reason, for a one-line log ("ECONNREFUSED"), or the error's message. */
export function describeDatabaseError(error: unknown): string {
  for (const e of causes(error)) {
    const code = codeOf(e);
    if (code) return code;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * PostgreSQL refuses some data a client sent (a number out of range, a NUL byte, a duplicate):
 * that is bad input, answered 4xx, not a server failure.
 */
export interface DatabaseInputError {
  statusCode: 400 | 409;
  message: string;
  sqlState: string;
}

/** Class 22 (data exception) and class 23 (integrity constraint violation) only. */
const BAD_DATA_SQLSTATE = /^2[23][0-9A-Z]{3}$/;
const UNIQUE_VIOLATION = "23505";

/** The 4xx answer for a database error caused by bad data; null for anything else. */
export function toDatabaseInputError(error: unknown): DatabaseInputError | null {
  const sqlState = causes(error)
    .map(codeOf)
    .find((code) => code !== undefined && BAD_DATA_SQLSTATE.test(code));
  if (!sqlState) return null;
  if (sqlState === UNIQUE_VIOLATION) return { statusCode: 409, message: "This already exists", sqlState };
  return { statusCode: 400, message: "Invalid value", sqlState };
}

/** A unique constraint refused a duplicate (a taken username, a second cash-up for one date). */
export function isUniqueViolation(error: unknown): boolean {
  return causes(error).some((e) => codeOf(e) === UNIQUE_VIOLATION);
}
