import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RangeQuerySchema } from "@shared/reports/range-report.schema";
import { ACCOUNTING_EXPORTS, accountingExportCsv } from "./accounting-exports";

const ExportParamsSchema = z.object({ kind: z.enum(ACCOUNTING_EXPORTS, { error: "Unknown export" }) });

/** Xero and QuickBooks import files (mounted at /api/admin/reports inside the owner-only scope). */
export const accountingExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/exports/:kind.csv",
    { schema: { params: ExportParamsSchema, querystring: RangeQuerySchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await accountingExportCsv(app.deps.db, request.params.kind, from, to);
      reply.type("text/csv; charset=utf-8");
      reply.header(
        "Content-Disposition",
        `attachment; filename="${request.params.kind}-${from}-to-${to}.csv"`,
      );
      reply.header("Cache-Control", "no-store");
      return csv;
    },
  );
};
