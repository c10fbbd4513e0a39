/**
 * Phone and counter orders (issue 22, decision 0026): staff enter what the diner asks for, and the
 * order is placed by the one order service, so its prices, promotions, slot and kitchen capacity
 * follow the rules a diner's order follows. It is stored with channel "phone", paid when staff
 * took card or cash at the counter, and audited in its own transaction.
 */

import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import {
  type CounterPaymentMethod,
  PHONE_ORDER_PAYMENT_METHOD,
  type PhoneOrderRequestSchema,
} from "@shared/orders/phone-order.schema";
import { amountDuePence } from "@shared/payments/amount-due";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { recordPaidOrder } from "../accounts/loyalty.service";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { queueTicketOnPayment } from "../printing/printing.service";
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

export type CounterPaymentResult =
  | { kind: "paid"; order: typeof onlineOrders.$inferSelect }
  | { kind: "not-found" }
  | { kind: "refused"; message: string };

/**
 * An unpaid order paid at the counter when the diner collects it, phone or online alike (decision
 * 0035: an online pay-at-collection order used to be refused, and its money never reached the
 * takings). It is marked paid now, by card or cash, and counts on that day's takings on its
 * channel's counter line for what was due: its total less what gift vouchers paid of it
 * (amountDuePence), which counts on the vouchers' own line (issue 38). The conditional UPDATE (still pending, not cancelled) is the one gate a
 * second tap and a provider's payment arriving at the same moment also pass through
 * (payment-recording.service.ts): whichever commits first wins, the other finds the order paid.
 * The diner's loyalty credit and the audit row are written in the same transaction.
 */
export async function takeCounterPayment(
  db: Db,
  id: number,
  method: CounterPaymentMethod,
  actor: AuditActor,
  envPrinter: string | undefined,
): Promise<CounterPaymentResult> {
  const paid = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(onlineOrders)
      .set({ paymentStatus: "completed", paymentMethod: method, paidAt: actor.at, updatedAt: actor.at })
      .where(
        and(
          eq(onlineOrders.id, id),
          eq(onlineOrders.paymentStatus, "pending"),
          ne(onlineOrders.orderStatus, "cancelled"),
        ),
      )
      .returning();
    if (row) {
      // A signed-in diner's online order earns its points as if paid online (once: recordPaidOrder).
      await recordPaidOrder(tx, row.id, actor.at);
      // An order that was to be paid online prints when it is paid (decision 0034), wherever it is
      // paid: its ticket, or with early printing its PAID slip, follows from the counter too.
      if (row.paysOnline) await queueTicketOnPayment(tx, envPrinter, row.id);
      await writeAudit(tx, {
        actor,
        kind: "order.paid-at-counter",
        subject: row.orderNumber,
        entityId: row.id,
        after: {
          totalPence: row.totalPence,
          amountPence: amountDuePence(row),
          giftVoucherPence: row.giftVoucherPence,
          method,
          channel: row.channel,
        },
      });
    }
    return row;
  });
  if (paid) return { kind: "paid", order: paid };
  const [existing] = await db.select().from(onlineOrders).where(eq(onlineOrders.id, id));
  if (!existing) return { kind: "not-found" };
  if (existing.orderStatus === "cancelled")
    return { kind: "refused", message: "This order is cancelled: there is nothing to pay." };
  return { kind: "refused", message: ALREADY_PAID_MESSAGE };
}

const ALREADY_PAID_MESSAGE = "This order is already paid.";
