import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  SpendGiftVoucherResponseSchema,
  VoucherCodeRequestSchema,
} from "@shared/gift-vouchers/gift-vouchers.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { publishOrderEvent } from "../../lib/order-events";
import { auditActor, writeAudit } from "../audit-log/audit-writer.service";
import { applyVoucherToOrder } from "./gift-voucher-orders.service";
import { CODE_TRIES_PER_MINUTE } from "./gift-vouchers.public.routes";

/**
 * Mounted at /api/admin/orders (staff): a voucher the diner quotes at the counter or on the phone
 * pays all or part of an unpaid order; the rest is taken at the counter as before.
 */
export const giftVouchersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/gift-voucher",
    {
      config: { rateLimit: { max: CODE_TRIES_PER_MINUTE * 4, timeWindow: "1 minute" } },
      schema: {
        params: IdParamsSchema,
        body: VoucherCodeRequestSchema,
        response: { 200: SpendGiftVoucherResponseSchema },
      },
    },
    async (request) => {
      const actor = auditActor(request);
      const result = await applyVoucherToOrder(app.deps, request.params.id, request.body.code);
      await app.deps.db.transaction((tx) =>
        writeAudit(tx, {
          actor,
          kind: "order.gift-voucher",
          subject: result.order.orderNumber,
          entityId: result.order.id,
          after: { spentPence: result.spentPence, balancePence: result.balancePence },
        }),
      );
      await publishOrderEvent(app.deps.database, {
        type: "order.payment",
        orderId: result.order.id,
        orderNumber: result.order.orderNumber,
      });
      return {
        spentPence: result.spentPence,
        balancePence: result.balancePence,
        amountDuePence: result.amountDuePence,
      };
    },
  );
};
