import type { PromotionLine } from "@shared/orders/order.schema";

/** How an applied promotion is named on a bill: its title, with the code the diner entered. */
export function promotionLineLabel(line: PromotionLine): string {
  return line.code ? `${line.title} (${line.code})` : line.title;
}

/** A promotion line's key in a bill: its promotion, or "points" for a points redemption. */
export function promotionLineKey(line: PromotionLine): string {
  return `${line.promotionId ?? "points"}-${line.title}`;
}
