/**
 * Which VAT rate a dish or a choice carries (issue 40): the owner's own, else the default of the
 * dish's category. HMRC (VAT Notice 709/1, catering and takeaway food): everything eaten on the
 * premises is standard-rated; takeaway food is standard-rated when it is hot (heated to be eaten
 * hot, or kept hot), and so are soft drinks, alcohol, confectionery, crisps and ice cream whether
 * hot or not; other cold takeaway food (a cold sandwich, a salad, a cold dessert that is not ice
 * cream) can be zero-rated. Orders here are collected (takeaway), so the defaults are standard for
 * every category this restaurant sells hot, with the note the owner reads before choosing zero.
 */
import type { MenuCategory } from "../menu/categories";
import { VAT_RATES, type VatRateCode } from "./vat";

export const CATEGORY_VAT_DEFAULTS: Record<MenuCategory, { rate: VatRateCode; note: string }> = {
  "meal-deals": { rate: "standard", note: "Hot food to take away: standard rate" },
  soups: { rate: "standard", note: "Hot food to take away: standard rate" },
  starters: { rate: "standard", note: "Hot food to take away: standard rate; a cold starter can be zero" },
  tandoori: { rate: "standard", note: "Hot food to take away: standard rate" },
  curries: { rate: "standard", note: "Hot food to take away: standard rate" },
  biryanis: { rate: "standard", note: "Hot food to take away: standard rate" },
  breads: { rate: "standard", note: "Served hot: standard rate" },
  desserts: {
    rate: "standard",
    note: "Hot desserts and ice cream (kulfi) are standard; a cold dessert taken away can be zero",
  },
  "rice-noodles": { rate: "standard", note: "Hot food to take away: standard rate" },
  beverages: { rate: "standard", note: "Soft drinks and alcohol are always standard rate" },
};

export const HMRC_FOOD_RULE =
  "HMRC VAT Notice 709/1: food and drink eaten on the premises is standard-rated (20%). Takeaway food is standard-rated when hot, and so are soft drinks, alcohol, confectionery, crisps and ice cream; other cold takeaway food may be zero-rated.";

/** The default rate (basis points) of a category; an unknown category is standard. */
export function defaultRateForCategory(category: string): number {
  const d = (CATEGORY_VAT_DEFAULTS as Record<string, { rate: VatRateCode } | undefined>)[category];
  return VAT_RATES[d?.rate ?? "standard"];
}

/** A placed line as the order stores it: the unit price includes the chosen options' extras. */
export interface VatOrderItem {
  id: number;
  name: string;
  pricePence: number;
  quantity: number;
  category?: string;
  options?: { choiceId: number; name: string; priceDeltaPence: number }[];
}

export interface VatRateLookup {
  /** The owner's rate of a dish, or undefined for the category's default. */
  dish: (menuItemId: number) => number | undefined;
  /** The owner's rate of a choice, or undefined for the rate of the dish it is chosen with. */
  choice: (choiceId: number) => number | undefined;
}

/** One part of an order line to tax: the dish itself, or a choice's extra at the choice's own rate. */
export interface VatPart {
  key: string;
  menuItemId: number;
  choiceId: number | null;
  name: string;
  grossPence: number;
  rateBasisPoints: number;
}

/**
 * The parts of the order's lines: each dish at its rate, and a choice that adds to the price at a
 * rate of its own (a drink with a meal) as its own part. A choice at the dish's rate, or one that
 * lowers the price (a smaller size), stays in the dish's part.
 */
export function vatParts(items: readonly VatOrderItem[], rates: VatRateLookup): VatPart[] {
  const parts: VatPart[] = [];
  items.forEach((item, lineIndex) => {
    const dishRate = rates.dish(item.id) ?? defaultRateForCategory(item.category ?? "");
    const own = (item.options ?? []).flatMap((option) => {
      const rate = rates.choice(option.choiceId);
      return rate === undefined || rate === dishRate || option.priceDeltaPence <= 0 ? [] : [{ option, rate }];
    });
    // A meal deal's set price can be less than its choices: then the line stays whole at the dish's rate.
    const split = own.reduce((n, o) => n + o.option.priceDeltaPence, 0) <= item.pricePence ? own : [];
    let dishUnit = item.pricePence;
    for (const { option, rate } of split) {
      dishUnit -= option.priceDeltaPence;
      parts.push({
        key: `${lineIndex}:${option.choiceId}`,
        menuItemId: item.id,
        choiceId: option.choiceId,
        name: `${item.name}: ${option.name}`,
        grossPence: option.priceDeltaPence * item.quantity,
        rateBasisPoints: rate,
      });
    }
    parts.push({
      key: `${lineIndex}`,
      menuItemId: item.id,
      choiceId: null,
      name: item.name,
      grossPence: dishUnit * item.quantity,
      rateBasisPoints: dishRate,
    });
  });
  return parts;
}
