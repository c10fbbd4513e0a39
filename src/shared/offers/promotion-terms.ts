/**
 * A promotion's reward and conditions as the diner reads them, next to the promotion and in the
 * reasons it is refused, so what the page says is what the checks enforce.
 */
import { formatPence } from "../money";
import type { Promotion, PromotionConditions, PromotionReward } from "./promotion";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

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
export function describeWhen(c: PromotionConditions): string | null {
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

export function singular(category: string): string {
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
