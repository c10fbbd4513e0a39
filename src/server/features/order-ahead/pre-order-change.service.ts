/**
 * A diner moves their own pre-order to another day or time (issue 39 item 4, decision 0052), up to
 * the cut-off that also ends cancelling. In one transaction, the order's row locked: the same
 * cancel rule (pre-order-cancel.service.ts), the slot placing offers (requireOfferedCollectionSlot:
 * a later day's slots, or today's rules when it becomes today), the order priced again for the new
 * moment by placing's own priceOrder (refused when the price would differ: the diner cancels and
 * orders again), the old slot freed and the new one booked, the audit entry, the diner's mail and,
 * when the ticket has printed, a CHANGED ticket for the kitchen.
 */
import { eq } from "drizzle-orm";
import { formatPence } from "@shared/money";
import {
  formatWeekdayDayMonth,
  getDayOfWeek,
  getLondonMoment,
  WEEKDAY_NAMES,
} from "@shared/opening-hours/london-time";
import type { PreOrderChangeRequest } from "@shared/order-ahead/pre-order-change.schema";
import type { Order } from "@shared/orders/order.schema";
import { liveOrderPath } from "@shared/orders/order-payability";
import type { AppDeps } from "../../app-deps";
import type { DbTransaction } from "../../db/client";
import { onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueCappedMail } from "../../lib/mail-caps";
import { announceOrderEvent } from "../../lib/order-events";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { requireOrderAccess } from "../orders/order-access.service";
import {
  bookCollectionSlot,
  loadOrderingSettings,
  type OrderRow,
  releaseCollectionSlot,
  toOrder,
} from "../orders/orders.queries";
import {
  getPublicUrl,
  priceOrder,
  requireOfferedCollectionSlot,
  SLOT_FULL_MESSAGE,
} from "../orders/orders.service";
import { queueChangedTicket } from "../printing/printing.service";
import { preOrderMoved } from "./order-ahead.mail";
import { orderPricingMoment } from "./order-ahead.service";
import { callUsMessage, requireDinerMayStillAmend } from "./pre-order-cancel.service";
import { freePreOrderTicket } from "./pre-order-tickets.job";

const VIA = "POST /api/order-ahead/orders/:id/change";

export async function changePreOrderByDiner(
  deps: AppDeps,
  orderId: number,
  token: string | undefined,
  request: PreOrderChangeRequest,
): Promise<Order> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, orderId)).for("update");
    const order = requireOrderAccess(locked, token);
    await requireDinerMayStillAmend(tx, order, now, "change");
    if (order.fulfilment === "delivery") {
      throw new HttpError(409, await callUsMessage(tx, "A delivery's day or time is changed by phone."));
    }
    if (order.collectionDate === request.collectionDate && order.collectionTime === request.collectionTime) {
      throw new HttpError(
        400,
        `This order is already for ${formatWeekdayDayMonth(order.collectionDate)} at ${order.collectionTime}.`,
      );
    }
    await requireOfferedCollectionSlot(tx, now, request);
    await requireSamePrice(tx, order, now, request);

    await releaseCollectionSlot(tx, order);
    const { capacityPerSlot } = await loadOrderingSettings(tx);
    if (!(await bookCollectionSlot(tx, request, capacityPerSlot)))
      throw new HttpError(409, SLOT_FULL_MESSAGE);
    const [moved] = await tx
      .update(onlineOrders)
      .set({ collectionDate: request.collectionDate, collectionTime: request.collectionTime, updatedAt: now })
      .where(eq(onlineOrders.id, order.id))
      .returning();
    if (!moved) throw new HttpError(404, "Order not found");
    await recordMove(deps, tx, order, moved, token ?? "", now);
    return moved;
  });
  await announceOrderEvent(deps.database, "order.status", row);
  return toOrder(row);
}

/**
 * The order priced again for its new moment, as placing prices (promotions at the collection
 * instant of a later day, now for today), leaving out what the order itself took of the diner's
 * offers and points. A different total, or other offers, is refused: moving an order never
 * changes what the diner was charged.
 */
async function requireSamePrice(
  tx: DbTransaction,
  order: OrderRow,
  now: Date,
  request: PreOrderChangeRequest,
): Promise<void> {
  const promotionIds = order.promotions.flatMap((l) => (l.promotionId === null ? [] : [l.promotionId]));
  const { pricing } = await priceOrder(
    tx,
    now,
    {
      items: order.items.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        options: (item.options ?? []).map((o) =>
          o.options && o.options.length > 0
            ? { id: o.choiceId, options: o.options.map((s) => s.choiceId) }
            : o.choiceId,
        ),
        specialInstructions: item.specialInstructions,
      })),
      couponCode: order.couponCode,
      pointsToRedeem: order.pointsRedeemed,
      delivery: null,
      fulfilment: "collection",
      collectionDate: request.collectionDate,
      collectionTime: request.collectionTime,
    },
    order.customerId,
    {
      contact: { phone: order.customerPhone, email: order.customerEmail },
      pricingAt: orderPricingMoment(now, request),
      placed: { orderId: order.id, promotionIds, pointsRedeemed: order.pointsRedeemed },
    },
  );
  const offers = (lines: readonly { promotionId: number | null; amountPence: number }[]) =>
    lines
      .map((l) => `${l.promotionId ?? "points"}:${l.amountPence}`)
      .sort()
      .join(",");
  if (pricing.totalPence === order.totalPence && offers(pricing.lines) === offers(order.promotions)) return;
  const today = getLondonMoment(now).date;
  const [to, from] = namesOfDays(request.collectionDate, order.collectionDate, today);
  const what = pricing.subtotalPence === order.subtotalPence ? "offers" : "prices";
  const differ =
    request.collectionDate === order.collectionDate
      ? `The ${what} at ${request.collectionTime} differ from those at ${order.collectionTime}`
      : `${to}'s ${what} differ from ${from}'s`;
  const cost =
    pricing.totalPence === order.totalPence
      ? `the order would have other offers, for the same ${formatPence(order.totalPence)}`
      : `the order would cost ${formatPence(pricing.totalPence)} instead of ${formatPence(order.totalPence)}`;
  const again = request.collectionDate === order.collectionDate ? "that time" : "that day";
  throw new HttpError(409, `${differ}: ${cost}. Cancel it and order again for ${again}.`);
}

/** "Today" and "Saturday"; the days' full names when their weekdays are the same ("Saturday 5 December"). */
function namesOfDays(to: string, from: string, today: string): [string, string] {
  const name = (date: string) => (date === today ? "Today" : (WEEKDAY_NAMES[getDayOfWeek(date)] ?? date));
  if (name(to) !== name(from)) return [name(to), name(from)];
  return [formatWeekdayDayMonth(to), formatWeekdayDayMonth(from)];
}

/** In the move's transaction: the audit entry, the diner's mail and the kitchen's tickets. */
async function recordMove(
  deps: AppDeps,
  tx: DbTransaction,
  before: OrderRow,
  after: OrderRow,
  token: string,
  now: Date,
): Promise<void> {
  const actor: AuditActor = { userId: null, username: "the diner", via: VIA, at: now };
  const was = { collectionDate: before.collectionDate, collectionTime: before.collectionTime };
  await writeAudit(tx, {
    actor,
    kind: "order.pre-order-changed",
    subject: after.orderNumber,
    entityId: after.id,
    before: was,
    after: { collectionDate: after.collectionDate, collectionTime: after.collectionTime },
  });
  if (after.customerEmail) {
    const publicUrl = getPublicUrl(deps);
    // Capped per recipient as every mail a request can cause (decision 0038): one a change.
    await queueCappedMail(tx, now, "pre-order-change", {
      to: after.customerEmail,
      ...preOrderMoved(toOrder(after), was, `${publicUrl}${liveOrderPath(after.orderNumber, token)}`),
    });
  }
  // The timed ticket is due again before the new time, printed or not at the old one.
  await freePreOrderTicket(tx, after.id);
  // A ticket on the kitchen's spike says the old time: a new one, marked CHANGED, says the new.
  if (before.printedAt !== null) {
    await queueChangedTicket(
      tx,
      deps.env.KITCHEN_PRINTER,
      after.id,
      `${formatWeekdayDayMonth(before.collectionDate)} ${before.collectionTime}`,
    );
  }
}
