/**
 * What a promotion is to the rules that check, price, rank and describe it: where it is given, its
 * reward and its conditions, and what is known of the diner it is checked for. The server maps its
 * stored offers to these shapes; the rules stay pure.
 */

/** Where a promotion is given: only "online" ones are priced at checkout; the others are labelled. */
export const PROMOTION_CHANNELS = ["online", "in_restaurant", "phone", "catering"] as const;
export type PromotionChannel = (typeof PROMOTION_CHANNELS)[number];
/** The channels that price an order on this site: the checkout, and a catering request. */
export type OrderingChannel = Extract<PromotionChannel, "online" | "catering">;
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
