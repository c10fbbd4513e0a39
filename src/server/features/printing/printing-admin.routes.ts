import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  NO_PRINTER_MESSAGE,
  PrinterSettingsInputSchema,
  PrinterStatusSchema,
  ReprintRequestSchema,
  ReprintResultSchema,
} from "@shared/printing/printing.schema";
import { HttpError } from "../../lib/http-error";
import { auditActor, writeAudit } from "../audit-log/audit-writer.service";
import { findOrderById } from "../orders/orders.queries";
import { getPrinterStatus, queueKitchenTicket, savePrinterSettings } from "./printing.service";

/** The kitchen printer (mounted at /api/admin/printer, staff): its status, settings and reprints. */
export const printingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get("/", { schema: { response: { 200: PrinterStatusSchema } } }, async () =>
    getPrinterStatus(deps.db, deps.env.KITCHEN_PRINTER),
  );

  app.put(
    "/",
    {
      schema: { body: PrinterSettingsInputSchema, response: { 200: PrinterStatusSchema } },
    },
    async (request) => {
      await savePrinterSettings(deps, request.body, auditActor(request));
      return getPrinterStatus(deps.db, deps.env.KITCHEN_PRINTER);
    },
  );

  /** Sends an order's ticket to the kitchen printer again (a jammed or lost ticket). */
  app.post(
    "/reprints",
    {
      schema: { body: ReprintRequestSchema, response: { 202: ReprintResultSchema } },
    },
    async (request, reply) => {
      const actor = auditActor(request);
      const order = await findOrderById(deps.db, request.body.orderId);
      if (!order) throw new HttpError(404, "Order not found");
      const queued = await deps.db.transaction(async (tx) => {
        if (!(await queueKitchenTicket(tx, deps.env.KITCHEN_PRINTER, order.id, "reprint"))) return false;
        await writeAudit(tx, {
          actor,
          kind: "order.ticket-sent",
          subject: order.orderNumber,
          entityId: order.id,
        });
        return true;
      });
      if (!queued) throw new HttpError(409, NO_PRINTER_MESSAGE);
      const status = await getPrinterStatus(deps.db, deps.env.KITCHEN_PRINTER);
      reply.code(202);
      return { message: `Ticket for order ${order.orderNumber} sent to the kitchen printer`, status };
    },
  );
};
