import type { Promotion } from "./promotion";
import { checkPromotionAvailable } from "./promotion-availability";

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
