/**
 * What the offer form holds (text, as inputs give it) and how it becomes the shared
 * OfferInputSchema's values: pounds to pence, London wall times to instants, blanks to none.
 */
import { z } from "zod";
import { parsePounds } from "@shared/money";
import { FlashSaleStartFields, OfferInputSchema } from "@shared/offers/offer.schema";
import { into, OptionalTimeField, requiredField } from "@web/lib/form-schema";
import { fromLondonDateTimeInput } from "@web/lib/format";

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
    collectionOnly: z.boolean(),
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
  .transform(
    into(OfferInputSchema, {
      minOrderPence: "minOrder",
      maxDiscountPence: "maxDiscount",
      applicableCategories: "categories",
      daysOfWeek: "days",
      maxRedemptions: "totalUses",
    }),
  );
export type OfferFormValues = z.input<typeof OfferFormSchema>;

/** The spec keeps an offer's save button disabled until these are filled. */
export const OFFER_REQUIRED_FIELDS = [
  "title",
  "description",
  "discountValue",
  "validFrom",
  "validTo",
] as const;

/** The flash-sale starter: a percentage, and an end in London time (blank: closing time today). */
export const FlashSaleFormSchema = z
  .object({ percent: requiredField("Enter the percentage off"), endsAt: z.string() })
  .transform(({ percent, endsAt }) => ({
    percent: Number(percent),
    endsAt: endsAt.trim() ? (fromLondonDateTimeInput(endsAt) ?? endsAt) : null,
  }))
  .transform(into(FlashSaleStartFields.pick({ percent: true, endsAt: true })));
export type FlashSaleFormValues = z.input<typeof FlashSaleFormSchema>;
