/**
 * What an order costs (ARCHITECTURE.md rule 1): the cart, the checkout summary and the server all
 * price with this one function, in integer pence. The server's answer is the one that counts.
 *
 * Discounts do not stack: the diner gets the best automatic offer active now, or the coupon they
 * entered when it is worth more. A valid coupon that is worth less is reported, not silently lost.
 *
 * Per-customer coupon rules (first-time customers only, uses per customer) need the customer's
 * history, which only the server has: the caller passes its verdict as `couponEligibility`
 * (default: eligible). An ineligible verdict refuses the coupon with the caller's reason.
 */
import { z } from "zod";
import { formatPence } from "../money";

export interface PricingLine {
  pricePence: number;
  quantity: number;
  category: string;
}

/** An offer as stored (offers table); only codeless, active ones in their dates apply by themselves. */
export interface PricingOffer {
  id: number;
  title: string;
  discountType: "percentage" | "fixed_amount" | "free_delivery";
  /** Percent for percentage offers, pence for fixed-amount ones. */
  discountValue: number;
  minOrderPence: number;
  validFrom: Date | string;
  validTo: Date | string;
  isActive: boolean;
  offerCode: string | null;
  priority: number;
  maxRedemptions: number | null;
  currentRedemptions: number;
}

/** A coupon as stored (coupons table). */
export interface PricingCoupon {
  id: number;
  code: string;
  title: string;
  type: "percentage" | "fixed_amount";
  /** Percent for percentage coupons, pence for fixed-amount ones. */
  value: number;
  minimumOrderPence: number;
  maximumDiscountPence: number | null;
  totalUsageLimit: number | null;
  totalUsed: number;
  isActive: boolean;
  validFrom: Date | string | null;
  validUntil: Date | string | null;
  applicableCategories: string[] | null;
}

export type CouponEligibility = { eligible: true } | { eligible: false; reason: string };

export interface PricingInput {
  lines: readonly PricingLine[];
  now: Date;
  offers: readonly PricingOffer[];
  /** The code the diner typed, if any (the caller looks it up and passes the coupon, or null). */
  couponCode?: string | null;
  coupon?: PricingCoupon | null;
  couponEligibility?: CouponEligibility;
}

export const PricingSchema = z.object({
  subtotalPence: z.number().int(),
  discountPence: z.number().int(),
  totalPence: z.number().int(),
  /** What was applied, e.g. "10% off collection orders over £30" or "Coupon WELCOME15". */
  discountLabel: z.string().nullable(),
  offerId: z.number().int().nullable(),
  /** The coupon applied (upper case), or null. */
  couponCode: z.string().nullable(),
  /** Why the entered code was not applied; null when it was (or none was entered). */
  couponError: z.string().nullable(),
});
export type Pricing = z.infer<typeof PricingSchema>;

export const COUPON_MESSAGES = {
  unknown: "This coupon code is not valid.",
  inactive: "This coupon is no longer active.",
  notYet: "This coupon is not valid yet.",
  expired: "This coupon has expired.",
  usedUp: "This coupon has reached its usage limit.",
  notApplicable: "This coupon does not apply to the dishes in your order.",
  worseThanOffer: "Your order already has a better discount, so the coupon was not applied.",
} as const;

export function normaliseCouponCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase();
  return trimmed ? trimmed : null;
}

function toTime(value: Date | string | null): number | null {
  return value === null ? null : new Date(value).getTime();
}

export function calculateSubtotal(lines: readonly PricingLine[]): number {
  return lines.reduce((sum, line) => sum + line.pricePence * line.quantity, 0);
}

function percentOf(pence: number, percent: number): number {
  return Math.round((pence * percent) / 100);
}

function clampDiscount(discount: number, base: number): number {
  return Math.max(0, Math.min(discount, base));
}

/** Whether an offer applies by itself now (codeless, active, in its dates, under its redemptions cap). */
export function isAutomaticOfferActive(offer: PricingOffer, now: Date): boolean {
  const t = now.getTime();
  return (
    offer.isActive &&
    !offer.offerCode &&
    offer.discountType !== "free_delivery" &&
    (toTime(offer.validFrom) ?? 0) <= t &&
    t <= (toTime(offer.validTo) ?? Number.POSITIVE_INFINITY) &&
    (offer.maxRedemptions === null || offer.currentRedemptions < offer.maxRedemptions)
  );
}

export function calculateOfferDiscount(offer: PricingOffer, subtotalPence: number): number {
  if (subtotalPence < offer.minOrderPence) return 0;
  const raw =
    offer.discountType === "percentage" ? percentOf(subtotalPence, offer.discountValue) : offer.discountValue;
  return clampDiscount(raw, subtotalPence);
}

/** The automatic offer worth most for this subtotal (higher priority first on a tie), or null. */
export function findBestOffer(
  offers: readonly PricingOffer[],
  subtotalPence: number,
  now: Date,
): { offer: PricingOffer; discountPence: number } | null {
  let best: { offer: PricingOffer; discountPence: number } | null = null;
  for (const offer of offers) {
    if (!isAutomaticOfferActive(offer, now)) continue;
    const discountPence = calculateOfferDiscount(offer, subtotalPence);
    if (discountPence <= 0) continue;
    if (
      !best ||
      discountPence > best.discountPence ||
      (discountPence === best.discountPence && offer.priority > best.offer.priority)
    ) {
      best = { offer, discountPence };
    }
  }
  return best;
}

/** The coupon's discount on these lines, or the reason it cannot be used. */
export function calculateCouponDiscount(
  coupon: PricingCoupon,
  lines: readonly PricingLine[],
  now: Date,
  eligibility: CouponEligibility = { eligible: true },
): { discountPence: number } | { error: string } {
  const t = now.getTime();
  if (!coupon.isActive) return { error: COUPON_MESSAGES.inactive };
  const from = toTime(coupon.validFrom);
  const until = toTime(coupon.validUntil);
  if (from !== null && t < from) return { error: COUPON_MESSAGES.notYet };
  if (until !== null && t > until) return { error: COUPON_MESSAGES.expired };
  if (coupon.totalUsageLimit !== null && coupon.totalUsed >= coupon.totalUsageLimit) {
    return { error: COUPON_MESSAGES.usedUp };
  }
  if (!eligibility.eligible) return { error: eligibility.reason };
  const subtotal = calculateSubtotal(lines);
  if (subtotal < coupon.minimumOrderPence) {
    return {
      error: `This coupon needs a minimum order of ${formatPence(coupon.minimumOrderPence)}.`,
    };
  }
  const categories = coupon.applicableCategories;
  const base =
    categories && categories.length > 0
      ? calculateSubtotal(lines.filter((l) => categories.includes(l.category)))
      : subtotal;
  if (base <= 0) return { error: COUPON_MESSAGES.notApplicable };
  let discount = coupon.type === "percentage" ? percentOf(base, coupon.value) : coupon.value;
  if (coupon.maximumDiscountPence !== null) discount = Math.min(discount, coupon.maximumDiscountPence);
  const discountPence = clampDiscount(discount, base);
  return discountPence > 0 ? { discountPence } : { error: COUPON_MESSAGES.notApplicable };
}

function describeOffer(offer: PricingOffer): string {
  return offer.title;
}

export function calculateOrderPricing(input: PricingInput): Pricing {
  const subtotalPence = calculateSubtotal(input.lines);
  const best = findBestOffer(input.offers, subtotalPence, input.now);
  const code = normaliseCouponCode(input.couponCode);

  let couponResult: { discountPence: number; coupon: PricingCoupon } | null = null;
  let couponError: string | null = null;
  if (code) {
    if (!input.coupon || input.coupon.code.toUpperCase() !== code) {
      couponError = COUPON_MESSAGES.unknown;
    } else {
      const result = calculateCouponDiscount(input.coupon, input.lines, input.now, input.couponEligibility);
      if ("error" in result) couponError = result.error;
      else couponResult = { discountPence: result.discountPence, coupon: input.coupon };
    }
  }

  if (couponResult && best && best.discountPence >= couponResult.discountPence) {
    couponError = COUPON_MESSAGES.worseThanOffer;
    couponResult = null;
  }

  if (couponResult) {
    return {
      subtotalPence,
      discountPence: couponResult.discountPence,
      totalPence: subtotalPence - couponResult.discountPence,
      discountLabel: `Coupon ${couponResult.coupon.code.toUpperCase()}: ${couponResult.coupon.title}`,
      offerId: null,
      couponCode: couponResult.coupon.code.toUpperCase(),
      couponError: null,
    };
  }
  return {
    subtotalPence,
    discountPence: best?.discountPence ?? 0,
    totalPence: subtotalPence - (best?.discountPence ?? 0),
    discountLabel: best ? describeOffer(best.offer) : null,
    offerId: best?.offer.id ?? null,
    couponCode: null,
    couponError,
  };
}
