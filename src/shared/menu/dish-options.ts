/**
 * Dish options and meal deals: a dish's option groups (spice level, size, add-ons, or a meal deal's
 * courses whose choices are other dishes), and the one rule that prices and validates a diner's
 * choices. The server prices every order line with it; the dialog and the cart show its answer.
 */
import { z } from "zod";
import { formatPence } from "../money";
import { boundedInt, IdSchema, MAX_PRICE_PENCE, singleLineText } from "../text.schema";

export const OptionChoiceSchema = z.object({
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
  choices: z.array(OptionChoiceSchema),
});
export type OptionGroup = z.infer<typeof OptionGroupSchema>;

/** A chosen option on an order or cart line, as the diner, the kitchen and staff read it. */
export const ChosenOptionSchema = z.object({
  choiceId: z.number().int(),
  group: z.string(),
  name: z.string(),
  priceDeltaPence: z.number().int(),
});
export type ChosenOption = z.infer<typeof ChosenOptionSchema>;

/** The choice ids a line carries on the wire; each choice at most once. */
export const ChosenOptionIdsSchema = z.array(IdSchema).max(40, "At most 40 options on one dish");

export const MAX_CHOICES_PER_GROUP = 20;

const choiceCount = boundedInt(0, MAX_CHOICES_PER_GROUP, {
  max: `must be at most ${MAX_CHOICES_PER_GROUP}`,
});

/** What staff enter for one choice (an id keeps an existing choice, without one it is new). */
export const OptionChoiceInputSchema = z.object({
  id: IdSchema.optional(),
  name: singleLineText().min(1, "Choice name is required").max(100),
  priceDeltaPence: boundedInt(-MAX_PRICE_PENCE, MAX_PRICE_PENCE, {
    min: "Price change is too low",
    max: "Price change is too high",
  }),
  linkedMenuItemId: IdSchema.nullable().default(null),
  isAvailable: z.boolean().default(true),
});
export type OptionChoiceInput = z.input<typeof OptionChoiceInputSchema>;

export const OptionGroupInputSchema = z
  .object({
    id: IdSchema.optional(),
    name: singleLineText().min(1, "Group name is required").max(60),
    minChoices: choiceCount,
    maxChoices: choiceCount.min(1, "Allow at least 1 choice"),
    choices: z.array(OptionChoiceInputSchema).min(1, "Add at least one choice").max(60),
  })
  .refine((g) => g.minChoices <= g.maxChoices, {
    message: "The minimum number of choices cannot be more than the maximum",
    path: ["minChoices"],
  })
  .refine((g) => g.minChoices <= g.choices.length, {
    message: "The group needs at least as many choices as its minimum",
    path: ["minChoices"],
  });
export type OptionGroupInput = z.input<typeof OptionGroupInputSchema>;

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

export type PricedDishLine =
  | { ok: true; unitPricePence: number; options: ChosenOption[] }
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
 * not this dish's, a choice picked twice, a sold-out choice (409), a group with too few or too many.
 * The options come back in the menu's order, so the same choices always make the same line.
 */
export function priceDishLine(dish: DishForOptions, chosenIds: readonly number[]): PricedDishLine {
  const owner = new Map<number, { group: OptionGroup; choice: OptionChoice }>();
  for (const group of dish.optionGroups) {
    for (const choice of group.choices) owner.set(choice.id, { group, choice });
  }
  const seen = new Set<number>();
  for (const id of chosenIds) {
    const found = owner.get(id);
    if (!found) return { ok: false, status: 400, message: `Option ${id} is not a choice for ${dish.name}.` };
    if (seen.has(id)) {
      return { ok: false, status: 400, message: `${dish.name}: ${found.choice.name} was chosen twice.` };
    }
    seen.add(id);
    if (found.choice.isSoldOut) {
      return {
        ok: false,
        status: 409,
        message: `${dish.name}: ${found.choice.name} is sold out. Please choose another.`,
      };
    }
  }
  const options: ChosenOption[] = [];
  for (const group of dish.optionGroups) {
    const chosen = group.choices.filter((c) => seen.has(c.id));
    if (chosen.length < group.minChoices) {
      return {
        ok: false,
        status: 400,
        message: `${dish.name}: please ${describeChoiceRule(group)} for ${group.name} (${chosen.length} chosen).`,
      };
    }
    if (chosen.length > group.maxChoices) {
      return {
        ok: false,
        status: 400,
        message: `${dish.name}: ${group.name} allows at most ${group.maxChoices} (${chosen.length} chosen).`,
      };
    }
    for (const c of chosen) {
      options.push({ choiceId: c.id, group: group.name, name: c.name, priceDeltaPence: c.priceDeltaPence });
    }
  }
  return { ok: true, unitPricePence: calculateUnitPrice(dish.pricePence, options), options };
}

/** One line per dish and set of choices: the same choices in any order are the same line. */
export function optionsKey(choiceIds: readonly number[]): string {
  return [...choiceIds].sort((a, b) => a - b).join(",");
}

/** "Hot", "Extra raita (+£1.50)", "Small (-£1.00)": how a chosen option reads on a line. */
export function describeChosenOption(option: Pick<ChosenOption, "name" | "priceDeltaPence">): string {
  if (option.priceDeltaPence === 0) return option.name;
  const sign = option.priceDeltaPence > 0 ? "+" : "-";
  return `${option.name} (${sign}${formatPence(Math.abs(option.priceDeltaPence))})`;
}

/** A line's options grouped for display: "Spice level: Hot; Add-ons: Extra raita (+£1.50)". */
export function summariseChosenOptions(
  options: readonly ChosenOption[],
): { group: string; choices: string }[] {
  const groups: { group: string; choices: string[] }[] = [];
  for (const o of options) {
    const last = groups.at(-1);
    if (last && last.group === o.group) last.choices.push(describeChosenOption(o));
    else groups.push({ group: o.group, choices: [describeChosenOption(o)] });
  }
  return groups.map((g) => ({ group: g.group, choices: g.choices.join(", ") }));
}
