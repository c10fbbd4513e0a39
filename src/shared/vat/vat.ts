/**
 * Output VAT on what the restaurant sells (issue 40, docs/decisions/0047): pure arithmetic in
 * integer pence, no I/O. Prices are VAT-inclusive as diners see them; the VAT inside a gross amount
 * at rate r (basis points, 2000 = 20%) is gross × r / (10000 + r), rounded half up once per rate
 * per order. Lines, promotions and refunds are apportioned with the largest-remainder rule, so
 * their parts always add up to the whole to the penny.
 */

/** Rates in basis points. Reduced (5%) exists in law for some supplies; restaurant food is not one today. */
export const VAT_RATES = { standard: 2000, reduced: 500, zero: 0 } as const;
export type VatRateCode = keyof typeof VAT_RATES;

/** "20%", "0%", "5%". */
export function formatVatRate(rateBasisPoints: number): string {
  const whole = Math.floor(rateBasisPoints / 100);
  const rest = rateBasisPoints % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}%`;
}

/** Integer division rounding half up, for non-negative numerator and positive denominator. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The VAT inside a VAT-inclusive amount: gross × r / (1 + r), to the nearest penny (half up). */
export function vatInGross(grossPence: number, rateBasisPoints: number): number {
  if (rateBasisPoints === 0 || grossPence === 0) return 0;
  const sign = grossPence < 0 ? -1 : 1;
  return sign * divideHalfUp(Math.abs(grossPence) * rateBasisPoints, 10_000 + rateBasisPoints);
}

/**
 * The seam for a delivery fee (or any other charge): its VAT at the rate the owner set for it.
 * A fee is VAT-inclusive like every price the diner sees.
 */
export function vatOnFee(feePence: number, rateBasisPoints: number): number {
  return vatInGross(feePence, rateBasisPoints);
}

/**
 * Shares `total` across `weights` in proportion, in whole pence, the shares adding up to `total`
 * exactly (largest remainder; ties to the earlier weight). Zero total weight: all to the first
 * non-empty position, or nothing when there are no weights.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const shares = weights.map((w) => Math.floor((abs * w) / sum));
  let left = abs - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, remainder: (abs * w) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares.map((s) => s * sign);
}

/** One priced part of an order: a dish, a choice's extra, or a fee; VAT-inclusive, before discounts. */
export interface VatLineInput {
  key: string;
  grossPence: number;
  rateBasisPoints: number;
}

interface VatLine extends VatLineInput {
  /** This line's share of the order's discounts (promotions and points). */
  discountPence: number;
  /** What the diner pays for this line: gross less its discount. */
  paidPence: number;
  vatPence: number;
}

export interface VatByRate {
  rateBasisPoints: number;
  /** VAT-inclusive amount at this rate (after discounts). */
  grossPence: number;
  vatPence: number;
  netPence: number;
}

export interface OrderVat {
  lines: VatLine[];
  byRate: VatByRate[];
  vatPence: number;
  paidPence: number;
}

/**
 * An order's VAT: the discount shared across lines in proportion to their gross, VAT per rate on
 * that rate's paid amount, and each rate's VAT shared across its lines. Lines of negative gross
 * are not expected (a choice that lowers a price is folded into its dish by the caller).
 */
export function orderVat(lines: readonly VatLineInput[], discountPence: number): OrderVat {
  const gross = lines.map((l) => Math.max(0, l.grossPence));
  const subtotal = gross.reduce((a, b) => a + b, 0);
  const discount = Math.min(Math.max(0, discountPence), subtotal);
  const discounts = apportion(discount, gross);
  const paid = gross.map((g, i) => g - (discounts[i] ?? 0));
  const rates = [...new Set(lines.map((l) => l.rateBasisPoints))].sort((a, b) => b - a);
  const vat = new Array<number>(lines.length).fill(0);
  const byRate: VatByRate[] = [];
  for (const rate of rates) {
    const idx = lines.flatMap((l, i) => (l.rateBasisPoints === rate ? [i] : []));
    const rateGross = idx.reduce((n, i) => n + (paid[i] ?? 0), 0);
    const rateVat = vatInGross(rateGross, rate);
    const shares = apportion(
      rateVat,
      idx.map((i) => paid[i] ?? 0),
    );
    idx.forEach((lineIndex, k) => {
      vat[lineIndex] = shares[k] ?? 0;
    });
    byRate.push({
      rateBasisPoints: rate,
      grossPence: rateGross,
      vatPence: rateVat,
      netPence: rateGross - rateVat,
    });
  }
  return {
    lines: lines.map((l, i) => ({
      ...l,
      grossPence: gross[i] ?? 0,
      discountPence: discounts[i] ?? 0,
      paidPence: paid[i] ?? 0,
      vatPence: vat[i] ?? 0,
    })),
    byRate,
    vatPence: byRate.reduce((n, r) => n + r.vatPence, 0),
    paidPence: paid.reduce((a, b) => a + b, 0),
  };
}

/** Sums stored lines back into VAT per rate (the stored lines add up to each rate's VAT). */
export function sumByRate(
  lines: readonly { rateBasisPoints: number; paidPence: number; vatPence: number }[],
): VatByRate[] {
  const map = new Map<number, VatByRate>();
  for (const l of lines) {
    const r = map.get(l.rateBasisPoints) ?? {
      rateBasisPoints: l.rateBasisPoints,
      grossPence: 0,
      vatPence: 0,
      netPence: 0,
    };
    r.grossPence += l.paidPence;
    r.vatPence += l.vatPence;
    r.netPence = r.grossPence - r.vatPence;
    map.set(l.rateBasisPoints, r);
  }
  return [...map.values()].sort((a, b) => b.rateBasisPoints - a.rateBasisPoints);
}

/**
 * The VAT given back by one refund of an order, per rate. Refunds are shared across the order's
 * rates in proportion to their paid amounts, cumulatively: the parts of the refunds so far are
 * those of their running total, so refunds that add up to the whole order give back exactly its
 * VAT, rate by rate, however the amounts were split.
 */
export function refundVat(
  order: readonly VatByRate[],
  refundedBeforePence: number,
  refundPence: number,
): VatByRate[] {
  const upTo = (cumulative: number) => {
    const gross = apportion(
      cumulative,
      order.map((r) => r.grossPence),
    );
    return order.map((r, i) => {
      const g = gross[i] ?? 0;
      const v = r.grossPence === 0 ? 0 : divideHalfUp(r.vatPence * g, r.grossPence);
      return { g, v };
    });
  };
  const total = order.reduce((n, r) => n + r.grossPence, 0);
  const before = upTo(Math.min(total, refundedBeforePence));
  const after = upTo(Math.min(total, refundedBeforePence + refundPence));
  return order.map((r, i) => {
    const grossPence = (after[i]?.g ?? 0) - (before[i]?.g ?? 0);
    const vatPence = (after[i]?.v ?? 0) - (before[i]?.v ?? 0);
    return { rateBasisPoints: r.rateBasisPoints, grossPence, vatPence, netPence: grossPence - vatPence };
  });
}

/** The order VAT line of a delivery order's fee (order_vat_lines.part_key). */
export const DELIVERY_FEE_PART = "delivery-fee";

/** An order's VAT per rate, the delivery fee's line apart from the rest (issue 35 meets issue 40). */
export interface OrderVatParts {
  rest: readonly VatByRate[];
  fee: readonly VatByRate[];
}

const grossOf = (rates: readonly VatByRate[]) => rates.reduce((n, r) => n + r.grossPence, 0);

/**
 * One refund's VAT when the order had a delivery fee: the part that gave back the fee
 * (order_refunds.delivery_fee_pence) comes off the fee's line at the fee's rate, the rest is shared
 * over the food's rates; each cumulatively, as refundVat does. A part beyond what is left of the
 * food (a refund recorded before the fee was told apart) falls on the fee. The parts are merged
 * per rate (a rate given nothing back is left out), with how much was food and how much fee.
 */
export function refundVatWithFee(
  order: OrderVatParts,
  before: { restPence: number; feePence: number },
  refund: { amountPence: number; feePence: number },
): { parts: VatByRate[]; restPence: number; feePence: number } {
  const restLeft = Math.max(0, grossOf(order.rest) - before.restPence);
  const rest = Math.min(refund.amountPence - refund.feePence, restLeft);
  const fee = refund.amountPence - rest;
  const merged = new Map<number, VatByRate>();
  for (const part of [
    ...refundVat(order.rest, before.restPence, rest),
    ...refundVat(order.fee, before.feePence, fee),
  ]) {
    const m = merged.get(part.rateBasisPoints) ?? { ...part, grossPence: 0, vatPence: 0, netPence: 0 };
    m.grossPence += part.grossPence;
    m.vatPence += part.vatPence;
    m.netPence = m.grossPence - m.vatPence;
    merged.set(part.rateBasisPoints, m);
  }
  return {
    parts: [...merged.values()].filter((r) => r.grossPence !== 0 || r.vatPence !== 0),
    restPence: rest,
    feePence: fee,
  };
}
