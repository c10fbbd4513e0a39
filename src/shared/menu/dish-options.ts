/**
 * Dish options and meal deals: a dish's option groups (spice level, size, add-ons, or a meal deal's
 * courses whose choices are other dishes), and the one rule that prices and validates a diner's
 * choices. The server prices every order line with it; the dialog and the cart show its answer.
 */
import { z } from "zod";
import { formatPence } from "../money";
import { boundedInt, IdSchema, MAX_PRICE_PENCE, singleLineText } from "../text.schema";
import { ALLERGENS, type Allergen } from "./allergens";

const OptionChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Added to the dish's unit price (negative for a smaller size). */
  priceDeltaPence: z.number().int(),
  /** Set when the choice is another dish (a meal deal's course). */
  linkedMenuItemId: z.number().int().nullable(),
  isAvailable: z.boolean(),
  /** Whether it can be chosen now: staff's switch, and for a linked dish that dish's sold-out state. */
  isSoldOut: z.boolean(),
});
export type OptionChoice = z.infer<typeof OptionChoiceSchema>;

export const OptionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 0 = optional; otherwise the diner must choose at least this many. */
  minChoices: z.number().int(),
  /** 1 = a single choice. */
  maxChoices: z.number().int(),
  /** Whether one choice may be picked more than once (two garlic naans in a meal deal): staff's setting. */
  allowRepeats: z.boolean(),
  choices: z.array(OptionChoiceSchema),
});
export type OptionGroup = z.infer<typeof OptionGroupSchema>;

const ChosenOptionBaseSchema = z.object({
  choiceId: z.number().int(),
  group: z.string(),
  name: z.string(),
  priceDeltaPence: z.number().int(),
});
/**
 * A chosen option on an order or cart line, as the diner, the kitchen and staff read it. A meal
 * deal's dish carries its own choices (the biryani's spice level) in `options`.
 */
export const ChosenOptionSchema = ChosenOptionBaseSchema.extend({
  options: z.array(ChosenOptionBaseSchema).optional(),
});
export type ChosenOption = z.infer<typeof ChosenOptionSchema>;
type ChosenSubOption = z.infer<typeof ChosenOptionBaseSchema>;

/**
 * One pick on the wire: a choice id, or, for a choice that is another dish (a meal deal's
 * biryani), `{ id, options }` with that dish's own choice ids. A choice a group lets repeat is sent
 * once per pick.
 */
const ChosenPickSchema = z.union([
  IdSchema,
  z.object({ id: IdSchema, options: z.array(IdSchema).max(20, "At most 20 options on one dish") }),
]);
export type ChosenPickInput = z.input<typeof ChosenPickSchema>;
/** The picks a line carries on the wire. */
export const ChosenOptionIdsSchema = z.array(ChosenPickSchema).max(40, "At most 40 options on one dish");

/** A pick as the rules read it. */
export interface ChosenPick {
  choiceId: number;
  /** The linked dish's own choices; empty for a plain choice. */
  options: number[];
}

function toPicks(input: readonly ChosenPickInput[]): ChosenPick[] {
  return input.map((p) =>
    typeof p === "number" ? { choiceId: p, options: [] } : { choiceId: p.id, options: [...p.options] },
  );
}

/** Picks back to the wire: a bare id when the pick has no choices of its own. */
export function toWirePicks(picks: readonly ChosenPick[]): ChosenPickInput[] {
  return picks.map((p) =>
    p.options.length === 0 ? p.choiceId : { id: p.choiceId, options: [...p.options] },
  );
}

/** The picks a chosen-options snapshot was made from (a stored cart line, a placed order line). */
export function picksOf(options: readonly ChosenOption[]): ChosenPick[] {
  return options.map((o) => ({ choiceId: o.choiceId, options: (o.options ?? []).map((x) => x.choiceId) }));
}

const MAX_CHOICES_PER_GROUP = 20;

const choiceCount = boundedInt(0, MAX_CHOICES_PER_GROUP, {
  max: `must be at most ${MAX_CHOICES_PER_GROUP}`,
});

/** What staff enter for one choice (an id keeps an existing choice, without one it is new). */
const OptionChoiceInputSchema = z.object({
  id: IdSchema.optional(),
  name: singleLineText().min(1, "Choice name is required").max(100),
  priceDeltaPence: boundedInt(-MAX_PRICE_PENCE, MAX_PRICE_PENCE, {
    min: "Price change is too low",
    max: "Price change is too high",
  }),
  linkedMenuItemId: IdSchema.nullable().default(null),
  isAvailable: z.boolean().default(true),
});

export const OptionGroupInputSchema = z
  .object({
    id: IdSchema.optional(),
    name: singleLineText().min(1, "Group name is required").max(60),
    minChoices: choiceCount,
    maxChoices: choiceCount.min(1, "Allow at least 1 choice"),
    allowRepeats: z.boolean().default(false),
    choices: z.array(OptionChoiceInputSchema).min(1, "Add at least one choice").max(60),
  })
  .refine((g) => g.minChoices <= g.maxChoices, {
    message: "The minimum number of choices cannot be more than the maximum",
    path: ["minChoices"],
  })
  // A choice that may repeat fills any number of places; otherwise each place needs its own choice.
  .refine((g) => g.allowRepeats || g.minChoices <= g.choices.length, {
    message: "The group needs at least as many choices as its minimum",
    path: ["minChoices"],
  });

/** Staff save a dish's whole set of option groups at once (PUT /api/admin/menu/:id/options). */
export const DishOptionsInputSchema = z.object({
  groups: z.array(OptionGroupInputSchema).max(20),
});
export type DishOptionsInput = z.input<typeof DishOptionsInputSchema>;

export interface DishForOptions {
  name: string;
  pricePence: number;
  optionGroups: readonly OptionGroup[];
}

/** A dish a meal deal's choice stands for, as the deal's rules read it. */
export interface LinkedDish extends DishForOptions {
  id: number;
  category: string;
  isVegetarian: boolean;
  isNonVegetarian: boolean;
  isSpicy: boolean;
  allergens: readonly Allergen[];
}
export type LinkedDishLookup = (menuItemId: number) => LinkedDish | undefined;

/** One dish of a meal deal as chosen, priced as it would be bought alone (its own options included). */
interface DealPart {
  menuItemId: number;
  name: string;
  category: string;
  unitPricePence: number;
}

/** What a meal deal's chosen dishes make of it: its two prices, its parts and their dietary facts. */
interface DealPricing {
  /** The deal's set price with the chosen price changes. */
  setPricePence: number;
  /** The same dishes bought alone (plus any chosen extra that is not a dish). */
  dishesPricePence: number;
  parts: DealPart[];
  isVegetarian: boolean;
  isNonVegetarian: boolean;
  isSpicy: boolean;
  allergens: Allergen[];
}

export type PricedDishLine =
  | { ok: true; unitPricePence: number; options: ChosenOption[]; deal: DealPricing | null }
  | { ok: false; status: 400 | 409; message: string };

/** "choose 2", "choose 1 to 3", "choose up to 2". */
export function describeChoiceRule(group: Pick<OptionGroup, "minChoices" | "maxChoices">): string {
  const { minChoices: min, maxChoices: max } = group;
  if (min === max) return `choose ${min}`;
  if (min === 0) return `choose up to ${max}`;
  return `choose ${min} to ${max}`;
}

/** The unit price: the dish's price plus each chosen option's change, never below zero. */
export function calculateUnitPrice(
  basePricePence: number,
  options: readonly Pick<ChosenOption, "priceDeltaPence">[],
): number {
  return Math.max(
    0,
    options.reduce((sum, o) => sum + o.priceDeltaPence, basePricePence),
  );
}

/**
 * Checks a diner's choices against the dish's groups and prices the line. Refused: a choice that is
 * not this dish's, a choice picked twice where its group does not allow it, a sold-out choice (409),
 * a group with too few or too many, and for a choice that is another dish, that dish's own choices
 * by the same rule (a biryani in a meal deal needs its spice level). The options come back in the
 * menu's order, so the same choices always make the same line.
 *
 * A meal deal (a dish whose choices are other dishes, found with `linked`) costs the lower of its
 * set price and the chosen dishes bought alone: a deal is never dearer than its parts (issue 21).
 */
export function priceDishLine(
  dish: DishForOptions,
  chosen: readonly ChosenPickInput[],
  linked?: LinkedDishLookup,
): PricedDishLine {
  const picks = toPicks(chosen);
  const owner = new Map<number, { group: OptionGroup; choice: OptionChoice }>();
  for (const group of dish.optionGroups) {
    for (const choice of group.choices) owner.set(choice.id, { group, choice });
  }
  const count = new Map<number, number>();
  const priced: {
    pick: ChosenPick;
    sub: { unit: number; options: ChosenSubOption[] } | null;
    linked?: LinkedDish;
  }[] = [];
  for (const pick of picks) {
    const id = pick.choiceId;
    const found = owner.get(id);
    if (!found) return { ok: false, status: 400, message: `Option ${id} is not a choice for ${dish.name}.` };
    const times = (count.get(id) ?? 0) + 1;
    count.set(id, times);
    if (times > 1 && !found.group.allowRepeats) {
      return { ok: false, status: 400, message: `${dish.name}: ${found.choice.name} was chosen twice.` };
    }
    if (found.choice.isSoldOut) {
      return {
        ok: false,
        status: 409,
        message: `${dish.name}: ${found.choice.name} is sold out. Please choose another.`,
      };
    }
    const linkedDish =
      found.choice.linkedMenuItemId !== null ? linked?.(found.choice.linkedMenuItemId) : undefined;
    if (!linkedDish) {
      if (pick.options.length > 0) {
        return {
          ok: false,
          status: 400,
          message: `${dish.name}: ${found.choice.name} has no choices of its own.`,
        };
      }
      priced.push({ pick, sub: null });
      continue;
    }
    // The dish inside the deal keeps its own options, checked by this same rule.
    const sub = priceDishLine(linkedDish, pick.options);
    if (!sub.ok) return { ok: false, status: sub.status, message: `${dish.name}: ${sub.message}` };
    priced.push({
      pick,
      sub: { unit: sub.unitPricePence, options: sub.options.map(({ options: _nested, ...o }) => o) },
      linked: linkedDish,
    });
  }

  const options: ChosenOption[] = [];
  for (const group of dish.optionGroups) {
    const inGroup = group.choices.flatMap((choice) =>
      priced
        .filter((p) => p.pick.choiceId === choice.id)
        .map((p) => ({ choice, p }))
        .sort((a, b) => picksKey(toWirePicks([a.p.pick])).localeCompare(picksKey(toWirePicks([b.p.pick])))),
    );
    if (inGroup.length < group.minChoices) {
      return {
        ok: false,
        status: 400,
        message: `${dish.name}: please ${describeChoiceRule(group)} for ${group.name} (${inGroup.length} chosen).`,
      };
    }
    if (inGroup.length > group.maxChoices) {
      return {
        ok: false,
        status: 400,
        message: `${dish.name}: ${group.name} allows at most ${group.maxChoices} (${inGroup.length} chosen).`,
      };
    }
    for (const { choice, p } of inGroup) {
      options.push({
        choiceId: choice.id,
        group: group.name,
        name: choice.name,
        priceDeltaPence: choice.priceDeltaPence,
        ...(p.sub && p.sub.options.length > 0 ? { options: p.sub.options } : {}),
      });
    }
  }

  const setPricePence = calculateUnitPrice(dish.pricePence, [
    ...options,
    ...options.flatMap((o) => o.options ?? []),
  ]);
  const parts = priced.filter((p) => p.linked && p.sub);
  if (parts.length === 0) return { ok: true, unitPricePence: setPricePence, options, deal: null };

  // Choices that are not dishes (an extra) cost the same in the deal and outside it.
  const extrasPence = priced
    .filter((p) => !p.linked)
    .reduce((sum, p) => sum + (owner.get(p.pick.choiceId)?.choice.priceDeltaPence ?? 0), 0);
  const dealParts: DealPart[] = parts.map((p) => ({
    menuItemId: p.linked?.id ?? 0,
    name: p.linked?.name ?? "",
    category: p.linked?.category ?? "",
    unitPricePence: p.sub?.unit ?? 0,
  }));
  const dishesPricePence = Math.max(
    0,
    dealParts.reduce((sum, part) => sum + part.unitPricePence, extrasPence),
  );
  const linkedDishes = parts.map((p) => p.linked).filter((d): d is LinkedDish => d !== undefined);
  const allergens = new Set(linkedDishes.flatMap((d) => d.allergens));
  return {
    ok: true,
    unitPricePence: Math.min(setPricePence, dishesPricePence),
    options,
    deal: {
      setPricePence,
      dishesPricePence,
      parts:
        extrasPence > 0
          ? [...dealParts, { menuItemId: 0, name: "Extras", category: "extras", unitPricePence: extrasPence }]
          : dealParts,
      isVegetarian: linkedDishes.every((d) => d.isVegetarian),
      isNonVegetarian: linkedDishes.some((d) => d.isNonVegetarian),
      isSpicy: linkedDishes.some((d) => d.isSpicy),
      allergens: ALLERGENS.filter((a) => allergens.has(a)),
    },
  };
}

/** One line per dish and set of choices: the same choices in any order are the same line. */
export function picksKey(chosen: readonly ChosenPickInput[]): string {
  return toPicks(chosen)
    .map((p) => (p.options.length === 0 ? String(p.choiceId) : `${p.choiceId}[${optionsKey(p.options)}]`))
    .sort()
    .join(",");
}

/** The same plain choice ids in any order make the same key. */
export function optionsKey(choiceIds: readonly number[]): string {
  return [...choiceIds].sort((a, b) => a - b).join(",");
}

/**
 * "Hot", "Extra raita (+£1.50)", "Small (-£1.00)", and a deal's dish with its own choices:
 * "Veg Biryani (Hot, Extra raita +£1.50)".
 */
export function describeChosenOption(
  option: Pick<ChosenOption, "name" | "priceDeltaPence"> & { options?: readonly ChosenSubOption[] },
): string {
  const own = option.options?.length
    ? ` (${option.options.map((o) => (o.priceDeltaPence === 0 ? o.name : `${o.name} ${signedPence(o.priceDeltaPence)}`)).join(", ")})`
    : "";
  if (option.priceDeltaPence === 0) return `${option.name}${own}`;
  return `${option.name}${own} (${signedPence(option.priceDeltaPence)})`;
}

function signedPence(pence: number): string {
  return `${pence > 0 ? "+" : "-"}${formatPence(Math.abs(pence))}`;
}

/**
 * A line's options grouped for display: "Spice level: Hot; Add-ons: Extra raita (+£1.50)"; the same
 * choice picked more than once reads "Garlic Naan x2".
 */
export function summariseChosenOptions(
  options: readonly ChosenOption[],
): { group: string; choices: string }[] {
  const groups: { group: string; choices: { text: string; count: number }[] }[] = [];
  for (const o of options) {
    const text = describeChosenOption(o);
    let last = groups.at(-1);
    if (!last || last.group !== o.group) {
      last = { group: o.group, choices: [] };
      groups.push(last);
    }
    const same = last.choices.find((c) => c.text === text);
    if (same) same.count += 1;
    else last.choices.push({ text, count: 1 });
  }
  return groups.map((g) => ({
    group: g.group,
    choices: g.choices.map((c) => (c.count > 1 ? `${c.text} x${c.count}` : c.text)).join(", "),
  }));
}

/** The options dialog's values: each pick, with a deal's dish's own choices. */
const ChosenPicksFormSchema = z.object({
  picks: z.array(z.object({ choiceId: IdSchema, options: z.array(IdSchema) })).max(40),
});

/**
 * The options dialog's schema for one dish: the wire's picks, refused by the very rule the server
 * prices with (priceDishLine), with its message.
 */
export function dishChoicesSchema(dish: DishForOptions, linked?: LinkedDishLookup) {
  return ChosenPicksFormSchema.superRefine((value, ctx) => {
    const priced = priceDishLine(dish, toWirePicks(value.picks), linked);
    if (!priced.ok) ctx.addIssue({ code: "custom", path: ["picks"], message: priced.message });
  });
}

/** A dish's required single choices start on their first available one (spice level: Mild). */
export function defaultChoices(dish: Pick<DishForOptions, "optionGroups">): number[] {
  return dish.optionGroups.flatMap((g) => {
    if (g.minChoices !== 1 || g.maxChoices !== 1) return [];
    const first = g.choices.find((c) => !c.isSoldOut);
    return first ? [first.id] : [];
  });
}
