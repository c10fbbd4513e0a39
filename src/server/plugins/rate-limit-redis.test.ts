/**
 * Rate limits across instances and through Redis outages. With REDIS_URL every instance counts in
 * the same Redis; while Redis is away each instance counts in its own memory, and the counts go back
 * to Redis when it returns (decision 0020). The shared-Redis test runs against TEST_REDIS_URL
 * (default redis://127.0.0.1:6379); the outage test starts and stops its own redis-server on a free
 * port (never the shared one). Without them the tests are skipped with a message, except in CI.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
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

function hasRedisServer(): boolean {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const reachable = await isReachable(REDIS_URL);
const canStartRedis = hasRedisServer();
if (!reachable && !inCi) {
  console.warn(
    `\n  Skipping the shared rate-limit tests: no Redis at ${REDIS_URL} (start one or set TEST_REDIS_URL).\n`,
  );
}
if (!canStartRedis && !inCi) console.warn("\n  Skipping the Redis outage test: no redis-server to start.\n");

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function startInstance(env: Record<string, string>, redisKeyPrefix: string): Promise<TestApp> {
  const t = await buildTestApp({ rateLimits: true, seed: false, env, redisKeyPrefix });
  apps.push(t);
  return t;
}

/** A price quote: limited to 30 an address a minute (a bad body still counts, then answers 400). */
function quote(t: TestApp) {
  return t.app.inject({
    method: "POST",
    url: "/api/orders/quote",
    remoteAddress: "203.0.113.50",
    payload: {},
  });
}

async function statuses(t: TestApp, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await quote(t)).statusCode);
  return out;
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
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await quote(i % 2 ? b : a)).statusCode);
    expect(answers).toEqual(Array(30).fill(400));
    for (const instance of [a, b]) {
      const res = await quote(instance);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(
        `Too many requests. Please wait ${res.headers["retry-after"]} seconds and try again.`,
      );
    }
    await redis.connect();
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
  });
});

describe("with Redis unreachable from the start", () => {
  it("keeps answering, and still limits, counting in memory", async () => {
    const t = await startInstance({ REDIS_URL: "redis://127.0.0.1:1" }, "unreachable:");
    const answers = await statuses(t, 40);
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(answers.slice(30)).toEqual(Array(10).fill(429));
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Our own redis-server (no persistence): started and stopped by this test alone. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1"],
    {
      stdio: "ignore",
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await isReachable(url)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`redis-server on ${port} did not start`);
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe.skipIf(!canStartRedis && !inCi)("when Redis blinks", () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(children.map(stopRedis));
  });

  it("falls back to counting in memory while Redis is away, and back to Redis when it returns", async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    children.push(await startRedis(port));
    const prefix = `blink-${randomBytes(4).toString("hex")}:`;
    const t = await startInstance({ REDIS_URL: url }, prefix);
    const keysInRedis = async () => {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on("error", () => {});
      try {
        await probe.connect();
        return (await probe.keys(`${prefix}*`)).length;
      } catch {
        return -1;
      } finally {
        probe.disconnect();
      }
    };

    // Redis up: ten quotes, counted in Redis.
    expect(await statuses(t, 10)).toEqual(Array(10).fill(400));
    expect(await keysInRedis()).toBeGreaterThan(0);

    // Redis gone: the limit still holds (this instance counts from zero in its memory).
    const first = children.pop();
    if (first) await stopRedis(first);
    const whileDown = await statuses(t, 40);
    expect(whileDown.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(whileDown.slice(30)).toEqual(Array(10).fill(429));

    // Redis back (empty, as after a restart): counting returns to Redis.
    children.push(await startRedis(port));
    await until(async () => {
      await quote(t);
      return (await keysInRedis()) > 0;
    }, "the rate-limit counts are in Redis again");
  }, 60_000);
});
