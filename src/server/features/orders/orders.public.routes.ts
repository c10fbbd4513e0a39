import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CollectionSlotsSchema } from "@shared/orders/collection-slots";
import { OrderingStatusSchema } from "@shared/orders/ordering-status";
import {
  IDEMPOTENCY_HEADER,
  OrderTrackingSchema,
  PlacedOrderSchema,
  PlaceOrderRequestSchema,
  QuoteRequestSchema,
  QuoteSchema,
} from "@shared/orders/place-order.schema";
import { singleLineText } from "@shared/text.schema";
import { HttpError } from "../../lib/http-error";
import { subscribeToOrderEvents } from "../../lib/order-events";
import { keepPublicCacheUntil } from "../../lib/public-cache";
import { createStreamSlots } from "../../lib/stream-slots";
import { getCustomerId } from "../../plugins/auth";
import { priceDelivery, quoteWithDelivery } from "../delivery/delivery-order.service";
import { orderPricingMoment } from "../order-ahead/order-ahead.service";
import { IdempotencyHeadersSchema } from "./idempotency-headers";
import { ORDER_NOT_FOUND_MESSAGE } from "./order-access.service";
import {
  findOrderByNumber,
  loadCollectionSlots,
  loadOrderingStatusUntilChange,
  toOrder,
  toOrderTracking,
} from "./orders.queries";
import { placeOrder, priceOrder } from "./orders.service";
import { placedOrderStatus } from "./placed-order-status";

const KEEP_ALIVE_MS = 20_000;
const MAX_OPEN_STREAMS_PER_ADDRESS = 5;
const OrderNumberParams = z.object({ orderNumber: singleLineText().min(1).max(20) });
const ErrorSchema = z.object({ message: z.string() });

/** Online collection orders (mounted at /api). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/collection-slots", { schema: { response: { 200: CollectionSlotsSchema } } }, async () =>
    loadCollectionSlots(app.deps.db, app.deps.now()),
  );

  // Kept until the answer changes by itself (a slot passes, a pause ends) or staff change something.
  app.get(
    "/ordering-status",
    {
      schema: { response: { 200: OrderingStatusSchema } },
      config: { publicCache: { tags: ["hours", "settings", "slots"] } },
    },
    async (_r, reply) => {
      reply.header("cache-control", "no-cache");
      const { status, changesAt } = await loadOrderingStatusUntilChange(app.deps.db, app.deps.now());
      keepPublicCacheUntil(reply, changesAt);
      return status;
    },
  );

  app.post(
    "/orders",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        body: PlaceOrderRequestSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: PlacedOrderSchema, 201: PlacedOrderSchema },
      },
    },
    async (request, reply) => {
      const result = await placeOrder(app.deps, request.body, {
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER] ?? null,
        customerId: await getCustomerId(app, request),
        clientIp: request.ip,
      });
      return reply
        .status(await placedOrderStatus(app, request, result))
        .send({ ...toOrder(result.order), accessToken: result.accessToken });
    },
  );

  // What the checkout's summary shows when a coupon is entered: the server's own pricing.
  app.post(
    "/orders/quote",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: { body: QuoteRequestSchema, response: { 200: QuoteSchema } },
    },
    async (request) => {
      const now = app.deps.now();
      const priced = await priceOrder(app.deps.db, now, request.body, await getCustomerId(app, request), {
        pricingAt: orderPricingMoment(now, request.body),
      });
      const { delivery } = request.body;
      if (!delivery) return priced.quote;
      const { collectionDate, collectionTime } = request.body;
      const day = collectionDate ? { collectionDate, collectionTime: collectionTime ?? null } : null;
      const line = await priceDelivery(app.deps, delivery, priced.pricing.totalPence, day, request.log);
      return quoteWithDelivery(priced.quote, line);
    },
  );

  app.get(
    "/orders/:orderNumber",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: { params: OrderNumberParams, response: { 200: OrderTrackingSchema, 404: ErrorSchema } },
    },
    async (request) => {
      const row = await findOrderByNumber(app.deps.db, request.params.orderNumber.toUpperCase());
      if (!row) throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE);
      return toOrderTracking(row, app.deps.now());
    },
  );

  // Live status for the diner: server-sent events fed by NOTIFY, so a change made on any instance arrives.
  const openStreams = new Set<() => void>();
  const streamsByAddress = createStreamSlots(MAX_OPEN_STREAMS_PER_ADDRESS);
  app.addHook("preClose", async () => {
    for (const close of [...openStreams]) close();
  });
  app.get(
    "/orders/:orderNumber/events",
    // The body is a text/event-stream of OrderTrackingSchema objects, one per "status" event.
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { params: OrderNumberParams, response: { 404: ErrorSchema, 429: ErrorSchema } },
    },
    async (request, reply) => {
      const orderNumber = request.params.orderNumber.toUpperCase();
      const row = await findOrderByNumber(app.deps.db, orderNumber);
      if (!row) throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE);
      const releaseStreamSlot = streamsByAddress.take(request.ip);
      if (!releaseStreamSlot) {
        throw new HttpError(429, "Too many open order status pages. Please close one and try again.");
      }

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
      });
      let closed = false;
      const send = (data: unknown) => {
        if (!closed) res.write(`event: status\ndata: ${JSON.stringify(data)}\n\n`);
      };
      send(toOrderTracking(row, app.deps.now()));

      let unsubscribe: () => Promise<void>;
      try {
        unsubscribe = await subscribeToOrderEvents(app.deps.database, (event) => {
          if (closed || event.orderNumber !== orderNumber) return;
          findOrderByNumber(app.deps.db, orderNumber)
            .then((fresh) => fresh && send(toOrderTracking(fresh, app.deps.now())))
            .catch((error) => request.log.error({ err: error }, "order status stream read failed"));
        });
      } catch (error) {
        request.log.error({ err: error }, "order status stream could not subscribe");
        closed = true;
        releaseStreamSlot();
        res.end();
        return;
      }
      const keepAlive = setInterval(() => {
        if (!closed) res.write(": keep-alive\n\n");
      }, KEEP_ALIVE_MS);
      const close = () => {
        if (closed) return;
        closed = true;
        releaseStreamSlot();
        clearInterval(keepAlive);
        openStreams.delete(close);
        unsubscribe().catch(() => {});
        res.end();
      };
      openStreams.add(close);
      request.raw.on("close", close);
      res.on("error", close);
      // A diner who left while the subscription was being set up has already fired "close".
      if (request.raw.destroyed) close();
    },
  );
};
