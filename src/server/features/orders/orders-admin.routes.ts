import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OrderSchema } from "../../../shared/orders/order.schema";
import { OrderStatusUpdateSchema } from "../../../shared/orders/place-order.schema";
import { IdParamsSchema } from "../../../shared/text.schema";
import { HttpError } from "../../lib/http-error";
import { publishOrderEvent, subscribeToOrderEvents } from "../../lib/order-events";
import { auditActor } from "../audit-log/audit-writer.service";
import { changeOrderStatus } from "./order-status.service";
import { listAdminOrders, markOrderPrinted } from "./orders-admin.queries";

const IdParams = IdParamsSchema;
const HEARTBEAT_MS = 25_000;

/** The kitchen's order board and order status (mounted at /api/admin/orders, staff only). */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open streams end as the server starts closing (preClose): app.close() waits for every open
  // connection before it runs onClose hooks, so ending them there would never happen.
  const openStreams = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of openStreams) end();
  });

  app.get("/", { schema: { response: { 200: z.array(OrderSchema) } } }, async () =>
    listAdminOrders(app.deps.db),
  );

  /**
   * Server-sent events: every order event, from whichever instance made the change (they travel
   * through PostgreSQL NOTIFY). The client refetches the list on each event.
   */
  app.get("/events", { schema: { response: { 200: z.string() } } }, async (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      // Private like every /api/admin answer (the no-store hook does not see a hijacked reply).
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.write("retry: 3000\n\n");
    const unsubscribe = await subscribeToOrderEvents(app.deps.database, (event) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    res.write(`event: ready\ndata: {}\n\n`);
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
    const close = () => {
      if (!openStreams.delete(end)) return;
      clearInterval(heartbeat);
      void unsubscribe();
    };
    const end = () => {
      close();
      res.end();
    };
    openStreams.add(end);
    request.raw.on("close", close);
  });

  app.put(
    "/:id/print",
    {
      config: { invalidates: [] },
      schema: {
        params: IdParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), order: OrderSchema }) },
      },
    },
    async (request) => {
      const result = await markOrderPrinted(app.deps.db, request.params.id, auditActor(request));
      if (!result) throw new HttpError(404, "Order not found");
      if (result.marked) {
        await publishOrderEvent(app.deps.database, {
          type: "order.printed",
          orderId: result.order.id,
          orderNumber: result.order.orderNumber,
        });
      }
      return {
        success: true as const,
        message: result.marked ? "Order marked as printed" : "Order was already printed",
        order: result.order,
      };
    },
  );

  app.put(
    "/:id/status",
    {
      // Cancelling frees a collection slot and restoring takes one: whether any is left today (the
      // ordering status) may change. Rare enough to not be worth telling apart from other changes.
      config: { invalidates: ["slots"] },
      schema: { params: IdParams, body: OrderStatusUpdateSchema, response: { 200: OrderSchema } },
    },
    async (request) =>
      changeOrderStatus(app.deps, request.params.id, request.body.status, auditActor(request)),
  );
};
