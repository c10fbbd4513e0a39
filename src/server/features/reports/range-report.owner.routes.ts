import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RangeQuerySchema, RangeReportSchema, TodayReportSchema } from "@shared/reports/range-report.schema";
import { getRangeReport, getTodayReport } from "./range-report.queries";
import { zReportRoutes } from "./z-report.owner.routes";

/** The owner's Today view, reports for any range of London days and the Z-report (mounted at /api/admin/reports). */
export const rangeReportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The day's close, drawn from the same figures (decision 0035).
  await app.register(zReportRoutes);

  app.get("/today", { schema: { response: { 200: TodayReportSchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return getTodayReport(app.deps.db, app.deps.now());
  });

  app.get(
    "/range",
    { schema: { querystring: RangeQuerySchema, response: { 200: RangeReportSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return getRangeReport(app.deps.db, request.query.from, request.query.to);
    },
  );
};
