/**
 * Limits that keep online ordering usable for diners and useless for bots: a largest order that is
 * taken without a phone call (staff can raise it), and daily caps on unpaid orders so that nobody
 * can book out every collection slot without paying.
 */
import { z } from "zod";
import { formatPence, formatPenceGrouped, parsePounds } from "../money";

export const DEFAULT_MAX_ORDER_PENCE = 100_000;
export const DEFAULT_MAX_ORDER_ITEMS = 30;

/** Unpaid, not cancelled orders one phone number may hold for one (London) day. */
export const MAX_UNPAID_ORDERS_PER_PHONE_PER_DAY = 5;
/** Unpaid, not cancelled orders one client address may hold for one (London) day. */
export const MAX_UNPAID_ORDERS_PER_ADDRESS_PER_DAY = 10;

export const TOO_MANY_UNPAID_ORDERS_MESSAGE =
  "Too many unpaid orders today. Please pay for or cancel an earlier order, or call us.";

export interface OrderSizeLimits {
  maxOrderPence: number;
  maxOrderItems: number;
}

function describeOrderSizeLimit(limits: OrderSizeLimits): string {
  return `Orders over ${formatPenceGrouped(limits.maxOrderPence)} or ${limits.maxOrderItems} items need a call to the restaurant.`;
}

/** Null when the order may be placed online, else the message that says why not. */
export function checkOrderSize(
  order: { totalPence: number; itemCount: number },
  limits: OrderSizeLimits,
): string | null {
  return order.totalPence > limits.maxOrderPence || order.itemCount > limits.maxOrderItems
    ? describeOrderSizeLimit(limits)
    : null;
}

/**
 * One phone, however it is typed: digits only, and a UK international prefix (+44 / 0044, with or
 * without the trunk 0) folded to the national 0, so "+44 7700 900123" and "07700900123" count once.
 */
export function normalisePhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const national = /^(?:00)?44(\d+)$/.exec(digits)?.[1];
  if (national === undefined) return digits;
  return national.startsWith("0") ? national : `0${national}`;
}

export const OrderLimitsSettingsSchema = z.object({
  maxOrderPence: z
    .number({ error: "Largest order must be a number" })
    .int()
    .min(1000, "Largest order must be at least £10.00")
    .max(10_000_000, "Largest order must be at most £100,000.00"),
  maxOrderItems: z
    .number({ error: "Most items must be a number" })
    .int()
    .min(1, "Most items must be at least 1")
    .max(1000, "Most items must be at most 1000"),
});

/**
 * The staff form: the same fields typed as text (the amount in pounds), checked by the very rules
 * the server applies to the settings route.
 */
export const OrderLimitsFormSchema = z
  .object({ maxOrderPence: z.string(), maxOrderItems: z.string() })
  .transform((v) => ({
    maxOrderPence: parsePounds(v.maxOrderPence) ?? Number.NaN,
    maxOrderItems: /^\s*\d+\s*$/.test(v.maxOrderItems) ? Number(v.maxOrderItems) : Number.NaN,
  }))
  .pipe(OrderLimitsSettingsSchema);

/** How much more (pence) the food must come to before the order meets the staff's minimum; 0 when it does. */
export function amountToMinimum(subtotalPence: number, minOrderPence: number): number {
  return Math.max(0, minOrderPence - subtotalPence);
}

/** "Add £7.05 more to order for collection" (the cart) and the server's refusal of a small order. */
export function minimumOrderHint(subtotalPence: number, minOrderPence: number): string | null {
  const short = amountToMinimum(subtotalPence, minOrderPence);
  return short > 0 ? `Add ${formatPence(short)} more to order for collection` : null;
}

export function minimumOrderMessage(subtotalPence: number, minOrderPence: number): string | null {
  const hint = minimumOrderHint(subtotalPence, minOrderPence);
  return hint ? `The minimum order for collection is ${formatPence(minOrderPence)}. ${hint}.` : null;
}
