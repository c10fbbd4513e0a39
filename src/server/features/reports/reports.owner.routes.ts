import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { weeklyReportCsv } from "@shared/reports/report-csv";
import {
  RecordsCsvQuerySchema,
  ReportCsvQuerySchema,
  TrendQuerySchema,
  TrendSchema,
  WeeklyReportSchema,
  WeekQuerySchema,
} from "@shared/reports/reports.schema";
import {
  getTrend,
  getWeeklyReport,
  listDailySales,
  listPurchaseRecords,
  listTimeEntryRecords,
} from "./reports.queries";
import { dailySalesCsv, purchasesCsv, timeEntriesCsv } from "./reports-csv";

/** Long exports are refused rather than left to run: a year is what an accountant asks for. */
const MAX_EXPORT_DAYS = 400;

function sendCsv(reply: import("fastify").FastifyReply, fileName: string, csv: string) {
  reply.type("text/csv; charset=utf-8");
  reply.header("Content-Disposition", `attachment; filename="${fileName}"`);
  reply.header("Cache-Control", "no-store");
  // A byte-order mark so that spreadsheet programs read the file as UTF-8 (names with accents, £).
  return `\uFEFF${csv}`;
}

/** Weekly reports generated from the records (mounted at /api/admin/reports). */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/weekly",
    { schema: { querystring: WeekQuerySchema, response: { 200: WeeklyReportSchema } } },
    async (request) => getWeeklyReport(app.deps.db, request.query.weekStart),
  );

  app.get(
    "/trend",
    { schema: { querystring: TrendQuerySchema, response: { 200: TrendSchema } } },
    async (request) => getTrend(app.deps.db, request.query.weekStart, request.query.weeks),
  );

  app.get(
    "/weekly.csv",
    { schema: { querystring: ReportCsvQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const { weekStart, report } = request.query;
      const data = await getWeeklyReport(app.deps.db, weekStart);
      return sendCsv(reply, `${report}-week-${weekStart}.csv`, weeklyReportCsv(data, report));
    },
  );

  app.get(
    "/records.csv",
    {
      schema: {
        querystring: RecordsCsvQuerySchema.refine(
          (q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_EXPORT_DAYS,
          { message: `Export at most ${MAX_EXPORT_DAYS} days at a time`, path: ["to"] },
        ),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { records, from, to } = request.query;
      const fileName = `${records}-${from}-to-${to}.csv`;
      if (records === "daily-sales")
        return sendCsv(reply, fileName, dailySalesCsv(await listDailySales(app.deps.db, from, to)));
      if (records === "purchases")
        return sendCsv(reply, fileName, purchasesCsv(await listPurchaseRecords(app.deps.db, from, to)));
      return sendCsv(reply, fileName, timeEntriesCsv(await listTimeEntryRecords(app.deps.db, from, to)));
    },
  );
};
