import { describe, expect, it } from "vitest";
import { EnvError, parseEncryptionKey, parseTrustProxy, readEnv } from "./env";

describe("readEnv", () => {
  it("works on a bare machine with the documented defaults, demo conveniences off", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      NODE_ENV: "development",
      DEMO_MODE: false,
      TRUST_PROXY: false,
      PUBLIC_URL: "http://localhost:3000",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it("defaults PUBLIC_URL from PORT and drops a trailing slash", () => {
    expect(readEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(readEnv({ PUBLIC_URL: "https://example.co.uk/" }).PUBLIC_URL).toBe("https://example.co.uk");
  });

  it("names the variable and the problem for a bad value", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => readEnv({ ADMIN_PASSWORD: "short" })).toThrow(
      /ADMIN_PASSWORD: must be at least 8 characters/,
    );
    expect(() => readEnv({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ REDIS_URL: "http://x" })).toThrow(/REDIS_URL/);
    expect(() => readEnv({ BACK_OFFICE_ENCRYPTION_KEY: "too-short" })).toThrow(
      /BACK_OFFICE_ENCRYPTION_KEY: must be 32 bytes/,
    );
  });

  it("takes a 32-byte back-office key as hex or base64", () => {
    expect(readEnv({ BACK_OFFICE_ENCRYPTION_KEY: "ab".repeat(32) }).BACK_OFFICE_ENCRYPTION_KEY).toBe(
      "ab".repeat(32),
    );
    const base64 = Buffer.alloc(32, 7).toString("base64");
    expect(parseEncryptionKey(base64)?.length).toBe(32);
    expect(parseEncryptionKey(Buffer.alloc(31, 7).toString("base64"))).toBeNull();
    expect(readEnv({}).BACK_OFFICE_ENCRYPTION_KEY).toBeUndefined();
  });

  it("needs PUBLIC_URL in production, and refuses demo mode there", () => {
    expect(() => readEnv({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL: is required in production/);
    expect(() =>
      readEnv({ NODE_ENV: "production", PUBLIC_URL: "https://example.co.uk", DEMO_MODE: "true" }),
    ).toThrow(/DEMO_MODE/);
    expect(readEnv({ NODE_ENV: "production", PUBLIC_URL: "https://example.co.uk" }).DEMO_MODE).toBe(false);
  });

  it("takes the test clock only in demo mode, and never in production", () => {
    expect(() => readEnv({ TEST_NOW: "2026-11-24T12:00:00Z" })).toThrow(/TEST_NOW: .*DEMO_MODE/);
    expect(readEnv({ TEST_NOW: "2026-11-24T12:00:00Z", DEMO_MODE: "true" }).TEST_NOW).toBe(
      "2026-11-24T12:00:00Z",
    );
    expect(() =>
      readEnv({
        NODE_ENV: "production",
        PUBLIC_URL: "https://example.co.uk",
        TEST_NOW: "2026-11-24T12:00:00Z",
      }),
    ).toThrow(/TEST_NOW/);
  });
});

describe("parseTrustProxy", () => {
  it("reads false, true as one hop, a hop count and a list of addresses", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.1, 10.0.0.0/8,::1")).toEqual(["10.0.0.1", "10.0.0.0/8", "::1"]);
  });

  it("refuses anything else", () => {
    for (const bad of ["yes", "99", "proxy.example", "10.0.0.1,evil"])
      expect(parseTrustProxy(bad)).toBeNull();
  });
});
