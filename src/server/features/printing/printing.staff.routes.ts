import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  NO_PRINTER_MESSAGE,
  PrinterStatusSchema,
  ReprintRequestSchema,
  ReprintResultSchema,
  RetryTicketsResultSchema,
} from "@shared/printing/printing.schema";
import { HttpError } from "../../lib/http-error";
import { auditActor, writeAudit } from "../audit-log/audit-writer.service";
import { findOrderById } from "../orders/orders.queries";
import { getPrinterStatus, queueReprint, retryWaitingTicketsNow } from "./printing.service";

/**
 * The kitchen printer for staff (mounted at /api/admin/printer): its status (only ever of the
 * saved address), reprints and "Retry now". Where it is, is the owner's (printing.owner.routes.ts).
 */
export const printingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get("/", { schema: { response: { 200: PrinterStatusSchema } } }, async () =>
    getPrinterStatus(deps.db, deps.env.KITCHEN_PRINTER),
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
        if (!(await queueReprint(tx, deps.env.KITCHEN_PRINTER, order.id))) return false;
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

  /** "Retry now" on the waiting-tickets banner: the waiting tickets are tried at once, oldest first. */
  app.post("/retry", { schema: { response: { 202: RetryTicketsResultSchema } } }, async (request, reply) => {
    const actor = auditActor(request);
    const before = await getPrinterStatus(deps.db, deps.env.KITCHEN_PRINTER);
    if (!before.address) throw new HttpError(409, NO_PRINTER_MESSAGE);
    const retried = await deps.db.transaction(async (tx) => {
      const count = await retryWaitingTicketsNow(tx);
      await writeAudit(tx, { actor, kind: "printer.retried", after: { waiting: count } });
      return count;
    });
    reply.code(202);
    return {
      message:
        retried === 0
          ? "No tickets are waiting for the printer"
          : `Trying the printer again: ${retried} ${retried === 1 ? "ticket" : "tickets"} waiting`,
      status: await getPrinterStatus(deps.db, deps.env.KITCHEN_PRINTER),
    };
  });
};
