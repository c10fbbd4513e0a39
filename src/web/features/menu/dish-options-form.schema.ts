/**
 * What the dish options form holds (price changes as typed pounds, a linked dish as the select's
 * text) and how it becomes the shared DishOptionsInputSchema's values.
 */
import { z } from "zod";
import { DishOptionsInputSchema } from "@shared/menu/dish-options";
import { parsePounds } from "@shared/money";
import { into } from "@web/lib/form-schema";

/** "1.50", "+1.50", "-1.00" or blank (no change) in pounds → pence. */
const PriceChangeField = z.string().transform((text, ctx) => {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  const negative = trimmed.startsWith("-");
  const pence = parsePounds(trimmed.replace(/^[+-]/, ""));
  if (pence === null) {
    ctx.addIssue({ code: "custom", message: "Enter a price change such as 1.50 or -1.00" });
    return z.NEVER;
  }
  return negative ? -pence : pence;
});

export const DishOptionsFormSchema = z
  .object({
    groups: z.array(
      z.object({
        id: z.number().optional(),
        name: z.string(),
        minChoices: z.number({ error: "Enter a number" }),
        maxChoices: z.number({ error: "Enter a number" }),
        /** A choice may be picked more than once (two garlic naans in a meal deal). */
        allowRepeats: z.boolean(),
        choices: z.array(
          z.object({
            id: z.number().optional(),
            name: z.string(),
            priceChange: PriceChangeField,
            /** A meal deal's choice: the dish's id as the select gives it, blank for none. */
            linkedMenuItemId: z.string().transform((v) => (v ? Number(v) : null)),
            isAvailable: z.boolean(),
          }),
        ),
      }),
    ),
  })
  .transform(({ groups }) => ({
    groups: groups.map(({ choices, ...group }) => ({
      ...group,
      choices: choices.map(({ priceChange, ...choice }) => ({ ...choice, priceDeltaPence: priceChange })),
    })),
  }))
  .transform(into(DishOptionsInputSchema));
export type DishOptionsFormValues = z.input<typeof DishOptionsFormSchema>;
