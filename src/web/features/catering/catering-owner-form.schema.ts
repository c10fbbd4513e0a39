/**
 * What the owner's catering forms hold (text, as inputs give it: pounds, hours, percent) and how it
 * becomes the shared schemas' input, so the browser refuses what the server would, in its words.
 */
import { z } from "zod";
import {
  CATERING_PRICINGS,
  CateringDecisionSchema,
  type CateringItem,
  CateringItemInputSchema,
  type CateringSettings,
  CateringSettingsSchema,
} from "@shared/catering/catering.schema";
import { formatPounds, parsePounds } from "@shared/money";
import { poundsText } from "@shared/text.schema";
import { into } from "@web/lib/form-schema";

/** A whole number typed as text: digits only, so "", "1.5" and "2e3" are refused, not coerced. */
const whole = (message: string) => z.string().trim().regex(/^\d+$/, message).transform(Number);

/** Pounds typed ("250", "£12.50"); blank is nothing (£0). */
const poundsOrNothing = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || parsePounds(v) !== null, message)
    .transform((v) => parsePounds(v || "0") ?? 0);

/* ------------------------------------------------------------------ the terms */

const terms = CateringSettingsSchema.shape;
export const CateringTermsFormSchema = z
  .object({
    enabled: terms.enabled,
    leadTimeHours: whole("Give the notice in whole hours").pipe(terms.leadTimeHours),
    minimum: poundsOrNothing("Give the minimum in pounds, such as 150").pipe(terms.minimumPence),
    depositPercent: whole("Give the deposit as a whole percentage").pipe(terms.depositPercent),
    deliveryOffered: terms.deliveryOffered,
    deliveryCharge: poundsOrNothing("Give the charge in pounds, such as 15").pipe(terms.deliveryChargePence),
  })
  .transform(
    ({ minimum, deliveryCharge, ...rest }): CateringSettings => ({
      ...rest,
      minimumPence: minimum,
      deliveryChargePence: deliveryCharge,
    }),
  );
export type CateringTermsFormValues = z.input<typeof CateringTermsFormSchema>;

export function termsFormValues(s: CateringSettings): CateringTermsFormValues {
  return {
    enabled: s.enabled,
    leadTimeHours: String(s.leadTimeHours),
    minimum: formatPounds(s.minimumPence),
    depositPercent: String(s.depositPercent),
    deliveryOffered: s.deliveryOffered,
    deliveryCharge: formatPounds(s.deliveryChargePence),
  };
}

/* ------------------------------------------------------------------ a dish or menu */

export const CATERING_VAT_RATES = ["2000", "500", "0"] as const;
export const CATERING_VAT_LABELS: Record<(typeof CATERING_VAT_RATES)[number], string> = {
  2000: "20% (hot food, drinks)",
  500: "5% (reduced)",
  0: "0% (cold food taken away)",
};

export const CateringItemFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    pricing: z.enum(CATERING_PRICINGS),
    price: poundsText("Enter the price in pounds, such as 12.50"),
    /** How many a tray feeds; ignored for a per-head price. */
    serves: z.string().trim(),
    vatRate: z.enum(CATERING_VAT_RATES),
    isAvailable: z.boolean(),
    sortOrder: whole("Give the position as a whole number"),
  })
  .transform((f) => ({
    name: f.name,
    description: f.description,
    pricing: f.pricing,
    pricePence: parsePounds(f.price) ?? 0,
    // A word where a number belongs is sent as an impossible count, for the shared rule's message.
    serves:
      f.pricing === "per_head" || f.serves === "" ? null : /^\d+$/.test(f.serves) ? Number(f.serves) : 0,
    vatRateBasisPoints: Number(f.vatRate),
    isAvailable: f.isAvailable,
    sortOrder: f.sortOrder,
  }))
  .transform(into(CateringItemInputSchema, { pricePence: "price", vatRateBasisPoints: "vatRate" }));
export type CateringItemFormValues = z.input<typeof CateringItemFormSchema>;

/** A stored item in the form, or a new one placed after the last (`nextSortOrder`). */
export function itemFormValues(item: CateringItem | null, nextSortOrder: number): CateringItemFormValues {
  return {
    name: item?.name ?? "",
    description: item?.description ?? "",
    pricing: item?.pricing ?? "per_head",
    price: item ? formatPounds(item.pricePence) : "",
    serves: item?.serves === null || item?.serves === undefined ? "" : String(item.serves),
    vatRate: (CATERING_VAT_RATES as readonly string[]).includes(String(item?.vatRateBasisPoints))
      ? (String(item?.vatRateBasisPoints) as CateringItemFormValues["vatRate"])
      : "2000",
    isAvailable: item?.isAvailable ?? true,
    sortOrder: String(item?.sortOrder ?? nextSortOrder),
  };
}

/* ------------------------------------------------------------------ the owner's decision */

/** The server's own words when a refusal comes without a reason. */
const DECLINE_NEEDS_MESSAGE = "Say why you are declining: the diner reads it in the mail";

export const CateringDecisionFormSchema = z
  .object({ decision: z.enum(["confirm", "decline"]), message: z.string() })
  .refine((d) => d.decision === "confirm" || d.message.trim() !== "", {
    message: DECLINE_NEEDS_MESSAGE,
    path: ["message"],
  })
  .transform(into(CateringDecisionSchema));
export type CateringDecisionFormValues = z.input<typeof CateringDecisionFormSchema>;
