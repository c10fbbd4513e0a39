import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "./env";

describe("readEnv", () => {
  it("works on a bare machine with the documented defaults", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", NODE_ENV: "development" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("names the variable and the problem for a bad value", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => readEnv({ ADMIN_PASSWORD: "short" })).toThrow(
      /ADMIN_PASSWORD: must be at least 8 characters/,
    );
  });

  it("refuses a test clock in production", () => {
    expect(() => readEnv({ NODE_ENV: "production", TEST_NOW: "2026-11-24T12:00:00Z" })).toThrow(/TEST_NOW/);
  });
});
