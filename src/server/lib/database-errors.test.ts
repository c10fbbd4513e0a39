import { describe, expect, it } from "vitest";
import { isDatabaseUnavailableError, isTransactionConflictError } from "./database-errors";

function withCode(code: string, message = "x") {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailableError", () => {
  it("recognises an unreachable or departing server, however wrapped", () => {
    expect(isDatabaseUnavailableError(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailableError(new AggregateError([withCode("ECONNREFUSED")]))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Failed query", { cause: withCode("57P01") }))).toBe(true);
    expect(isDatabaseUnavailableError(withCode("57P03"))).toBe(true);
    expect(isDatabaseUnavailableError(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("leaves bad data and bugs alone", () => {
    expect(isDatabaseUnavailableError(withCode("23505"))).toBe(false);
    expect(isDatabaseUnavailableError(withCode("22P02"))).toBe(false);
    expect(isDatabaseUnavailableError(withCode("40P01"))).toBe(false);
    expect(isDatabaseUnavailableError(new TypeError("undefined is not a function"))).toBe(false);
  });
});

describe("isTransactionConflictError", () => {
  it("recognises deadlocks and serialization failures", () => {
    expect(isTransactionConflictError(new Error("Failed query", { cause: withCode("40P01") }))).toBe(true);
    expect(isTransactionConflictError(withCode("40001"))).toBe(true);
    expect(isTransactionConflictError(withCode("23505"))).toBe(false);
  });
});
