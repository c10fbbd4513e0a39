/** The health check, and (benchmarks only) the event loop's diagnostics. */

import { registerEventLoopDiagnostics } from "../../lib/event-loop-diagnostics";
import { defineFeature } from "../../lib/feature";
import { healthRoutes } from "./health.public.routes";

export const healthFeature = defineFeature({
  name: "health",
  async public(app) {
    await app.register(healthRoutes, { prefix: "/api/health" });
    if (app.deps.env.BENCH_DIAGNOSTICS) registerEventLoopDiagnostics(app);
  },
});
