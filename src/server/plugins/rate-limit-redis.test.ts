/**
 * Rate limits across instances: with REDIS_URL, every instance counts in the same Redis. Runs
 * against the Redis on TEST_REDIS_URL (default redis://127.0.0.1:6379); without one it is skipped
 * with a message, except in CI, where a missing Redis is a failure.
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const inCi = Boolean(process.env.CI);

async function isReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await isReachable(REDIS_URL);
if (!reachable && !inCi) {
  console.warn(
    `\n  Skipping the shared rate-limit tests: no Redis at ${REDIS_URL} (start one or set TEST_REDIS_URL).\n`,
  );
}

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function startInstance(env: Record<string, string>, redisKeyPrefix: string): Promise<TestApp> {
  const t = await buildTestApp({ rateLimits: true, seed: false, env, redisKeyPrefix });
  apps.push(t);
  return t;
}

let attempt = 0;
/** A failed admin sign-in from one address; a new username each time, so only the address counts. */
function failSignIn(t: TestApp) {
  attempt += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    remoteAddress: "203.0.113.50",
    payload: { username: `nobody-${attempt}`, password: "wrong" },
  });
}

describe.skipIf(!reachable && !inCi)("rate limits shared through Redis", () => {
  const prefix = `test-rate-limit-${randomBytes(6).toString("hex")}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  afterAll(async () => {
    if (redis.status === "wait") return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it("has a Redis to test against", () => {
    expect(reachable, `no Redis at ${REDIS_URL}`).toBe(true);
  });

  it("counts requests split across two instances together", async () => {
    const a = await startInstance({ REDIS_URL }, prefix);
    const b = await startInstance({ REDIS_URL }, prefix);
    // Admin sign-in allows 10 an address in 15 minutes: 5 here and 5 there use it up.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await failSignIn(i % 2 ? b : a)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const instance of [a, b]) {
      const res = await failSignIn(instance);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    }
    await redis.connect();
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
  });
});

describe("with Redis unreachable", () => {
  it("keeps answering (without limits) instead of failing", async () => {
    const t = await startInstance({ REDIS_URL: "redis://127.0.0.1:1" }, "unreachable:");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await failSignIn(t)).statusCode);
    expect(statuses).toEqual(Array(12).fill(401));
  });
});
