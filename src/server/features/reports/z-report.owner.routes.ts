import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formatTime, getLondonMoment } from "@shared/opening-hours/london-time";
import { NO_PRINTER_MESSAGE } from "@shared/printing/printing.schema";
import { toCsv } from "@shared/reports/csv";
import {
  buildZReportSections,
  formatZReportDate,
  type ZReport,
  ZReportQuerySchema,
  ZReportSchema,
} from "@shared/reports/z-report";
import { HttpError } from "../../lib/http-error";
import { enqueueOutbox } from "../../lib/outbox";
import { auditActor, writeAudit } from "../audit-log/audit-writer.service";
import { hasKitchenPrinter, printOnKitchenPrinter } from "../printing/printer-jobs.service";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { getZReport } from "./z-report.queries";
import { encodeZReport } from "./z-report-escpos";

const Z_REPORT_KIND = "z-report";

declare module "../../lib/outbox" {
  interface OutboxPayloads {
    "z-report": { date: string };
  }
}

/** The day's close as CSV: a row per line of the report, the same sections and words. */
function zReportCsv(report: ZReport): string {
  return toCsv(
    ["Date", "Section", "Line", "Amount (GBP)", "Value"],
    buildZReportSections(report).flatMap((section) =>
      section.lines.map((line) => [
        report.date,
        section.title,
        line.label,
        line.pence === null ? null : { pence: line.pence },
        line.pence === null ? line.value : null,
      ]),
    ),
  );
}

/** "24/11/2026 23:30", London. */
function londonStamp(instant: Date): string {
  const moment = getLondonMoment(instant);
  const [year, month, day] = moment.date.split("-");
  return `${day}/${month}/${year} ${formatTime(moment.minutes)}`;
}

/**
 * The day's Z-report (mounted at /api/admin/reports, owners): its figures, the CSV, and a copy sent
 * to the kitchen's network printer through the outbox, as the tickets are (printed with the
 * figures as they are when it prints).
 */
export const zReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  deps.outbox.register(Z_REPORT_KIND, {
    timeoutMs: 20_000,
    // A printer that is off: retried about every minute for an hour, then the owner prints again.
    maxAttempts: 60,
    maxRetryMs: 60_000,
    async deliver(payload, delivery) {
      const report = await getZReport(deps.db, payload.date, deps.now());
      await printOnKitchenPrinter(
        deps,
        encodeZReport(report, londonStamp(deps.now()), (await loadConfirmedDetails(deps.db))?.name ?? null),
        {
          signal: delivery.signal,
        },
      );
    },
  });

  app.get(
    "/z-report",
    { schema: { querystring: ZReportQuerySchema, response: { 200: ZReportSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return getZReport(deps.db, request.query.date, deps.now());
    },
  );

  app.get(
    "/z-report.csv",
    { schema: { querystring: ZReportQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const report = await getZReport(deps.db, request.query.date, deps.now());
      reply.type("text/csv; charset=utf-8");
      reply.header("Content-Disposition", `attachment; filename="z-report-${report.date}.csv"`);
      reply.header("Cache-Control", "no-store");
      // A byte-order mark so that spreadsheet programs read the file as UTF-8 (£).
      return `\uFEFF${zReportCsv(report)}`;
    },
  );

  app.post(
    "/z-report/print",
    {
      schema: {
        body: ZReportQuerySchema,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { date } = request.body;
      const actor = auditActor(request);
      const queued = await deps.db.transaction(async (tx) => {
        if (!(await hasKitchenPrinter(tx, deps.env.KITCHEN_PRINTER))) return false;
        await enqueueOutbox(tx, { kind: Z_REPORT_KIND, payload: { date } });
        await writeAudit(tx, { actor, kind: "z-report.printed", subject: date, entityId: date });
        return true;
      });
      if (!queued) throw new HttpError(409, NO_PRINTER_MESSAGE);
      reply.code(202);
      return { message: `Z-report for ${formatZReportDate(date)} sent to the kitchen printer` };
    },
  );
};
