/**
 * What the staff forms hold (text, as inputs give it) and how it becomes the shared input schemas'
 * values. Every rule comes from those schemas; this file only converts pounds, London wall times
 * and blank fields on the way.
 */
import { z } from "zod";
import { UpdateSettingsSchema } from "../../../shared/admin/admin-dashboard.schema";
import { MenuItemInputSchema } from "../../../shared/admin/admin-menu.schema";
import { ChefInputSchema } from "../../../shared/chefs/chef.schema";
import { DishOptionsInputSchema } from "../../../shared/menu/dish-options";
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
export function into<T extends z.ZodType>(schema: T) {
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

/** Comma-separated text as a list; blank = none. */
function commaList(v: string) {
  const list = v
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
  return list.length > 0 ? list : null;
}

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
    channel: offer.channel,
    isFlashSale: z.boolean(),
    /** Pounds; blank = no cap. */
    maxDiscount: z.string().transform((v) => (v.trim() ? parsePounds(v.trim()) : null)),
    rewardCategory: z.string().transform((v) => v.trim() || null),
    /** Comma-separated categories; blank = any dish. */
    categories: z.string().transform(commaList),
    days: z.array(z.string()).transform((d) => (d.length > 0 ? d.map(Number) : null)),
    startTime: OptionalTimeField,
    endTime: OptionalTimeField,
    firstOrderOnly: z.boolean(),
    signedInOnly: z.boolean(),
    birthdayWeek: z.boolean(),
    usesPerCustomer: z.string().transform((v) => (v.trim() ? Number(v) : null)),
    totalUses: z.string().transform((v) => (v.trim() ? Number(v) : null)),
    /** A bundle's slots: a count and comma-separated categories or chosen dishes (ids as text). */
    bundleSlots: z.array(
      z.object({
        quantity: z.string().transform((v) => (v.trim() ? Number(v) : undefined)),
        categories: z.string().transform(commaList),
        menuItemIds: z.array(z.string()).transform((ids) => (ids.length > 0 ? ids.map(Number) : null)),
      }),
    ),
  })
  .transform(
    ({ minOrder, discountValue, maxDiscount, categories, days, totalUses, bundleSlots, ...rest }, ctx) => {
      const inPounds = rest.discountType === "fixed_amount" || rest.discountType === "bundle_price";
      const value = inPounds ? parsePounds(discountValue) : Number(discountValue);
      if (value === null || !Number.isFinite(value)) {
        ctx.addIssue({ code: "custom", path: ["discountValue"], message: "Enter a number such as 10" });
        return z.NEVER;
      }
      return {
        ...rest,
        discountValue: Math.round(value),
        minOrderPence: minOrder,
        maxDiscountPence: maxDiscount,
        applicableCategories: categories,
        daysOfWeek: days,
        maxRedemptions: totalUses,
        // Slots mean something only for a bundle; other rewards store none.
        bundleSlots: rest.discountType === "bundle_price" ? bundleSlots : null,
      };
    },
  )
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

// Dish options -------------------------------------------------------------------------------------

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
  pointsPerPoundRedeemed: wholeNumberField("Points per £1 must be a whole number").pipe(
    settings.pointsPerPoundRedeemed,
  ),
});
export type KitchenSettingsFormValues = z.input<typeof KitchenSettingsFormSchema>;
