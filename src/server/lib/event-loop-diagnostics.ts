import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";

/**
 * For benchmarks only (BENCH_DIAGNOSTICS=true, never on by default): GET /api/diagnostics/event-loop
 * answers the event loop's delay since the previous read (p50, p99, max, in ms, from
 * perf_hooks.monitorEventLoopDelay at 1 ms resolution) and the public cache's counters and starts a new period, so
 * scripts/bench-friday.ts can read the server's own figure around its load.
 */
export function registerEventLoopDiagnostics(app: FastifyInstance): void {
  // Each sample is the time between two turns of a 1 ms timer: 1 ms means no delay at all.
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  app.addHook("onClose", async () => histogram.disable());
  const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
  app.get("/api/diagnostics/event-loop", { config: { rateLimit: false } }, async (_request, reply) => {
    const answer = {
      samples: histogram.count,
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
      meanMs: ms(histogram.mean),
      publicCache: app.publicCache.snapshot(),
    };
    histogram.reset();
    reply.header("cache-control", "no-store");
    return answer;
  });
}
