/**
 * PostgreSQL refuses some data a client sent (a number out of range, a NUL byte, a duplicate):
 * that is bad input, answered 4xx, not a server failure. node-postgres and PGlite both put the
 * SQLSTATE on the error's `code`; Drizzle wraps the driver's error in `cause`.
 */
export interface DatabaseInputError {
  statusCode: 400 | 409;
  message: string;
  sqlState: string;
}

/** Class 22 (data exception) and class 23 (integrity constraint violation) only. */
const BAD_DATA_SQLSTATE = /^2[23][0-9A-Z]{3}$/;
const UNIQUE_VIOLATION = "23505";

function findSqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && BAD_DATA_SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The 4xx answer for a database error caused by bad data; null for anything else. */
export function toDatabaseInputError(error: unknown): DatabaseInputError | null {
  const sqlState = findSqlState(error);
  if (!sqlState) return null;
  if (sqlState === UNIQUE_VIOLATION) return { statusCode: 409, message: "This already exists", sqlState };
  return { statusCode: 400, message: "Invalid value", sqlState };
}
