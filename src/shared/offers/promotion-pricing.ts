/**
 * The one promotions engine (docs/architecture.md rule 1): the cart, the checkout, the quote and the
 * order all price with `applyPromotions`, in integer pence. It is pure: the server loads the
 * promotions, the customer's history and the clock, and passes them in.
 *
 * A cart line carries its FINAL unit price (dish plus chosen options; a meal deal is a dish with its
 * set price), so options and meal deals need nothing from this module.
 *
 * The combining rule (COMBINING_RULE, shown to the diner):
 * 1. every free-dish promotion the order qualifies for applies, each making one dish free;
 * 2. of the other automatic promotions, the one worth most applies (higher priority on a tie);
 * 3. a code that gives a free dish adds to them; any other code replaces the automatic discount
 *    when it is worth more (the diner is told), and is refused with the reason otherwise;
 * 4. loyalty points come last and never take the total below zero.
 * Every applied promotion is its own line; subtotal minus the lines is the total.
 */

import type { Fulfilment } from "../delivery/delivery-order.schema";
import { formatPence } from "../money";
import type { CustomerFacts, OrderingChannel, Promotion, PromotionReward } from "./promotion";
import { checkPromotionAvailable, PROMOTION_MESSAGES } from "./promotion-availability";
import { singular } from "./promotion-terms";

export const COMBINING_RULE =
  "You get the best automatic discount plus any free dishes you qualify for. A code replaces the automatic discount when it saves you more, and we tell you when it does. Loyalty points are taken off last.";

export interface CartLine {
  menuItemId: number;
  name: string;
  category: string;
  /** Final unit price in pence (options included). */
  unitPricePence: number;
  quantity: number;
  /**
   * A meal deal's dishes (one deal's worth), each priced as bought alone. The engine reads a deal as
   * these dishes sharing its price, so a promotion on biryanis, a free starter or a minimum spend
   * treats a deal as the dishes in it: a cart with a deal never costs more than the same dishes
   * bought alone (issue 21).
   */
  parts?: readonly DealPartLine[];
}

interface DealPartLine {
  menuItemId: number;
  name: string;
  category: string;
  /** The dish's price alone (its own options included). */
  unitPricePence: number;
}

export interface PromotionInput {
  lines: readonly CartLine[];
  promotions: readonly Promotion[];
  now: Date;
  code?: string | null;
  customer: CustomerFacts | null;
  /** Points the diner asks to spend (signed in only). */
  pointsToRedeem?: number;
  /** Points worth £1 (staff setting, default 100). */
  pointsPerPound?: number;
  /** Collected or delivered (issue 35); collection when absent. */
  fulfilment?: Fulfilment;
  /** Which promotions apply: the online checkout's (the default) or a catering request's. */
  channel?: OrderingChannel;
}

type AppliedKind = PromotionReward["kind"] | "points";
export interface AppliedPromotion {
  /** null for the loyalty-points line. */
  promotionId: number | null;
  title: string;
  kind: AppliedKind;
  code: string | null;
  /** Positive pence taken off. */
  amountPence: number;
}

export interface PromotionResult {
  subtotalPence: number;
  discountPence: number;
  totalPence: number;
  lines: AppliedPromotion[];
  /** The code applied (upper case), or null. */
  couponCode: string | null;
  /** Why the entered code was not applied. */
  couponError: string | null;
  /** A message for the diner about how promotions combined (e.g. the code replaced an offer). */
  notice: string | null;
  pointsRedeemed: number;
  /**
   * Free dishes the order qualifies for but does not hold yet ("Spend £30, get a free dessert" with
   * no dessert in the cart): the cart tells the diner and lets them pick one.
   */
  freeItemsToClaim: FreeItemToClaim[];
  /** Whether the code was refused only because the order already has a better discount. */
  couponBeatenByOffer: boolean;
  /** The beaten code's promotion: the order keeps it for later instead of spending it (decision 0039). */
  keptPromotionId: number | null;
}

interface FreeItemToClaim {
  promotionId: number;
  title: string;
  /** The menu category the free dish comes from. */
  category: string;
}

function normaliseCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase();
  return trimmed ? trimmed : null;
}

function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPricePence * l.quantity, 0);
}

function lineMatches(
  line: Pick<CartLine, "menuItemId" | "category">,
  categories: string[] | null,
  ids: number[] | null,
): boolean {
  const anyFilter = (categories?.length ?? 0) > 0 || (ids?.length ?? 0) > 0;
  if (!anyFilter) return true;
  return (categories?.includes(line.category) ?? false) || (ids?.includes(line.menuItemId) ?? false);
}

/**
 * One unit per element, so free dishes and bundles can take single units. A meal deal becomes its
 * dishes, each with its share of the deal's price (`pricePence`) and its price alone (`valuePence`).
 */
interface Unit {
  line: Pick<CartLine, "menuItemId" | "name" | "category">;
  pricePence: number;
  valuePence: number;
  taken: boolean;
}

/**
 * Shares a price between parts in proportion to their prices alone, in whole pence that add up
 * exactly (largest remainder). Each share is at most its part's price, as the total is at most
 * their sum (a deal never dearer than its dishes).
 */
export function sharePrice(totalPence: number, partPrices: readonly number[]): number[] {
  const sum = partPrices.reduce((a, b) => a + b, 0);
  if (sum <= 0) return partPrices.map((_, i) => (i === 0 ? totalPence : 0));
  const exact = partPrices.map((p) => (p * totalPence) / sum);
  const shares = exact.map(Math.floor);
  let left = totalPence - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

function toUnits(lines: readonly CartLine[]): Unit[] {
  return lines.flatMap((line) => {
    const parts = line.parts ?? [];
    if (parts.length === 0) {
      return Array.from({ length: line.quantity }, () => ({
        line,
        pricePence: line.unitPricePence,
        valuePence: line.unitPricePence,
        taken: false,
      }));
    }
    const shares = sharePrice(
      line.unitPricePence,
      parts.map((p) => p.unitPricePence),
    );
    return Array.from({ length: line.quantity }, () =>
      parts.map((part, i) => ({
        line: part,
        pricePence: shares[i] ?? 0,
        valuePence: Math.max(part.unitPricePence, shares[i] ?? 0),
        taken: false,
      })),
    ).flat();
  });
}

type Evaluation = { amountPence: number; takes: Unit[] } | { error: string; needsCategory?: string };

/**
 * What the promotion takes off these (not yet taken) units, or why it does not apply to this cart.
 * A minimum spend counts a meal deal at what its dishes cost alone (`spendPence`).
 */
function evaluate(p: Promotion, units: Unit[], spendPence: number): Evaluation {
  const c = p.conditions;
  const free = units.filter((u) => !u.taken);
  if (spendPence < c.minSpendPence) {
    return { error: `Spend ${formatPence(c.minSpendPence)} to use this code` };
  }
  const base = free.filter((u) => lineMatches(u.line, c.categories, c.menuItemIds));
  if (base.length === 0) return { error: PROMOTION_MESSAGES.notApplicable };
  const basePence = base.reduce((s, u) => s + u.pricePence, 0);
  const r = p.reward;
  if (r.kind === "percent_off") {
    let amount = Math.round((basePence * r.percent) / 100);
    if (r.capPence !== null) amount = Math.min(amount, r.capPence);
    return { amountPence: clamp(amount, basePence), takes: [] };
  }
  if (r.kind === "amount_off") return { amountPence: clamp(r.amountPence, basePence), takes: [] };
  if (r.kind === "free_item") {
    // The conditions' dishes only need to be in the cart ("free dessert with any biryani").
    // A dish that already costs nothing gains nothing from being free: it never makes a £0.00 line.
    const candidates = free.filter((u) => u.line.category === r.category && u.pricePence > 0);
    if (candidates.length === 0) {
      return {
        error: `Add a ${singular(r.category)} to your order to get it free.`,
        needsCategory: r.category,
      };
    }
    const cheapest = candidates.reduce((a, b) => (b.pricePence < a.pricePence ? b : a));
    return { amountPence: cheapest.pricePence, takes: [cheapest] };
  }
  // Bundle: fill each slot with the dearest matching units (the diner saves most), once per order.
  // Dearest by the dish's own price, so a deal's dishes are picked as they would be bought alone.
  const takes: Unit[] = [];
  for (const slot of r.slots) {
    const matching = free
      .filter((u) => !takes.includes(u) && lineMatches(u.line, slot.categories, slot.menuItemIds))
      .sort((a, b) => b.valuePence - a.valuePence || b.pricePence - a.pricePence)
      .slice(0, slot.quantity);
    if (matching.length < slot.quantity) return { error: PROMOTION_MESSAGES.notApplicable };
    takes.push(...matching);
  }
  const full = takes.reduce((s, u) => s + u.pricePence, 0);
  if (full <= r.pricePence) return { error: PROMOTION_MESSAGES.notApplicable };
  return { amountPence: full - r.pricePence, takes };
}

function clamp(amount: number, max: number): number {
  return Math.max(0, Math.min(Math.round(amount), max));
}

/** Pence worth of points (whole pence, rounded down). */
export function pointsValuePence(points: number, pointsPerPound: number): number {
  return Math.floor((points * 100) / pointsPerPound);
}

/** Points needed for this many pence (rounded up, so the diner never gets more than they spend). */
function pointsForPence(pence: number, pointsPerPound: number): number {
  return Math.ceil((pence * pointsPerPound) / 100);
}

/**
 * What the cart says of a code a better promotion beat: the order does not spend it (the engine's
 * keptPromotionId), so it is still there for a later order (decision 0039).
 */
export function keptForLaterText(code: string): string {
  return `Code ${code} is kept for a later order: this order does not use it up.`;
}

export function applyPromotions(input: PromotionInput): PromotionResult {
  const subtotalPence = cartSubtotal(input.lines);
  const units = toUnits(input.lines);
  const spendPence = units.reduce((s, u) => s + u.valuePence, 0);
  const freeItemsToClaim: FreeItemToClaim[] = [];
  let couponBeatenByOffer = false;
  let keptPromotionId: number | null = null;
  const code = normaliseCode(input.code);
  const lines: AppliedPromotion[] = [];
  let couponCode: string | null = null;
  let couponError: string | null = null;
  let notice: string | null = null;

  const available = input.promotions.filter(
    (p) =>
      p.code === null &&
      checkPromotionAvailable(p, input.now, input.customer, input.fulfilment, input.channel) === null,
  );
  const byPriority = (a: Promotion, b: Promotion) => b.priority - a.priority || a.id - b.id;

  // 1. Free dishes: each qualifying automatic one, then the code's if it gives one.
  const takeFree = (p: Promotion): Evaluation => {
    const result = evaluate(p, units, spendPence);
    if ("error" in result) return result;
    for (const u of result.takes) u.taken = true;
    lines.push({
      promotionId: p.id,
      title: p.title,
      kind: p.reward.kind,
      code: p.code,
      amountPence: result.amountPence,
    });
    return result;
  };
  for (const p of available.filter((x) => x.reward.kind === "free_item").sort(byPriority)) {
    const result = takeFree(p);
    if ("error" in result && result.needsCategory) {
      freeItemsToClaim.push({ promotionId: p.id, title: p.title, category: result.needsCategory });
    }
  }

  const codePromotion = code ? (input.promotions.find((p) => p.code === code) ?? null) : null;
  let codeUnavailable: string | null = null;
  if (code) {
    codeUnavailable = codePromotion
      ? checkPromotionAvailable(codePromotion, input.now, input.customer, input.fulfilment, input.channel)
      : PROMOTION_MESSAGES.unknown;
  }
  if (codePromotion && codeUnavailable === null && codePromotion.reward.kind === "free_item") {
    const result = takeFree(codePromotion);
    if ("error" in result) couponError = result.error;
    else couponCode = code;
  } else if (code && codeUnavailable !== null) {
    couponError = codeUnavailable;
  }

  // 2. The best automatic discount; 3. a code discount replaces it when worth more.
  let best: { p: Promotion; amountPence: number; takes: Unit[] } | null = null;
  for (const p of available.filter((x) => x.reward.kind !== "free_item").sort(byPriority)) {
    const result = evaluate(p, units, spendPence);
    if ("error" in result || result.amountPence <= 0) continue;
    if (!best || result.amountPence > best.amountPence) best = { p, ...result };
  }
  if (codePromotion && codeUnavailable === null && codePromotion.reward.kind !== "free_item") {
    const result = evaluate(codePromotion, units, spendPence);
    if ("error" in result) couponError = result.error;
    else if (result.amountPence <= 0) couponError = PROMOTION_MESSAGES.notApplicable;
    else if (best && best.amountPence >= result.amountPence) {
      couponError = `${PROMOTION_MESSAGES.worseThanOffer} (${best.p.title} saves you ${formatPence(best.amountPence)}.)`;
      couponBeatenByOffer = true;
      keptPromotionId = codePromotion.id;
    } else {
      if (best) notice = `Code ${code} replaces "${best.p.title}" because it saves you more.`;
      best = { p: codePromotion, ...result };
      couponCode = code;
    }
  }
  if (best) {
    // Free dishes already taken stay free: the discount never exceeds what is left.
    const left = subtotalPence - lines.reduce((s, l) => s + l.amountPence, 0);
    const amountPence = clamp(best.amountPence, left);
    if (amountPence > 0) {
      lines.push({
        promotionId: best.p.id,
        title: best.p.title,
        kind: best.p.reward.kind,
        code: best.p.code,
        amountPence,
      });
    }
  }

  // 4. Loyalty points, last, never past zero.
  let pointsRedeemed = 0;
  const rate = input.pointsPerPound ?? 100;
  const requested = Math.max(0, Math.floor(input.pointsToRedeem ?? 0));
  if (requested > 0 && input.customer && rate > 0) {
    const usable = Math.min(requested, input.customer.loyaltyPoints);
    const left = subtotalPence - lines.reduce((s, l) => s + l.amountPence, 0);
    const pence = Math.min(pointsValuePence(usable, rate), left);
    if (pence > 0) {
      pointsRedeemed = Math.min(usable, pointsForPence(pence, rate));
      lines.push({
        promotionId: null,
        title: `${pointsRedeemed} loyalty points`,
        kind: "points",
        code: null,
        amountPence: pence,
      });
    }
  }

  const discountPence = lines.reduce((s, l) => s + l.amountPence, 0);
  return {
    subtotalPence,
    discountPence,
    totalPence: subtotalPence - discountPence,
    lines,
    couponCode,
    couponError,
    notice,
    pointsRedeemed,
    freeItemsToClaim,
    couponBeatenByOffer,
    keptPromotionId,
  };
}
