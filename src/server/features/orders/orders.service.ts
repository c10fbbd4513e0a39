/**
 * Placing an order (docs/architecture.md rules 1, 2 and 9): the server checks the slot against its own
 * clock, prices every line from the database, applies discounts itself, and books kitchen capacity
 * in the same transaction as the order, so two diners racing for the last place cannot both win.
 */

import { randomInt } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Allergen } from "@shared/menu/allergens";
import { type LinkedDish, type OptionGroup, priceDishLine } from "@shared/menu/dish-options";
import type { CustomerFacts } from "@shared/offers/promotion";
import {
  applyPromotions,
  type CartLine,
  COMBINING_RULE,
  type PromotionResult,
} from "@shared/offers/promotion-pricing";
import { isSlotOffered } from "@shared/orders/collection-slots";
import type { OrderPaymentMethod } from "@shared/orders/order.schema";
import {
  amountToMinimum,
  checkOrderSize,
  MAX_UNPAID_ORDERS_PER_ADDRESS_PER_DAY,
  MAX_UNPAID_ORDERS_PER_PHONE_PER_DAY,
  minimumOrderMessage,
  normalisePhoneNumber,
  TOO_MANY_UNPAID_ORDERS_MESSAGE,
} from "@shared/orders/order-limits";
import { liveOrderPath } from "@shared/orders/order-payability";
import type { PlaceOrderRequestSchema, Quote, QuoteRequestSchema } from "@shared/orders/place-order.schema";
import type { AppDeps } from "../../app-deps";
import type { Db, DbOrTx, DbTransaction } from "../../db/client";
import { menuItems, onlineOrders, type StoredOrderItem } from "../../db/schema";
import type { CacheTag } from "../../lib/cache-tags";
import { HttpError } from "../../lib/http-error";
import { queueMail } from "../../lib/mail";
import { queueCappedMail } from "../../lib/mail-caps";
import { announceOrderEvent } from "../../lib/order-events";
import { retryOnConflict } from "../../lib/transactions";
import { loadCustomerFacts, recordPromotionUses } from "../accounts/loyalty.service";
import {
  bookDriverSlot,
  deliveryColumns,
  type PricedDelivery,
  priceDelivery,
  quoteWithDelivery,
  requireDeliveryMinimum,
  requireDeliverySlot,
  saveMemberAddress,
} from "../delivery/delivery-order.service";
import { isMenuItemSoldOut, loadOptionGroups } from "../menu/menu.queries";
import { findPromotionByCode, loadPromotions } from "../offers/offers.queries";
import { acceptOrderAheadDay, orderPricingMoment } from "../order-ahead/order-ahead.service";
import { getPaymentConfig } from "../payments/payment-providers.service";
import { queueTicketOnArrival } from "../printing/printing.service";
import { priceTip } from "../tips/tips.service";
import { recordOrderVat } from "../vat/vat.service";
import {
  canonicalJson,
  deriveOrderAccessToken,
  hashOrderAccessToken,
  issueOrderAccessToken,
  sha256Hex,
} from "./order-access.service";
import { newOrderForRestaurant, orderConfirmation } from "./orders.mail";
import {
  bookCollectionSlot,
  findOrderByIdempotencyKeyHash,
  loadCollectionSlots,
  loadOrderingSettings,
  type OrderRow,
} from "./orders.queries";

type PlaceOrderRequest = z.output<typeof PlaceOrderRequestSchema>;
type QuoteRequest = z.output<typeof QuoteRequestSchema>;

const ORDER_CONFLICT_MESSAGE = "Your order could not be placed because of a conflict. Please try again.";

export const SLOT_FULL_MESSAGE =
  "Sorry, that collection time has just been fully booked. Please choose another time.";

/** What an order placed already took of its customer's offers and points (priceOrder's `placed`). */
interface PlacedOrderPricing {
  orderId: number;
  promotionIds: readonly number[];
  pointsRedeemed: number;
}

interface PricedOrder {
  items: StoredOrderItem[];
  pricing: PromotionResult;
  quote: Quote;
}

/**
 * Looks every line up in the database (unknown or sold-out dish: 4xx naming it) and prices the order;
 * an order over the staff's size limits is refused here, for the quote and the order alike.
 */
export async function priceOrder(
  db: Db,
  now: Date,
  request: QuoteRequest,
  customerId: number | null,
  options: {
    /** The phone and email an order is placed with: a first-order offer must be new to them too. */
    contact?: { phone: string; email: string | null };
    /**
     * When the order is priced and its dishes judged: now, or a later day's collection time (order
     * ahead). A dish sold out today is on again for tomorrow's pre-order; one switched off is not.
     */
    pricingAt?: Date;
    /**
     * An order already placed, priced again (a diner moving a pre-order, decision 0052): its own
     * place among the earlier orders, promotion uses and points spent are left out, so it is
     * priced as it was when placed, only at another moment.
     */
    placed?: PlacedOrderPricing;
  } = {},
): Promise<PricedOrder> {
  const { contact, placed } = options;
  const pricingAt = options.pricingAt ?? now;
  const ids = [...new Set(request.items.map((i) => i.id))];
  const rows = await db.select().from(menuItems).where(inArray(menuItems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const optionGroups = await loadOptionGroups(db, pricingAt, ids);
  const linked = await loadLinkedDishes(db, pricingAt, optionGroups);
  const items: StoredOrderItem[] = [];
  const cartLines: CartLine[] = [];
  for (const line of request.items) {
    const dish = byId.get(line.id);
    if (!dish)
      throw new HttpError(400, `Dish ${line.id} is not on our menu. Please remove it from your cart.`);
    if (isMenuItemSoldOut(dish, pricingAt)) {
      throw new HttpError(409, `${dish.name} is sold out. Please remove it from your cart.`);
    }
    // The line's unit price is the dish's plus its chosen options, priced and checked here.
    // A meal deal costs the lower of its set price and its dishes alone (priceDishLine).
    const priced = priceDishLine(
      { name: dish.name, pricePence: dish.pricePence, optionGroups: optionGroups.get(dish.id) ?? [] },
      line.options,
      (id) => linked.get(id),
    );
    if (!priced.ok) throw new HttpError(priced.status, priced.message);
    // A deal's dietary facts are those of the dishes chosen.
    const facts = priced.deal ?? dish;
    items.push({
      id: dish.id,
      name: dish.name,
      pricePence: priced.unitPricePence,
      ...(priced.options.length > 0 ? { options: priced.options } : {}),
      quantity: line.quantity,
      isVegetarian: facts.isVegetarian,
      isSpicy: facts.isSpicy,
      allergens: [...facts.allergens],
      category: dish.category,
      ...(line.specialInstructions ? { specialInstructions: line.specialInstructions } : {}),
    });
    cartLines.push({
      menuItemId: dish.id,
      name: dish.name,
      category: dish.category,
      unitPricePence: priced.unitPricePence,
      quantity: line.quantity,
      ...(priced.deal ? { parts: priced.deal.parts } : {}),
    });
  }

  const promotions = (await loadPromotions(db, pricingAt)).map((p) =>
    placed?.promotionIds.includes(p.id) ? { ...p, usedCount: Math.max(0, p.usedCount - 1) } : p,
  );
  if (request.couponCode && !promotions.some((p) => p.code === request.couponCode)) {
    // A code switched off or out of its dates still answers why, not "not valid".
    const coded = await findPromotionByCode(db, request.couponCode);
    if (coded) promotions.push(coded);
  }
  const customer: CustomerFacts | null =
    customerId === null
      ? null
      : await loadCustomerFacts(db, customerId, { contact, excludeOrderId: placed?.orderId });
  if (customer && placed) customer.loyaltyPoints += placed.pointsRedeemed;
  const settings = await loadOrderingSettings(db);
  const pricing = applyPromotions({
    lines: cartLines,
    promotions,
    now: pricingAt,
    code: request.couponCode,
    customer,
    pointsToRedeem: request.pointsToRedeem,
    pointsPerPound: settings.pointsPerPoundRedeemed,
    fulfilment: request.delivery ? "delivery" : (request.fulfilment ?? "collection"),
  });
  const tooLarge = checkOrderSize(
    { totalPence: pricing.totalPence, itemCount: request.items.reduce((n, line) => n + line.quantity, 0) },
    settings,
  );
  if (tooLarge) throw new HttpError(400, tooLarge);
  const quote: Quote = {
    subtotalPence: pricing.subtotalPence,
    discountPence: pricing.discountPence,
    totalPence: pricing.totalPence,
    discountLabel: pricing.lines.length > 0 ? pricing.lines.map((l) => l.title).join(", ") : null,
    couponCode: pricing.couponCode,
    couponError: pricing.couponError,
    lines: pricing.lines,
    notice: pricing.notice,
    combiningRule: COMBINING_RULE,
    couponBeatenByOffer: pricing.couponBeatenByOffer,
    freeItemsToClaim: pricing.freeItemsToClaim,
    pointsRedeemed: pricing.pointsRedeemed,
    pointsPerPound: settings.pointsPerPoundRedeemed,
    pointsBalance: customer?.loyaltyPoints ?? null,
    minimumOrderPence: settings.minOrderPence,
    amountToMinimumPence: amountToMinimum(pricing.subtotalPence, settings.minOrderPence),
    delivery: null,
  };
  return { items, pricing, quote };
}

/** The dishes the meal deals among these option groups choose from, as their rule reads them. */
async function loadLinkedDishes(
  db: Db,
  now: Date,
  groups: Map<number, OptionGroup[]>,
): Promise<Map<number, LinkedDish>> {
  const ids = [
    ...new Set(
      [...groups.values()].flat().flatMap((g) => g.choices.flatMap((c) => c.linkedMenuItemId ?? [])),
    ),
  ];
  const linked = new Map<number, LinkedDish>();
  if (ids.length === 0) return linked;
  const [rows, linkedGroups] = await Promise.all([
    db.select().from(menuItems).where(inArray(menuItems.id, ids)),
    loadOptionGroups(db, now, ids),
  ]);
  for (const row of rows) {
    linked.set(row.id, {
      id: row.id,
      name: row.name,
      pricePence: row.pricePence,
      category: row.category,
      optionGroups: linkedGroups.get(row.id) ?? [],
      isVegetarian: row.isVegetarian,
      isNonVegetarian: row.isNonVegetarian,
      isSpicy: row.isSpicy,
      allergens: row.allergens as Allergen[],
    });
  }
  return linked;
}

const ORDER_NUMBER_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "HH-7K3M9P": short enough to read over the phone, no 0/O or 1/I to confuse. */
function generateOrderNumber(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `HH-${code}`;
}

class DuplicateSubmission extends Error {}

const IDEMPOTENCY_CONFLICT_MESSAGE = "This Idempotency-Key was used for a different order";

export interface PlaceOrderResult {
  order: OrderRow;
  /** False when an earlier submission with the same Idempotency-Key is being returned. */
  created: boolean;
  /** The order's secret for the guest's payment calls (X-Order-Token). */
  accessToken: string;
}

interface IdempotentRequest {
  keyHash: string;
  requestHash: string;
  accessToken: string;
}

/** The stored forms of an Idempotency-Key and its request (what the spec's client sends, minus the ignored total). */
function describeIdempotentRequest(key: string, request: PlaceOrderRequest): IdempotentRequest {
  const requestHash = sha256Hex(canonicalJson({ ...request, totalAmount: undefined }));
  return { keyHash: sha256Hex(key), requestHash, accessToken: deriveOrderAccessToken(key, requestHash) };
}

/** The earlier order under this key, only for the same request: another body is refused, never answered. */
function replayEarlierOrder(earlier: OrderRow, idempotent: IdempotentRequest): PlaceOrderResult {
  if (earlier.requestHash !== idempotent.requestHash) throw new HttpError(409, IDEMPOTENCY_CONFLICT_MESSAGE);
  return { order: earlier, created: false, accessToken: idempotent.accessToken };
}

/**
 * An order staff take by phone or at the counter (phone-orders.service.ts): placed by this same
 * service, so it is priced, checked and booked as a diner's is; only who stands behind it differs.
 */
export interface StaffPlacement {
  /** Card or cash taken at the counter (the order is stored paid); null to pay at collection. */
  paidWith: OrderPaymentMethod | null;
  /** Written in the order's own transaction (its audit entry), so both commit or neither. */
  record: (tx: DbTransaction, order: OrderRow) => Promise<void>;
}

/**
 * The day and time must be a slot the checkout offers now, its capacity aside (that is booked, and
 * refused when full, in the order's transaction). A later day the owner allows is checked against
 * that day's slots (issue 39); today, and any day while ordering ahead is off, by the spec's
 * today-only rule, unchanged. Placing an order and a diner moving a pre-order both ask this.
 */
export async function requireOfferedCollectionSlot(
  db: Db,
  now: Date,
  request: { collectionDate: string; collectionTime: string },
): Promise<void> {
  if (await acceptOrderAheadDay(db, now, request)) return;
  const slots = await loadCollectionSlots(db, now, { ignoreBookings: true });
  if (slots.date === null) {
    throw new HttpError(400, slots.message ?? "We are not taking orders for today.");
  }
  if (slots.slots.length === 0 && slots.message) throw new HttpError(409, slots.message);
  if (request.collectionDate !== slots.date) {
    throw new HttpError(400, `Collection Date: orders can only be collected today (${slots.dateLabel}).`);
  }
  if (!isSlotOffered(slots, request.collectionDate, request.collectionTime)) {
    throw new HttpError(
      400,
      `Collection Time: ${request.collectionTime} is not available for collection. Please choose another time.`,
    );
  }
}

export async function placeOrder(
  deps: AppDeps,
  request: PlaceOrderRequest,
  options: {
    idempotencyKey: string | null;
    customerId: number | null;
    clientIp: string;
    /** Set for a phone or counter order; absent for a diner's own. */
    staff?: StaffPlacement;
  },
): Promise<PlaceOrderResult> {
  const { db } = deps;
  const { customerId } = options;
  const idempotent = options.idempotencyKey
    ? describeIdempotentRequest(options.idempotencyKey, request)
    : null;
  if (idempotent) {
    const earlier = await findOrderByIdempotencyKeyHash(db, idempotent.keyHash);
    if (earlier) return replayEarlierOrder(earlier, idempotent);
  }

  const now = deps.now();
  await requireOfferedCollectionSlot(db, now, request);

  const priced = await priceOrder(db, now, request, customerId, {
    contact: { phone: request.customerPhone, email: request.customerEmail ?? null },
    pricingAt: orderPricingMoment(now, request),
  });
  // A code never traps an order (issue 21): one beaten by a better discount is placed with that
  // discount (the checkout said so before Place Order); any other refusal gives the code's own reason.
  if (request.couponCode && priced.pricing.couponError && !priced.pricing.couponBeatenByOffer) {
    throw new HttpError(400, `Coupon ${request.couponCode}: ${priced.pricing.couponError}`);
  }
  const { capacityPerSlot, minOrderPence } = await loadOrderingSettings(db);
  // A delivery is priced and held to its zone's minimum and lead time (delivery-order.service.ts).
  const delivery = request.delivery
    ? await priceDelivery(deps, request.delivery, priced.pricing.totalPence, request)
    : null;
  if (delivery) {
    requireDeliveryMinimum(delivery);
    requireDeliverySlot(request, delivery, now);
    priced.quote = quoteWithDelivery(priced.quote, delivery);
  }
  const tooSmall = delivery ? null : minimumOrderMessage(priced.pricing.subtotalPence, minOrderPence);
  if (tooSmall) throw new HttpError(400, tooSmall);
  if (request.pointsToRedeem > 0 && customerId === null) {
    throw new HttpError(400, "Please sign in to spend loyalty points.");
  }
  // The diner's tip (issue 40): one of the owner's percentages, priced here; not sales, no VAT.
  const tipPence = options.staff ? 0 : await priceTip(db, priced.pricing.totalPence, request.tipPercent ?? 0);
  const accessToken = idempotent?.accessToken ?? issueOrderAccessToken();

  let order: OrderRow;
  try {
    // Each attempt is a whole transaction, so a deadlock victim or serialization failure is run again.
    order = await retryOnConflict(ORDER_CONFLICT_MESSAGE, () =>
      insertOrder(db, request, priced, {
        idempotent,
        accessTokenHash: hashOrderAccessToken(accessToken),
        accessToken,
        // A phone order comes from the restaurant's own tablet, not from the diner's address.
        clientIpHash: options.staff ? null : sha256Hex(options.clientIp),
        customerId,
        staff: options.staff ?? null,
        capacityPerSlot,
        now,
        publicUrl: getPublicUrl(deps),
        kitchenPrinter: deps.env.KITCHEN_PRINTER,
        // A diner's order is to be paid online when the site offers online payment (its ticket
        // then waits for the payment, decision 0034); a phone order is paid or paid at collection.
        paysOnline:
          !options.staff && !delivery?.address.payOnDelivery && getPaymentConfig(deps.env).available,
        delivery,
        restaurantEmail: deps.env.RESTAURANT_EMAIL,
        tipPence,
      }),
    );
  } catch (error) {
    if (error instanceof DuplicateSubmission && idempotent) {
      const earlier = await findOrderByIdempotencyKeyHash(db, idempotent.keyHash);
      if (earlier) return replayEarlierOrder(earlier, idempotent);
    }
    throw error;
  }

  // After the commit: live events never hold the transaction open (the confirmation mail was queued
  // in it, and the outbox sends it outside this request).
  await announceOrderEvent(deps.database, "order.created", order);
  return { order, created: true, accessToken };
}

/**
 * The daily caps on unpaid orders (per phone, per address), checked inside the order's transaction
 * under advisory locks on that phone and that address, so concurrent submissions cannot all slip
 * under a cap. Locks are always taken phone first, then address, in separate key spaces.
 */
async function requireUnpaidOrdersUnderCap(
  tx: DbOrTx,
  order: { collectionDate: string; phone: string; clientIpHash: string },
): Promise<void> {
  const phone = normalisePhoneNumber(order.phone);
  await tx.execute(sql`select pg_advisory_xact_lock(${UNPAID_CAP_LOCK_PHONE}, hashtext(${phone}))`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${UNPAID_CAP_LOCK_ADDRESS}, hashtext(${order.clientIpHash}))`,
  );
  // Orders are for today only, so the collection date is the (London) day the order was placed.
  const open = await tx
    .select({ customerPhone: onlineOrders.customerPhone, clientIpHash: onlineOrders.clientIpHash })
    .from(onlineOrders)
    .where(
      and(
        eq(onlineOrders.collectionDate, order.collectionDate),
        eq(onlineOrders.paymentStatus, "pending"),
        ne(onlineOrders.orderStatus, "cancelled"),
      ),
    );
  const samePhone = open.filter((o) => normalisePhoneNumber(o.customerPhone) === phone).length;
  const sameAddress = open.filter((o) => o.clientIpHash === order.clientIpHash).length;
  if (
    samePhone >= MAX_UNPAID_ORDERS_PER_PHONE_PER_DAY ||
    sameAddress >= MAX_UNPAID_ORDERS_PER_ADDRESS_PER_DAY
  ) {
    throw new HttpError(429, TOO_MANY_UNPAID_ORDERS_MESSAGE);
  }
}

// Key spaces of pg_advisory_xact_lock(int, int) for the unpaid-order caps.
const UNPAID_CAP_LOCK_PHONE = 71_001;
const UNPAID_CAP_LOCK_ADDRESS = 71_002;

async function insertOrder(
  db: Db,
  request: PlaceOrderRequest,
  priced: PricedOrder,
  options: {
    idempotent: IdempotentRequest | null;
    accessTokenHash: string;
    /** The order's secret itself, for the confirmation mail's live link only: the order keeps its hash. */
    accessToken: string;
    clientIpHash: string | null;
    customerId: number | null;
    staff: StaffPlacement | null;
    capacityPerSlot: number;
    now: Date;
    publicUrl: string;
    /** KITCHEN_PRINTER, the printer when staff have set none. */
    kitchenPrinter: string | undefined;
    paysOnline: boolean;
    restaurantEmail: string;
    tipPence: number;
    delivery: PricedDelivery | null;
  },
): Promise<OrderRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const orderNumber = generateOrderNumber();
    const inserted = await db.transaction(async (tx) => {
      // A signed-in customer's row is locked first, before the order insert takes a key-share lock
      // on it (its foreign key) and before the coupon re-check asks for it FOR UPDATE: two orders of
      // one customer then queue here instead of deadlocking, and the later one sees the earlier's
      // coupon use.
      if (options.customerId !== null) {
        await tx.execute(sql`select id from customers where id = ${options.customerId} for update`);
      }
      // The caps on unpaid orders stop anonymous abuse; staff taking a call are not anonymous.
      if (options.clientIpHash !== null) {
        await requireUnpaidOrdersUnderCap(tx, {
          collectionDate: request.collectionDate,
          phone: request.customerPhone,
          clientIpHash: options.clientIpHash,
        });
      }
      // The kitchen's capacity.
      if (!(await bookCollectionSlot(tx, request, options.capacityPerSlot))) {
        throw new HttpError(409, SLOT_FULL_MESSAGE);
      }
      if (options.delivery) await bookDriverSlot(tx, request, options.delivery.deliveriesPerSlot);

      // No conflict target: a clash on the idempotency key (a concurrent retry) or, very rarely, on
      // the order number both come back as "nothing inserted" and are told apart below.
      const [row] = await tx
        .insert(onlineOrders)
        .values({
          orderNumber,
          customerId: options.customerId,
          customerName: request.customerName,
          customerPhone: request.customerPhone,
          customerEmail: request.customerEmail,
          reviewRequestConsent: Boolean(request.customerEmail) && request.reviewRequestConsent,
          items: priced.items,
          subtotalPence: priced.pricing.subtotalPence,
          discountPence: priced.pricing.discountPence,
          totalPence: priced.pricing.totalPence + (options.delivery?.line.feePence ?? 0),
          tipPence: options.tipPence,
          ...deliveryColumns(options.delivery),
          discountLabel: priced.quote.discountLabel,
          couponCode: priced.pricing.couponCode,
          offerId: priced.pricing.lines.find((l) => l.promotionId !== null)?.promotionId ?? null,
          promotions: priced.pricing.lines,
          pointsRedeemed: priced.pricing.pointsRedeemed,
          keptOfferId: priced.pricing.keptPromotionId,
          collectionDate: request.collectionDate,
          collectionTime: request.collectionTime,
          specialInstructions: request.specialInstructions,
          idempotencyKey: options.idempotent?.keyHash ?? null,
          requestHash: options.idempotent?.requestHash ?? null,
          accessTokenHash: options.accessTokenHash,
          clientIpHash: options.clientIpHash,
          channel: options.staff ? "phone" : "online",
          paysOnline: options.paysOnline,
          ...(options.staff?.paidWith
            ? { paymentStatus: "completed", paymentMethod: options.staff.paidWith, paidAt: options.now }
            : {}),
          createdAt: options.now,
          updatedAt: options.now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        if (options.idempotent) {
          const [clash] = await tx
            .select({ id: onlineOrders.id })
            .from(onlineOrders)
            .where(eq(onlineOrders.idempotencyKey, options.idempotent.keyHash));
          if (clash) throw new DuplicateSubmission();
        }
        return null; // order number taken: roll back and try another
      }
      // Re-checks every promotion and the points under the customer's row lock taken above, counts
      // the uses and spends the points; a refusal throws and rolls the whole order back.
      await recordPromotionUses(tx, {
        customerId: options.customerId,
        orderId: row.id,
        lines: priced.pricing.lines,
        pointsRedeemed: priced.pricing.pointsRedeemed,
        // Re-checked for the moment the order was priced for (a later day's collection time).
        now: orderPricingMoment(options.now, request),
        contact: { phone: request.customerPhone, email: request.customerEmail ?? null },
      });
      await saveMemberAddress(tx, options.customerId, options.delivery);
      // Each line's VAT at the rates of this moment (issue 40).
      await recordOrderVat(tx, row);
      await options.staff?.record(tx, row);
      if (row.customerEmail) {
        const confirmation = {
          to: row.customerEmail,
          ...orderConfirmation(
            row,
            options.publicUrl,
            `${options.publicUrl}${liveOrderPath(row.orderNumber, options.accessToken)}`,
          ),
        };
        // Online, the address is anyone's: the confirmation is capped per recipient (lib/mail-caps.ts).
        if (row.channel === "phone") await queueMail(tx, confirmation, `order-confirmation:${row.id}`);
        else
          await queueCappedMail(
            tx,
            options.now,
            "order-confirmation",
            confirmation,
            `order-confirmation:${row.id}`,
          );
      }
      // The kitchen's ticket: at once for an order to pay at collection (or paid at the counter),
      // on its payment for one to be paid online (unless the kitchen prints those early), once.
      await queueTicketOnArrival(tx, options.kitchenPrinter, row);
      // The restaurant's own copy of every new online order (as bookings are mailed to it); a
      // phone order was taken by the restaurant itself.
      if (row.channel !== "phone") {
        await queueMail(
          tx,
          { to: options.restaurantEmail, ...newOrderForRestaurant(row, options.publicUrl) },
          `order-for-restaurant:${row.id}`,
        );
      }
      return row;
    });
    if (inserted) return inserted;
  }
  throw new Error("Could not allocate a unique order number");
}

/**
 * What a new order changes among the public facts: the ordering status only when it took the last
 * collection slot of the day (ordering was open, or the order would have been refused, and stays
 * open while a slot is left), and the offers list's use counts when a promotion was applied.
 */
export async function factsChangedByOrder(
  db: Db,
  now: Date,
  order: { promotions: readonly unknown[] },
): Promise<CacheTag[]> {
  const changed: CacheTag[] = [];
  if ((await loadCollectionSlots(db, now)).slots.length === 0) changed.push("slots");
  if (order.promotions.length > 0) changed.push("offer-uses");
  return changed;
}

export function getPublicUrl(deps: Pick<AppDeps, "env">): string {
  return deps.env.PUBLIC_URL;
}
