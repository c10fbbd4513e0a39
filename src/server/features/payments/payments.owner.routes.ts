import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RefundRequestSchema, RefundResultSchema } from "@shared/payments/payment.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import { findOrder, toOrderPayment } from "./payment-recording.service";
import { listOrderRefunds, refundOrder } from "./refunds.service";

const OrderIdParams = IdParamsSchema;
const _paymentRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/** Staff refunds of paid orders (mounted at /api/admin/orders, staff only). */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/refund",
    {
      schema: { params: OrderIdParams, body: RefundRequestSchema, response: { 200: RefundResultSchema } },
    },
    async (request) => {
      const order = await refundOrder(app.deps, request.params.id, request.body, auditActor(request));
      return { payment: toOrderPayment(order), refunds: await listOrderRefunds(app.deps.db, order.id) };
    },
  );

  app.get(
    "/:id/refunds",
    {
      schema: { params: OrderIdParams, response: { 200: RefundResultSchema } },
    },
    async (request) => {
      const order = await findOrder(app.deps.db, request.params.id);
      return { payment: toOrderPayment(order), refunds: await listOrderRefunds(app.deps.db, order.id) };
    },
  );
};
