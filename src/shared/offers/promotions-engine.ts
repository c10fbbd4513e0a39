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
import { getLondonMoment, parseTime } from "../opening-hours/london-time";

export const COMBINING_RULE =
  "You get the best automatic discount plus any free dishes you qualify for. A code replaces the automatic discount when it saves you more, and we tell you when it does. Loyalty points are taken off last.";

/** Where a promotion is given: only "online" ones are priced at checkout; the others are labelled. */
export const PROMOTION_CHANNELS = ["online", "in_restaurant", "phone", "catering"] as const;
export type PromotionChannel = (typeof PROMOTION_CHANNELS)[number];
/** The channels that price an order on this site: the checkout, and a catering request. */
type OrderingChannel = Extract<PromotionChannel, "online" | "catering">;
export const CHANNEL_LABELS: Record<PromotionChannel, string> = {
  online: "Online orders",
  in_restaurant: "In the restaurant",
  phone: "Phone orders",
  catering: "Catering quotes",
};

/**
 * One slot of a bundle: `quantity` dishes from `categories` or `menuItemIds`. Meal deals (dishes with
 * a set price whose options choose other dishes) do not need this; a bundle is for "these separate
 * dishes together cost £X" promotions and uses the same slot shape as a meal deal's option group.
 */
interface BundleSlot {
  quantity: number;
  categories: string[] | null;
  menuItemIds: number[] | null;
}

export type PromotionReward =
  | { kind: "percent_off"; percent: number; capPence: number | null }
  | { kind: "amount_off"; amountPence: number }
  /** The cheapest dish of this category in the cart is free (one). */
  | { kind: "free_item"; category: string }
  | { kind: "bundle_price"; pricePence: number; slots: BundleSlot[] };

export interface PromotionConditions {
  minSpendPence: number;
  /** The cart must hold a dish of one of these; percent/amount rewards apply to those dishes only. */
  categories: string[] | null;
  menuItemIds: number[] | null;
  /** London days, 0 = Sunday; null = every day. */
  daysOfWeek: number[] | null;
  /** London "HH:MM", start inclusive, end exclusive; both or neither. */
  startTime: string | null;
  endTime: string | null;
  validFrom: Date | string | null;
  validTo: Date | string | null;
  firstOrderOnly: boolean;
  signedInOnly: boolean;
  usesPerCustomer: number | null;
  totalUses: number | null;
  birthdayWeek: boolean;
  /** Collection orders only (issue 35): a delivery order does not get it. */
  collectionOnly: boolean;
}

export interface Promotion {
  id: number;
  title: string;
  /** Upper case; null = automatic. */
  code: string | null;
  isActive: boolean;
  channel: PromotionChannel;
  priority: number;
  usedCount: number;
  reward: PromotionReward;
  conditions: PromotionConditions;
}

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

export interface CustomerFacts {
  id: number;
  /** Orders placed before this one (not cancelled, or paid). */
  earlierOrders: number;
  /** YYYY-MM-DD or null. */
  dateOfBirth: string | null;
  /** Uses of each promotion by this customer so far, by promotion id. */
  usesByPromotion: Record<number, number>;
  loyaltyPoints: number;
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

export const PROMOTION_MESSAGES = {
  unknown: "This coupon code is not valid.",
  notOnline: "This code is not for online orders.",
  notCatering: "This code is not for catering orders.",
  inactive: "This coupon is no longer active.",
  notYet: "This coupon is not valid yet.",
  expired: "This coupon has expired.",
  usedUp: "This coupon has reached its usage limit.",
  notApplicable: "This coupon does not apply to the dishes in your order.",
  signIn: "Please sign in to use this code.",
  firstOrder: "This code is for your first order only.",
  alreadyUsed: "You have already used this code.",
  birthday: "This code is valid in your birthday week. Add your date of birth in your account.",
  worseThanOffer: "Your order already has a better discount, so the code was not applied.",
  collectionOnly: "This offer is for collection orders only.",
} as const;

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function normaliseCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase();
  return trimmed ? trimmed : null;
}

function toTime(value: Date | string | null): number | null {
  return value === null ? null : new Date(value).getTime();
}

function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPricePence * l.quantity, 0);
}

/** "Tuesday to Friday", "Friday to Sunday", "Monday, Wednesday" (days as the week runs). */
function describeDays(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return "every day";
  // A run that wraps past Saturday (Fri, Sat, Sun) reads Friday to Sunday.
  for (let start = 0; start < 7; start++) {
    const run = Array.from({ length: sorted.length }, (_, i) => (start + i) % 7);
    if (sorted.length >= 3 && run.every((d) => sorted.includes(d))) {
      return `${DAY_NAMES[run[0] ?? 0]} to ${DAY_NAMES[run[run.length - 1] ?? 0]}`;
    }
  }
  return sorted.map((d) => DAY_NAMES[d]).join(", ");
}

/** "Valid Tuesday to Friday 12:00-15:00", or null when the promotion runs at any time. */
function describeWhen(c: PromotionConditions): string | null {
  const parts: string[] = [];
  if (c.daysOfWeek && c.daysOfWeek.length > 0 && c.daysOfWeek.length < 7)
    parts.push(describeDays(c.daysOfWeek));
  if (c.startTime && c.endTime) parts.push(`${c.startTime}-${c.endTime}`);
  return parts.length > 0 ? `Valid ${parts.join(" ")}` : null;
}

/** The reward in words: "15% off (up to £10.00)", "£5.00 off", "A free dessert". */
export function describeReward(reward: PromotionReward): string {
  switch (reward.kind) {
    case "percent_off":
      return `${reward.percent}% off${reward.capPence !== null ? ` (up to ${formatPence(reward.capPence)})` : ""}`;
    case "amount_off":
      return `${formatPence(reward.amountPence)} off`;
    case "free_item":
      return `A free ${singular(reward.category)}`;
    case "bundle_price":
      return `Bundle for ${formatPence(reward.pricePence)}`;
  }
}

function singular(category: string): string {
  return category.replace(/-/g, " ").replace(/s$/, "");
}

/** The terms a diner reads next to a promotion, all derived from what the engine checks. */
export function describeTerms(p: Promotion): string[] {
  const c = p.conditions;
  const terms: string[] = [];
  if (c.minSpendPence > 0) terms.push(`Minimum spend ${formatPence(c.minSpendPence)}`);
  if (c.categories?.length) terms.push(`With ${c.categories.map((x) => x.replace(/-/g, " ")).join(" or ")}`);
  const when = describeWhen(c);
  if (when) terms.push(when);
  if (c.collectionOnly) terms.push("Collection orders only");
  if (c.firstOrderOnly) terms.push("First order only");
  if (c.signedInOnly) terms.push("Signed-in customers only");
  if (c.birthdayWeek) terms.push("In your birthday week");
  if (c.usesPerCustomer !== null)
    terms.push(`${c.usesPerCustomer} use${c.usesPerCustomer === 1 ? "" : "s"} per customer`);
  if (c.totalUses !== null) terms.push(`Limited to ${c.totalUses} orders`);
  if (p.reward.kind === "free_item")
    terms.push(`The cheapest ${singular(p.reward.category)} in your order is free`);
  if (p.code) terms.push(`Code ${p.code}`);
  return terms;
}

/** Whether a birth date's anniversary falls within 3 days either side of today's London date. */
export function isBirthdayWeek(dateOfBirth: string, now: Date): boolean {
  const today = getLondonMoment(now).date;
  const [y] = today.split("-").map(Number);
  const md = dateOfBirth.slice(5);
  for (const year of [(y ?? 0) - 1, y ?? 0, (y ?? 0) + 1]) {
    // 29 February is celebrated on 28 February in other years.
    const candidate = md === "02-29" && !isLeap(year) ? `${year}-02-28` : `${year}-${md}`;
    const days = (Date.parse(`${candidate}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000;
    if (Math.abs(days) <= 3) return true;
  }
  return false;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Whether the promotion can be used now by this customer, ignoring the cart; the reason otherwise,
 * worded for the diner.
 */
export function checkPromotionAvailable(
  p: Promotion,
  now: Date,
  customer: CustomerFacts | null,
  fulfilment: Fulfilment = "collection",
  channel: OrderingChannel = "online",
): string | null {
  const c = p.conditions;
  const t = now.getTime();
  if (!p.isActive) return PROMOTION_MESSAGES.inactive;
  if (p.channel !== channel)
    return channel === "online" ? PROMOTION_MESSAGES.notOnline : PROMOTION_MESSAGES.notCatering;
  if (c.collectionOnly && fulfilment === "delivery") return PROMOTION_MESSAGES.collectionOnly;
  const from = toTime(c.validFrom);
  const to = toTime(c.validTo);
  if (from !== null && t < from) return PROMOTION_MESSAGES.notYet;
  if (to !== null && t >= to) return PROMOTION_MESSAGES.expired;
  if (c.totalUses !== null && p.usedCount >= c.totalUses) return PROMOTION_MESSAGES.usedUp;
  const moment = getLondonMoment(now);
  const when = describeWhen(c);
  if (c.daysOfWeek && c.daysOfWeek.length > 0 && !c.daysOfWeek.includes(moment.dayOfWeek)) return when;
  if (c.startTime && c.endTime) {
    const start = parseTime(c.startTime);
    const end = parseTime(c.endTime);
    if (moment.minutes < start || moment.minutes >= end) return when;
  }
  const needsAccount = c.signedInOnly || c.firstOrderOnly || c.birthdayWeek || c.usesPerCustomer !== null;
  if (needsAccount && !customer) return PROMOTION_MESSAGES.signIn;
  if (customer) {
    if (c.firstOrderOnly && customer.earlierOrders > 0) return PROMOTION_MESSAGES.firstOrder;
    if (c.usesPerCustomer !== null && (customer.usesByPromotion[p.id] ?? 0) >= c.usesPerCustomer) {
      return PROMOTION_MESSAGES.alreadyUsed;
    }
    if (c.birthdayWeek && !(customer.dateOfBirth && isBirthdayWeek(customer.dateOfBirth, now))) {
      return PROMOTION_MESSAGES.birthday;
    }
  }
  return null;
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

/** The instant London's current day ends (its next midnight), whatever the clock change. */
export function endOfLondonDay(now: Date): Date {
  const today = getLondonMoment(now).date;
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const nextDate = next.toISOString().slice(0, 10);
  const utcMidnight = new Date(`${nextDate}T00:00:00Z`);
  const london = getLondonMoment(utcMidnight);
  // In summer, UTC midnight is 01:00 in London: step back by London's lead.
  return london.date === nextDate ? new Date(utcMidnight.getTime() - london.minutes * 60_000) : utcMidnight;
}

/** The instant of "HH:MM" on the London date of `now` (for a flash sale ending at closing time). */
export function londonTimeToday(now: Date, hhmm: string): Date {
  const dayStart = new Date(endOfLondonDay(now).getTime() - 24 * 3_600_000);
  // Across a clock change the day is 23 or 25 hours: correct with London's own reading.
  const guess = new Date(dayStart.getTime() + parseTime(hhmm) * 60_000);
  const drift = getLondonMoment(guess).minutes - parseTime(hhmm);
  return new Date(guess.getTime() - drift * 60_000);
}

/**
 * The automatic online promotions anyone can get now (a guest: no code, no account), ranked by
 * what they take off a cart that meets every one's minimum spend (at least £30): the first is the
 * discount a cart gets, the deal the banners name (issue 21: they named 10% while the cart took
 * 30%). Discounts on some dishes only come next, free dishes last (they add to a discount).
 */
export function rankAdvertisedPromotions(promotions: readonly Promotion[], now: Date): number[] {
  const candidates = promotions.filter(
    (p) => p.code === null && p.channel === "online" && checkPromotionAvailable(p, now, null) === null,
  );
  const referencePence = Math.max(3000, ...candidates.map((p) => p.conditions.minSpendPence));
  const worth = (p: Promotion): number => {
    const r = p.reward;
    if (r.kind === "percent_off") {
      const amount = Math.round((referencePence * r.percent) / 100);
      return r.capPence === null ? amount : Math.min(amount, r.capPence);
    }
    if (r.kind === "amount_off") return Math.min(r.amountPence, referencePence);
    return 0;
  };
  const limited = (p: Promotion) =>
    Boolean(p.conditions.categories?.length || p.conditions.menuItemIds?.length);
  const byWorth = (a: Promotion, b: Promotion) =>
    worth(b) - worth(a) || b.priority - a.priority || a.id - b.id;
  const discounts = candidates.filter((p) => worth(p) > 0);
  return [
    ...discounts.filter((p) => !limited(p)).sort(byWorth),
    ...discounts.filter(limited).sort(byWorth),
    ...candidates
      .filter((p) => p.reward.kind === "free_item")
      .sort((a, b) => b.priority - a.priority || a.id - b.id),
  ].map((p) => p.id);
}
