/**
 * Phone and counter orders (issue 22, decision 0026): staff enter what the diner asks for, and the
 * order is placed by the one order service, so its prices, promotions, slot and kitchen capacity
 * follow the rules a diner's order follows. It is stored with channel "phone", paid when staff
 * took card or cash at the counter, and audited in its own transaction.
 */
import type { z } from "zod";
import { PHONE_ORDER_PAYMENT_METHOD, type PhoneOrderRequestSchema } from "@shared/orders/phone-order.schema";
import type { AppDeps } from "../../app-deps";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { type PlaceOrderResult, placeOrder } from "./orders.service";

type PhoneOrderRequest = z.output<typeof PhoneOrderRequestSchema>;

export async function placePhoneOrder(
  deps: AppDeps,
  request: PhoneOrderRequest,
  options: { idempotencyKey: string | null; actor: AuditActor },
): Promise<PlaceOrderResult> {
  const payment = request.paymentMethod;
  return placeOrder(deps, request, {
    idempotencyKey: options.idempotencyKey,
    // Staff are not the diner: a phone order is a guest's, whatever account the diner may have.
    customerId: null,
    clientIp: "",
    staff: {
      paidWith: PHONE_ORDER_PAYMENT_METHOD[payment],
      record: (tx, order) =>
        writeAudit(tx, {
          actor: options.actor,
          kind: "order.phone",
          subject: order.orderNumber,
          entityId: order.id,
          after: { totalPence: order.totalPence, payment },
        }),
    },
  });
}
