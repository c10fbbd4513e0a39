/**
 * The diner's delivery order (issue 35 item 2, decision 0044): the order service asks here, with
 * the address and the priced basket, for the delivery line; here the zone is found, the fee priced,
 * the minimum and cash on delivery enforced, the zone's lead time and the drivers' capacity per
 * slot checked. The collection flow never calls in.
 */
import { and, count, eq, ne, sql } from "drizzle-orm";
import { type DeliveryHours, deliveryWindow, withinDeliveryHours } from "@shared/delivery/delivery-hours";
import {
  type DeliveryAddress,
  deliveryMinimumMessage,
  type QuoteDelivery,
} from "@shared/delivery/delivery-order.schema";
import { describeQuote } from "@shared/delivery/delivery-pricing";
import { formatPoundsShort } from "@shared/offers/promotion-words";
import { getDayOfWeek, getLondonMoment, parseTime } from "@shared/opening-hours/london-time";
import type { Quote } from "@shared/orders/place-order.schema";
import type { AppDeps } from "../../app-deps";
import type { DbOrTx } from "../../db/client";
import { customers, onlineOrders } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { getDeliverySwitches } from "./delivery.queries";
import {
  type DeliveryDay,
  decideDelivery,
  earliestDeliveryMinutes,
  noDeliveryMessage,
} from "./delivery.service";

const CASH_ON_DELIVERY_REFUSED_MESSAGE = "Cash on delivery is not offered - please pay online";
const DRIVERS_FULL_MESSAGE = "Sorry, our drivers are fully booked at that time. Please choose another time.";

const quietLog = { warn: () => {} };

/** What the order keeps of a priced delivery. */
export interface PricedDelivery {
  line: QuoteDelivery;
  address: DeliveryAddress;
  zoneId: number;
  deliveriesPerSlot: number;
  hours: DeliveryHours;
}

/**
 * The delivery line for this address and basket (the food after discounts), or a 4xx naming why
 * there is none: not a postcode (400), outside every zone (400), paused or not offered (409).
 */
export async function priceDelivery(
  deps: AppDeps,
  address: DeliveryAddress,
  basketPence: number,
  day: DeliveryDay | null,
  log: { warn: (obj: object, msg: string) => void } = quietLog,
): Promise<PricedDelivery> {
  const decision = await decideDelivery(deps, log, address.postcode, basketPence, day);
  if (decision.kind !== "quote") throw new HttpError(409, noDeliveryMessage(decision.kind));
  const { quote, postcode } = decision;
  if (!quote.delivers) throw new HttpError(400, describeQuote(quote, postcode.outcode));
  const switches = await getDeliverySwitches(deps.db);
  if (address.payOnDelivery && !switches.cashOnDelivery) {
    throw new HttpError(400, CASH_ON_DELIVERY_REFUSED_MESSAGE);
  }
  const label =
    quote.freeBecause === "threshold" && quote.zone.freeOverPence !== null
      ? `Delivery (free over ${formatPoundsShort(quote.zone.freeOverPence)})`
      : quote.freeBecause === "promotion" && quote.promotion
        ? `Delivery (${quote.promotion.title})`
        : "Delivery";
  return {
    address: { ...address, postcode: postcode.postcode },
    zoneId: quote.zone.id,
    deliveriesPerSlot: switches.deliveriesPerSlot,
    hours: switches.hours,
    line: {
      postcode: postcode.postcode,
      zone: { id: quote.zone.id, name: quote.zone.name },
      feePence: quote.feePence,
      standardFeePence: quote.standardFeePence,
      label,
      minimumPence: quote.minimumPence,
      freeOverPence: quote.zone.freeOverPence,
      shortfallPence: quote.shortfallPence,
      leadTimeMinutes: quote.leadTimeMinutes,
      message: describeQuote(quote, postcode.outcode),
      cashOnDeliveryAllowed: switches.cashOnDelivery,
    },
  };
}

/** The quote with its delivery line; the fee joins the total. */
export function quoteWithDelivery(quote: Quote, delivery: PricedDelivery): Quote {
  return { ...quote, totalPence: quote.totalPence + delivery.line.feePence, delivery: delivery.line };
}

/** Refuses a delivery below its zone's minimum (the quote only says what is missing). */
export function requireDeliveryMinimum(delivery: PricedDelivery): void {
  const { line } = delivery;
  if (line.shortfallPence > 0) {
    const outcode = line.postcode.split(" ")[0] ?? line.postcode;
    throw new HttpError(400, deliveryMinimumMessage(outcode, line.minimumPence, line.shortfallPence));
  }
}

/** Whether a slot leaves the zone's lead time from now (London clock). */
function slotLeavesLeadTime(
  slot: { collectionDate: string; collectionTime: string },
  leadTimeMinutes: number,
  now: Date,
): boolean {
  const moment = getLondonMoment(now);
  if (slot.collectionDate > moment.date) return true;
  if (slot.collectionDate < moment.date) return false;
  return parseTime(slot.collectionTime) >= earliestDeliveryMinutes(now, leadTimeMinutes);
}

export function requireDeliverySlot(
  slot: { collectionDate: string; collectionTime: string },
  delivery: PricedDelivery,
  now: Date,
): void {
  const window = deliveryWindow(delivery.hours, getDayOfWeek(slot.collectionDate));
  if (!withinDeliveryHours(delivery.hours, getDayOfWeek(slot.collectionDate), slot.collectionTime)) {
    throw new HttpError(
      400,
      window && window !== "any"
        ? `Delivery Time: ${slot.collectionTime} is outside our delivery hours that day (${window.start}-${window.end}). Please choose another time.`
        : noDeliveryMessage("not-that-day"),
    );
  }
  if (!slotLeavesLeadTime(slot, delivery.line.leadTimeMinutes, now)) {
    throw new HttpError(
      400,
      `Delivery Time: ${slot.collectionTime} is too soon for delivery to ${delivery.line.postcode} (at least ${delivery.line.leadTimeMinutes} minutes from now). Please choose a later time.`,
    );
  }
}

// Key space of pg_advisory_xact_lock(int, int) for the drivers' capacity per slot.
const DRIVER_SLOT_LOCK = 71_035;

/**
 * Books a driver's place in the slot, in the order's transaction: under a lock on the slot, the
 * slot's live deliveries must be fewer than the drivers take.
 */
export async function bookDriverSlot(
  tx: DbOrTx,
  slot: { collectionDate: string; collectionTime: string },
  perSlot: number,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${DRIVER_SLOT_LOCK}, hashtext(${`${slot.collectionDate} ${slot.collectionTime}`}))`,
  );
  const [row] = await tx
    .select({ n: count() })
    .from(onlineOrders)
    .where(
      and(
        eq(onlineOrders.fulfilment, "delivery"),
        eq(onlineOrders.collectionDate, slot.collectionDate),
        eq(onlineOrders.collectionTime, slot.collectionTime),
        ne(onlineOrders.orderStatus, "cancelled"),
      ),
    );
  if ((row?.n ?? 0) >= perSlot) throw new HttpError(409, DRIVERS_FULL_MESSAGE);
}

/** The order's delivery columns. */
export function deliveryColumns(delivery: PricedDelivery | null) {
  if (!delivery) return {};
  return {
    fulfilment: "delivery" as const,
    deliveryAddress: delivery.address.address,
    deliveryPostcode: delivery.line.postcode,
    deliveryZoneId: delivery.zoneId,
    deliveryZoneName: delivery.line.zone.name,
    deliveryFeePence: delivery.line.feePence,
    deliveryNotes: delivery.address.notes,
    payOnDelivery: delivery.address.payOnDelivery,
  };
}

/** A member's address is kept for next time (the account's own address fields). */
export async function saveMemberAddress(
  tx: DbOrTx,
  customerId: number | null,
  delivery: PricedDelivery | null,
): Promise<void> {
  if (customerId === null || !delivery) return;
  await tx
    .update(customers)
    .set({ address: delivery.address.address, postcode: delivery.line.postcode })
    .where(eq(customers.id, customerId));
}
