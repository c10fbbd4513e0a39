/**
 * What the staff forms hold (text, as inputs give it) and how it becomes the shared input schemas'
 * values. Every rule comes from those schemas; this file only converts pounds, London wall times
 * and blank fields on the way.
 */
import { z } from "zod";
import { UpdateSettingsSchema } from "../../../shared/admin/admin-dashboard.schema";
import { MenuItemInputSchema } from "../../../shared/admin/admin-menu.schema";
import { ChefInputSchema } from "../../../shared/chefs/chef.schema";
import { parsePounds } from "../../../shared/money";
import { OfferInputSchema } from "../../../shared/offers/offer.schema";
import {
  OperatingHoursUpdateSchema,
  SPECIAL_HOURS_PAST_MESSAGE,
  SpecialHoursInputSchema,
  TimePeriodInputSchema,
  TimeSchema,
} from "../../../shared/opening-hours/opening-hours.schema";
import { fromLondonDateTimeInput } from "../../lib/format";

/** An optional HH:MM field: blank is "not set". */
const OptionalTimeField = z
  .string()
  .trim()
  .transform((t) => t || null)
  .pipe(TimeSchema.nullable());

/** Hands a form's converted values to a shared schema, its messages landing on the same fields. */
function into<T extends z.ZodType>(schema: T) {
  return (value: unknown, ctx: z.RefinementCtx): z.output<T> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return z.NEVER;
  };
}

function requiredField(message: string) {
  return z.string().trim().min(1, message);
}

// Offers -------------------------------------------------------------------------------------------

const offer = OfferInputSchema.shape;
const LondonDateTimeField = z
  .string()
  .transform((v) => fromLondonDateTimeInput(v) ?? v)
  .pipe(offer.validFrom);

export const OfferFormSchema = z
  .object({
    title: offer.title,
    description: offer.description,
    discountType: offer.discountType,
    /** Percent, or pounds for a fixed amount. */
    discountValue: requiredField("Discount value is required"),
    minOrder: z
      .string()
      .transform((v) => parsePounds(v.trim() || "0"))
      .pipe(z.number({ error: "Enter an amount such as 30.00" })),
    validFrom: LondonDateTimeField,
    validTo: LondonDateTimeField,
    offerCode: z.string().transform((c) => c.trim() || null),
    termsConditions: z.string().transform((t) => t.trim() || null),
    isActive: z.boolean(),
  })
  .transform(({ minOrder, discountValue, ...rest }, ctx) => {
    const value = rest.discountType === "fixed_amount" ? parsePounds(discountValue) : Number(discountValue);
    if (value === null || !Number.isFinite(value)) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "Enter a number such as 10" });
      return z.NEVER;
    }
    return { ...rest, discountValue: Math.round(value), minOrderPence: minOrder };
  })
  .transform(into(OfferInputSchema));
export type OfferFormValues = z.input<typeof OfferFormSchema>;

/** The spec keeps an offer's save button disabled until these are filled. */
export const OFFER_REQUIRED_FIELDS = [
  "title",
  "description",
  "discountValue",
  "validFrom",
  "validTo",
] as const;

// Chefs --------------------------------------------------------------------------------------------

/** The order of chefs is kept apart from the form, so an edit never resets it. */
export const ChefFormSchema = ChefInputSchema.omit({ order: true });
export type ChefFormValues = z.input<typeof ChefFormSchema>;
export const CHEF_REQUIRED_FIELDS = ["name", "specialty", "experience", "description"] as const;

// Menu items ---------------------------------------------------------------------------------------

export const MenuItemFormSchema = MenuItemInputSchema.pick({
  name: true,
  description: true,
  price: true,
  category: true,
  isVegetarian: true,
  isNonVegetarian: true,
  isSpicy: true,
  allergens: true,
});
export type MenuItemFormValues = z.input<typeof MenuItemFormSchema>;

// Hours --------------------------------------------------------------------------------------------

export const OperatingHoursFormSchema = OperatingHoursUpdateSchema.extend({
  lastOrderTime: OptionalTimeField,
});
export type OperatingHoursFormValues = z.input<typeof OperatingHoursFormSchema>;

const period = TimePeriodInputSchema.shape;
export const TimePeriodFormSchema = z.object({
  periodName: period.periodName,
  openTime: requiredField("Opening time is required").pipe(period.openTime),
  closeTime: requiredField("Closing time is required").pipe(period.closeTime),
});
export type TimePeriodFormValues = z.input<typeof TimePeriodFormSchema>;

/** Special hours on or after `today` (London); times only count when the day is not closed. */
export function specialHoursFormSchema(today: string) {
  return z
    .object({
      date: z.string(),
      reason: z.string(),
      isClosed: z.boolean(),
      openTime: z.string(),
      closeTime: z.string(),
      lastOrderTime: z.string(),
    })
    .transform(({ openTime, closeTime, lastOrderTime, ...day }) => {
      const time = (t: string) => (day.isClosed ? null : t.trim() || null);
      return {
        ...day,
        openTime: time(openTime),
        closeTime: time(closeTime),
        lastOrderTime: time(lastOrderTime),
      };
    })
    .transform(into(SpecialHoursInputSchema))
    .refine((s) => s.date >= today, { message: SPECIAL_HOURS_PAST_MESSAGE, path: ["date"] });
}
export type SpecialHoursFormValues = z.input<ReturnType<typeof specialHoursFormSchema>>;

// Settings -----------------------------------------------------------------------------------------

/** A whole number typed as text: digits only, so "", "1.5" and "2e3" are refused, not coerced. */
function wholeNumberField(message: string) {
  return z.string().trim().regex(/^\d+$/, message).transform(Number);
}

const settings = UpdateSettingsSchema.required().shape;
export const KitchenSettingsFormSchema = z.object({
  kitchenCapacityPerSlot: wholeNumberField("Kitchen capacity must be a whole number").pipe(
    settings.kitchenCapacityPerSlot,
  ),
  loyaltyPointsPerPound: wholeNumberField("Loyalty points must be a whole number").pipe(
    settings.loyaltyPointsPerPound,
  ),
});
export type KitchenSettingsFormValues = z.input<typeof KitchenSettingsFormSchema>;
