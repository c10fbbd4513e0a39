/**
 * The built site as the benchmarks run it: `npm start` itself (npm, then scripts/start.mjs, which
 * imports dist/server/server.js in-process), so a memory figure is the whole tree a restaurant
 * runs. Production mode, 127.0.0.1 and a free port, a fresh embedded database (migrated and seeded
 * on start) in a directory of the caller's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Polls the URL until it answers 2xx; fails when the child exits first or after `seconds` (a
 * first start migrates and seeds, which takes a while on a loaded shared machine).
 */
export async function waitFor(url: string, child: ChildProcess, what: string, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start`);
}

/**
 * Starts the built site with its data in dataDir (which should not exist yet, so the seed runs).
 * `env` adds to (or overrides) the settings below, e.g. a benchmark's clock. The caller stops the
 * child (SIGTERM) when done.
 */
export async function startBuiltSite(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(path.join(root, "dist/server/server.js"))) throw new Error("Run npm run build first");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A benchmark that pinned its load generator runs the site on the other cores (pin-cpus.ts).
  const cpus = process.env.BENCH_SITE_CPUS;
  const command = cpus ? "taskset" : "npm";
  const args = cpus ? ["-c", cpus, "npm", "start", "--silent"] : ["start", "--silent"];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "bench-password",
      DATABASE_URL: "",
      REDIS_URL: "",
      // The benchmarks drive the site from one address: reads are limited per address (1200 a
      // minute by default), which a load generator passes in a second.
      RATE_LIMIT_GETS_PER_MINUTE: "100000000",
      // A site that is set up (decision 0042): without it every page says "being set up" and
      // carries noindex, which is not the site the benchmarks and Lighthouse should measure.
      RESTAURANT_FILE: path.join(root, "docs/examples/restaurant.example.json"),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor(`${url}/api/health`, child, "the site");
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return { url, child };
}
