import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { STAFF_SESSION_ENDED } from "@shared/admin/admin-auth.schema";
import { SuccessSchema } from "@shared/admin/admin-dashboard.schema";
import { AdminOrdersPageSchema, AdminOrdersQuerySchema } from "@shared/kitchen-board/kitchen-board.schema";
import { OrderSchema } from "@shared/orders/order.schema";
import { OrderStatusUpdateSchema } from "@shared/orders/place-order.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { subscribeToBoardEvents } from "../../lib/board-events";
import { HttpError } from "../../lib/http-error";
import { type OrderEvent, publishOrderEvent, subscribeToOrderEvents } from "../../lib/order-events";
import { createStreamSlots } from "../../lib/stream-slots";
import { getCaller, touchStaffSession } from "../../plugins/auth";
import { auditActor } from "../audit-log/audit-writer.service";
import { changeOrderStatus } from "../orders/order-status.service";
import { acknowledgeOrder, listAdminOrders, markOrderPrinted } from "./kitchen-board.queries";

const IdParams = IdParamsSchema;
const HEARTBEAT_MS = 25_000;
/** Every 4 heartbeats (100 s) an open stream renews its session, or ends if the session has. */
const SESSION_TOUCH_EVERY_BEATS = 4;
/**
 * Live streams one staff session may hold open (per instance): a board, a laptop tab or two and a
 * reconnect overlapping its old stream fit; fifty from one cookie do not.
 */
const MAX_STREAMS_PER_SESSION = 5;
const TOO_MANY_STREAMS_MESSAGE = `This sign-in already has ${MAX_STREAMS_PER_SESSION} live order screens open. Close one (or sign in again on this device) and reload.`;

/** The kitchen's order board and order status (mounted at /api/admin/orders, staff only). */
export const kitchenBoardStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open streams end as the server starts closing (preClose): app.close() waits for every open
  // connection before it runs onClose hooks, so ending them there would never happen.
  const openStreams = new Set<() => void>();
  const streamsBySession = createStreamSlots(MAX_STREAMS_PER_SESSION);
  app.addHook("preClose", async () => {
    for (const end of openStreams) end();
  });
  // A change that happened (not a repeat) reaches every open board, which refetches the order.
  const announce = (type: OrderEvent["type"], order: { id: number; orderNumber: string }) =>
    publishOrderEvent(app.deps.database, { type, orderId: order.id, orderNumber: order.orderNumber });

  // Today's board by default; search and dates for history, one page at a time.
  app.get(
    "/",
    { schema: { querystring: AdminOrdersQuerySchema, response: { 200: AdminOrdersPageSchema } } },
    async (request) => listAdminOrders(app.deps.db, app.deps.now(), request.query),
  );

  /**
   * Server-sent events: every order event and board event (pause, preparation time, sold out), from
   * whichever instance made the change (they travel through PostgreSQL NOTIFY). The client
   * refetches what the event names.
   */
  app.get("/events", { schema: { response: { 200: z.string() } } }, async (request, reply) => {
    const { sessionId } = getCaller(request);
    const release = streamsBySession.take(sessionId);
    if (!release) throw new HttpError(429, TOO_MANY_STREAMS_MESSAGE);
    request.raw.on("close", release);
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
    const unsubscribers: (() => Promise<void>)[] = [];
    const unsubscribe = async () => {
      await Promise.allSettled(unsubscribers.map((u) => u()));
    };
    const forward = (event: { type: string }) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    try {
      unsubscribers.push(await subscribeToOrderEvents(app.deps.database, forward));
      // The pause, the preparation time and the 86 list travel beside the orders (decision 0036).
      unsubscribers.push(await subscribeToBoardEvents(app.deps.database, forward));
    } catch (error) {
      void unsubscribe();
      release();
      request.log.error({ err: error }, "order events: could not listen");
      res.end();
      return;
    }
    res.write(`event: ready\ndata: {}\n\n`);
    // An open board is a session in use: it is renewed every few minutes while the stream lives, and
    // when the session has ended (signed out, disabled, past its cap) the board is told and the
    // stream closes, so the screen can offer sign-in instead of going quietly stale.
    let beats = 0;
    const heartbeat = setInterval(() => {
      res.write(": keep-alive\n\n");
      beats += 1;
      if (beats % SESSION_TOUCH_EVERY_BEATS !== 0) return;
      void touchStaffSession(app, sessionId).then(
        (live) => {
          if (live) return;
          res.write(`event: session-ended\ndata: ${JSON.stringify(STAFF_SESSION_ENDED)}\n\n`);
          end();
        },
        () => {},
      );
    }, HEARTBEAT_MS);
    const close = () => {
      if (!openStreams.delete(end)) return;
      release();
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
      schema: {
        params: IdParams,
        response: {
          200: SuccessSchema.extend({
            /** false for the first print (which set printedAt), true for every later one. */
            reprint: z.boolean(),
            order: OrderSchema,
          }),
        },
      },
    },
    async (request) => {
      const { order, marked } = await markOrderPrinted(app.deps.db, request.params.id, auditActor(request));
      if (marked) await announce("order.printed", order);
      return {
        success: true as const,
        message: marked ? "Order marked as printed" : "Ticket printed again",
        reprint: !marked,
        order,
      };
    },
  );

  // "Acknowledge": the new order stops ringing on every tablet (the event tells the others).
  app.put(
    "/:id/acknowledge",
    { schema: { params: IdParams, response: { 200: SuccessSchema.extend({ order: OrderSchema }) } } },
    async (request) => {
      const { order, acknowledged } = await acknowledgeOrder(
        app.deps.db,
        request.params.id,
        auditActor(request),
      );
      if (acknowledged) await announce("order.acknowledged", order);
      return {
        success: true as const,
        message: acknowledged ? "Order acknowledged" : "Order was already acknowledged",
        order,
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
