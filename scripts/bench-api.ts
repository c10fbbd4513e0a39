/**
 * API load benchmark: starts the built server on 127.0.0.1 with a fresh embedded database (or uses
 * BENCH_URL if given, which must be a loopback address), then drives a fixed number of requests at
 * a fixed concurrency against read endpoints and reports throughput and latency percentiles.
 *
 *   npm run build && npx tsx scripts/bench-api.ts [--requests 2000] [--concurrency 20]
 *
 * Bounded in count and time (stops after 60 s whatever happens). Targets only loopback.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "20" },
  },
});
const totalRequests = Number(values.requests);
const concurrency = Number(values.concurrency);
const DEADLINE_MS = 60_000;
const ENDPOINTS = ["/api/menu", "/api/menu?category=biryanis", "/api/restaurant-status", "/api/health"];

async function startServer(): Promise<{ url: string; child: ChildProcess; cleanup: () => void }> {
  const root = path.resolve(import.meta.dirname, "..");
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, [path.join(root, "dist/server/server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "bench-password",
      DATABASE_URL: "",
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok)
        return { url, child, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error("server did not start");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const external = process.env.BENCH_URL;
if (external && !/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(external)) {
  throw new Error("BENCH_URL must be a loopback address");
}
const server = external ? null : await startServer();
const base = external ?? server?.url;

const results = new Map<string, number[]>();
let errors = 0;
let issued = 0;
const started = performance.now();
async function worker(): Promise<void> {
  while (issued < totalRequests && performance.now() - started < DEADLINE_MS) {
    const endpoint = ENDPOINTS[issued++ % ENDPOINTS.length] as string;
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}${endpoint}`);
      await res.arrayBuffer();
      if (!res.ok) errors++;
    } catch {
      errors++;
    }
    const list = results.get(endpoint) ?? [];
    list.push(performance.now() - t0);
    results.set(endpoint, list);
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (performance.now() - started) / 1000;
server?.child.kill("SIGTERM");
server?.cleanup();

console.log(
  `${issued} requests, concurrency ${concurrency}, ${elapsed.toFixed(1)} s, ${(issued / elapsed).toFixed(0)} req/s, ${errors} errors`,
);
console.log("endpoint                        p50 ms   p95 ms   p99 ms");
for (const [endpoint, list] of results) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${endpoint.padEnd(30)} ${percentile(sorted, 50).toFixed(1).padStart(7)} ${percentile(sorted, 95).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}`,
  );
}
