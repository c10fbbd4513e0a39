/**
 * A promotion's words come from the promotion (issue 21): its headline ("COLLECTION 20% OFF",
 * "Spend £30, get a free dessert") is generated from its reward and conditions, and the text staff
 * write (title, description, terms) may add a tagline but may not state a percentage or an amount
 * in pounds that is not the promotion's own: such text is refused when saved
 * (docs/decisions/0022), and text stored before the rule is left off the public pages.
 * No zod here: the public pages import it.
 */
import type { PromotionChannel, PromotionConditions, PromotionReward } from "./promotion";

/** The reward as words can state it: the engine's, free delivery (given by phone), or none. */
type WordsReward = PromotionReward | { kind: "free_delivery" } | null;

export interface WordsSource {
  reward: WordsReward;
  conditions: Pick<
    PromotionConditions,
    "minSpendPence" | "categories" | "firstOrderOnly" | "birthdayWeek" | "collectionOnly"
  >;
  channel: PromotionChannel;
}

/** The stored offer's fields a promotion's words are made from. */
export interface OfferWordsFields {
  discountType: string;
  discountValue: number;
  maxDiscountPence?: number | null;
  rewardCategory?: string | null;
  bundleSlots?: readonly { quantity: number }[] | null;
  minOrderPence?: number | null;
  applicableCategories?: readonly string[] | null;
  firstOrderOnly?: boolean | null;
  birthdayWeek?: boolean | null;
  collectionOnly?: boolean | null;
  channel?: PromotionChannel | null;
}

/** The reward a stored offer gives, as the words read it (free delivery included). */
export function offerWordsSource(o: OfferWordsFields): WordsSource {
  let reward: WordsReward = null;
  switch (o.discountType) {
    case "percentage":
      reward = { kind: "percent_off", percent: o.discountValue, capPence: o.maxDiscountPence ?? null };
      break;
    case "fixed_amount":
      reward = o.discountValue > 0 ? { kind: "amount_off", amountPence: o.discountValue } : null;
      break;
    case "free_item":
      reward = o.rewardCategory ? { kind: "free_item", category: o.rewardCategory } : null;
      break;
    case "bundle_price":
      reward = o.bundleSlots?.length
        ? {
            kind: "bundle_price",
            pricePence: o.discountValue,
            slots: o.bundleSlots.map((s) => ({ quantity: s.quantity, categories: null, menuItemIds: null })),
          }
        : null;
      break;
    case "free_delivery":
      reward = { kind: "free_delivery" };
      break;
  }
  return {
    reward,
    conditions: {
      minSpendPence: o.minOrderPence ?? 0,
      categories: o.applicableCategories ? [...o.applicableCategories] : null,
      firstOrderOnly: o.firstOrderOnly ?? false,
      birthdayWeek: o.birthdayWeek ?? false,
      collectionOnly: o.collectionOnly ?? false,
    },
    channel: o.channel ?? "online",
  };
}

/** £30 rather than £30.00 in a headline; £12.50 stays as it is. */
export function formatPoundsShort(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  return rest === 0 ? `£${pounds}` : `£${pounds}.${String(rest).padStart(2, "0")}`;
}

function singular(category: string): string {
  return category.replace(/-/g, " ").replace(/s$/, "");
}

function categoryWords(categories: readonly string[]): string {
  return categories.map((c) => c.replace(/-/g, " ")).join(" or ");
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The headline, generated from the reward and its conditions; null when the reward states no
 * figure (a birthday cake at the table): the staff's title is the headline then.
 */
export function generateHeadline(source: WordsSource): string | null {
  const { reward, conditions: c } = source;
  if (!reward) return null;
  const spend = c.minSpendPence > 0 ? `Spend ${formatPoundsShort(c.minSpendPence)}, get ` : "";
  const onCategories = Boolean(c.categories?.length);
  // "15% off your first order", "10% off biryanis on your first order".
  const first = c.firstOrderOnly
    ? reward.kind === "percent_off" || reward.kind === "amount_off"
      ? onCategories
        ? " on your first order"
        : " your first order"
      : " on your first order"
    : "";
  const birthday = c.birthdayWeek ? " in your birthday week" : "";
  // A delivery does not get a collection-only offer (issue 35), and its words say so.
  const collect = c.collectionOnly ? " on collection" : "";
  switch (reward.kind) {
    case "percent_off": {
      const cap = reward.capPence !== null ? ` (up to ${formatPoundsShort(reward.capPence)})` : "";
      const on = c.categories?.length ? ` ${categoryWords(c.categories)}` : "";
      // The spec's own words for a collection percentage with no other condition: "COLLECTION 30% OFF".
      if (!spend && !on && !first && !birthday && source.channel === "online") {
        return c.collectionOnly
          ? `COLLECTION ${reward.percent}% OFF${cap}`
          : `${reward.percent}% OFF ONLINE ORDERS${cap}`;
      }
      return capitalise(`${spend}${reward.percent}% off${on}${first}${birthday}${collect}${cap}`);
    }
    case "amount_off": {
      const on = c.categories?.length ? ` ${categoryWords(c.categories)}` : "";
      return capitalise(
        `${spend}${formatPoundsShort(reward.amountPence)} off${on}${first}${birthday}${collect}`,
      );
    }
    case "free_item": {
      const withDish = c.categories?.length ? ` with any ${c.categories.map(singular).join(" or ")}` : "";
      return capitalise(
        `${spend}a free ${singular(reward.category)}${withDish}${first}${birthday}${collect}`,
      );
    }
    case "bundle_price": {
      const dishes = reward.slots.reduce((n, s) => n + s.quantity, 0);
      return capitalise(`${spend}${dishes} dishes for ${formatPoundsShort(reward.pricePence)}${collect}`);
    }
    case "free_delivery":
      return capitalise(`${spend}free delivery`);
  }
}

/** The figures the promotion itself states: its percentage, and its amounts in pence. */
export function promotionFigures(source: WordsSource): { percents: number[]; pence: number[] } {
  const percents: number[] = [];
  const pence: number[] = [];
  const r = source.reward;
  if (source.conditions.minSpendPence > 0) pence.push(source.conditions.minSpendPence);
  if (r?.kind === "percent_off") {
    percents.push(r.percent);
    if (r.capPence !== null) pence.push(r.capPence);
  }
  if (r?.kind === "amount_off") pence.push(r.amountPence);
  if (r?.kind === "bundle_price") pence.push(r.pricePence);
  return { percents, pence };
}

const PERCENT = /(\d+(?:\.\d+)?)\s*(?:%|per\s?cent\b)/gi;
const POUNDS = /£\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/g;

/**
 * The first percentage or amount in pounds the text states that is not one of the promotion's
 * own figures, as written ("30%", "£5"); null when every figure it states is the promotion's.
 */
export function findForeignFigure(
  text: string | null | undefined,
  figures: { percents: readonly number[]; pence: readonly number[] },
): string | null {
  if (!text) return null;
  for (const match of text.matchAll(PERCENT)) {
    if (!figures.percents.includes(Number(match[1]))) return match[0].trim();
  }
  for (const match of text.matchAll(POUNDS)) {
    const pence =
      Number((match[1] ?? "0").replace(/,/g, "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
    if (!figures.pence.includes(pence)) return match[0].trim();
  }
  return null;
}

/** Whether the text states a percentage or an amount in pounds at all. */
export function statesAFigure(text: string): boolean {
  return new RegExp(PERCENT.source, "i").test(text) || new RegExp(POUNDS.source).test(text);
}

const FIELD_NAMES = { title: "Title", description: "Description", termsConditions: "Terms" } as const;

/**
 * Refuses staff text that states another figure than the promotion's own: which field, which
 * figure, and what the promotion gives. Null when the words are true.
 */
export function checkPromotionWords(
  text: { title?: string | null; description?: string | null; termsConditions?: string | null },
  source: WordsSource,
): { path: keyof typeof FIELD_NAMES; message: string } | null {
  const figures = promotionFigures(source);
  for (const path of ["title", "description", "termsConditions"] as const) {
    const foreign = findForeignFigure(text[path], figures);
    if (foreign) {
      const gives = generateHeadline(source);
      return {
        path,
        message: `${FIELD_NAMES[path]} says "${foreign}", which is not this promotion's own figure${gives ? ` (it gives: ${gives})` : ""}. The headline states the figures: remove it or make it match.`,
      };
    }
  }
  return null;
}

/** The staff text the public pages may show: the text itself when its figures are true, else null. */
export function trueWordsOrNull(text: string | null, source: WordsSource): string | null {
  return text && findForeignFigure(text, promotionFigures(source)) === null ? text : null;
}
