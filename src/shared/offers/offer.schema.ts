import { z } from "zod";
import { TimeSchema } from "../opening-hours/opening-hours.schema";
import {
  boundedInt,
  IdSchema,
  MAX_INT4,
  MAX_PENCE,
  multiLineText,
  nonEmptyPatch,
  penceSchema,
  singleLineText,
} from "../text.schema";
import { PROMOTION_CHANNELS, type PromotionChannel } from "./promotion";
import { checkPromotionWords, offerWordsSource } from "./promotion-words";

/** The spec's three types plus the engine's free dish and bundle price. */
export const OFFER_DISCOUNT_TYPES = [
  "percentage",
  "fixed_amount",
  "free_delivery",
  "free_item",
  "bundle_price",
] as const;
const OfferDiscountTypeSchema = z.enum(OFFER_DISCOUNT_TYPES);

const ChannelSchema = z.enum(PROMOTION_CHANNELS);
const BUNDLE_NEEDS_SLOTS = "A bundle needs the dishes its price buys";
const BundleSlotSchema = z
  .object({
    quantity: z
      .number({ error: "Give how many dishes this slot takes" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(20, "must be at most 20"),
    categories: z.array(singleLineText().min(1).max(30)).max(20).nullable(),
    menuItemIds: z.array(IdSchema).max(100).nullable(),
  })
  // A slot with neither matches no dish, so the bundle could never apply.
  .refine((slot) => Boolean(slot.categories?.length || slot.menuItemIds?.length), {
    message: "Choose a category or dishes for this slot",
    path: ["categories"],
  });

export const OfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  discountType: OfferDiscountTypeSchema,
  /** Percent for percentage offers, pence for fixed-amount ones. */
  discountValue: z.number().int(),
  minOrderPence: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  isActive: z.boolean(),
  offerCode: z.string().nullable(),
  termsConditions: z.string().nullable(),
  priority: z.number().int(),
  maxRedemptions: z.number().int().nullable(),
  currentRedemptions: z.number().int(),
  maxDiscountPence: z.number().int().nullable(),
  rewardCategory: z.string().nullable(),
  bundleSlots: z.array(BundleSlotSchema).nullable(),
  channel: ChannelSchema,
  isFlashSale: z.boolean(),
  applicableCategories: z.array(z.string()).nullable(),
  applicableMenuItemIds: z.array(z.number().int()).nullable(),
  daysOfWeek: z.array(z.number().int()).nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  firstOrderOnly: z.boolean(),
  signedInOnly: z.boolean(),
  birthdayWeek: z.boolean(),
  collectionOnly: z.boolean(),
  usesPerCustomer: z.number().int().nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;

const offerCodeText = singleLineText().max(20, "must be at most 20 characters").nullable();
const toStoredCode = (code: string | null) => (code ? code.toUpperCase() : null);
// Upper-casing can lengthen text ("ß" becomes "SS"): the stored code must still fit.
const fitsCodeColumn = (code: string | null) => code === null || code.length <= 20;
const OfferFields = z.object({
  title: singleLineText().min(1, "Title is required").max(100),
  description: multiLineText().min(1, "Description is required").max(2000),
  discountType: OfferDiscountTypeSchema,
  /** Percent for percentage offers, pence for fixed-amount ones. */
  discountValue: boundedInt(0, MAX_PENCE, { min: "Discount value cannot be negative" }),
  minOrderPence: penceSchema(),
  validFrom: z.iso.datetime({ offset: true }),
  validTo: z.iso.datetime({ offset: true }),
  isActive: z.boolean(),
  offerCode: offerCodeText.transform(toStoredCode).refine(fitsCodeColumn, "must be at most 20 characters"),
  termsConditions: multiLineText().max(5000).nullable(),
  priority: boundedInt(0, 1000),
  maxRedemptions: boundedInt(1, MAX_INT4).nullable(),
  maxDiscountPence: penceSchema().nullable(),
  rewardCategory: singleLineText().min(1).max(30).nullable(),
  bundleSlots: z.array(BundleSlotSchema).min(1, BUNDLE_NEEDS_SLOTS).max(10).nullable(),
  channel: ChannelSchema,
  isFlashSale: z.boolean(),
  applicableCategories: z.array(singleLineText().min(1).max(30)).max(20).nullable(),
  applicableMenuItemIds: z.array(IdSchema).max(100).nullable(),
  daysOfWeek: z.array(boundedInt(0, 6)).max(7).nullable(),
  startTime: TimeSchema.nullable(),
  endTime: TimeSchema.nullable(),
  firstOrderOnly: z.boolean(),
  signedInOnly: z.boolean(),
  birthdayWeek: z.boolean(),
  /** Collection orders only (issue 35): delivery orders do not get it. */
  collectionOnly: z.boolean(),
  usesPerCustomer: boundedInt(1, 1000).nullable(),
});

/**
 * Rules a promotion's fields must keep together (checked on create and on the merged update),
 * among them that the staff's words state no figure the promotion does not give (issue 21).
 */
export function checkPromotionFields(o: {
  discountType: string;
  discountValue: number;
  rewardCategory?: string | null;
  bundleSlots?: { quantity: number }[] | null;
  startTime?: string | null;
  endTime?: string | null;
  title?: string | null;
  description?: string | null;
  termsConditions?: string | null;
  maxDiscountPence?: number | null;
  minOrderPence?: number | null;
  applicableCategories?: string[] | null;
  firstOrderOnly?: boolean | null;
  birthdayWeek?: boolean | null;
  channel?: PromotionChannel | null;
}): { path: string; message: string } | null {
  if (o.discountType === "percentage" && o.discountValue > 100) {
    return { path: "discountValue", message: "A percentage cannot be more than 100" };
  }
  if (o.discountType === "free_item" && !o.rewardCategory) {
    return { path: "rewardCategory", message: "Choose the category the free dish comes from" };
  }
  if (o.discountType === "bundle_price" && !o.bundleSlots?.length) {
    return { path: "bundleSlots", message: BUNDLE_NEEDS_SLOTS };
  }
  if (Boolean(o.startTime) !== Boolean(o.endTime)) {
    return { path: "endTime", message: "Give both a start and an end time, or neither" };
  }
  if (o.startTime && o.endTime && o.endTime <= o.startTime) {
    return { path: "endTime", message: "The end time must be after the start time" };
  }
  return checkPromotionWords(o, offerWordsSource(o));
}

/** Staff's offer form. validFrom/validTo are instants or datetime-local values (read as London-free ISO). */
export const OfferInputSchema = OfferFields.extend({
  minOrderPence: OfferFields.shape.minOrderPence.default(0),
  isActive: OfferFields.shape.isActive.default(true),
  offerCode: offerCodeText
    .default(null)
    .transform(toStoredCode)
    .refine(fitsCodeColumn, "must be at most 20 characters"),
  termsConditions: OfferFields.shape.termsConditions.default(null),
  priority: OfferFields.shape.priority.default(1),
  maxRedemptions: OfferFields.shape.maxRedemptions.default(null),
  maxDiscountPence: OfferFields.shape.maxDiscountPence.default(null),
  rewardCategory: OfferFields.shape.rewardCategory.default(null),
  bundleSlots: OfferFields.shape.bundleSlots.default(null),
  channel: OfferFields.shape.channel.default("online"),
  isFlashSale: OfferFields.shape.isFlashSale.default(false),
  applicableCategories: OfferFields.shape.applicableCategories.default(null),
  applicableMenuItemIds: OfferFields.shape.applicableMenuItemIds.default(null),
  daysOfWeek: OfferFields.shape.daysOfWeek.default(null),
  startTime: OfferFields.shape.startTime.default(null),
  endTime: OfferFields.shape.endTime.default(null),
  firstOrderOnly: OfferFields.shape.firstOrderOnly.default(false),
  signedInOnly: OfferFields.shape.signedInOnly.default(false),
  birthdayWeek: OfferFields.shape.birthdayWeek.default(false),
  collectionOnly: OfferFields.shape.collectionOnly.default(false),
  usesPerCustomer: OfferFields.shape.usesPerCustomer.default(null),
})
  .refine((o) => Date.parse(o.validTo) > Date.parse(o.validFrom), {
    message: "The offer must end after it starts",
    path: ["validTo"],
  })
  .superRefine((o, ctx) => {
    const problem = checkPromotionFields(o);
    if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: [problem.path] });
  });
export type OfferInput = z.input<typeof OfferInputSchema>;
export const OfferPatchSchema = nonEmptyPatch(OfferFields.partial());

/**
 * Staff start a flash sale: a percentage and an end instant (default: closing time today). Its
 * title and description follow the percentage unless staff write their own (a tagline that may
 * state no other figure): a 20% sale is called "COLLECTION 20% OFF" (issue 21).
 */
export const FlashSaleStartFields = z.object({
  title: singleLineText().min(1, "Title is required").max(100).nullish(),
  description: multiLineText().min(1).max(2000).nullish(),
  percent: boundedInt(1, 100).default(30),
  endsAt: z.iso.datetime({ offset: true }).nullish(),
});
export const FlashSaleStartSchema = FlashSaleStartFields.superRefine((o, ctx) => {
  const problem = checkPromotionWords(
    o,
    offerWordsSource({ discountType: "percentage", discountValue: o.percent }),
  );
  if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: [problem.path] });
});
export type FlashSaleStart = z.input<typeof FlashSaleStartSchema>;

/**
 * The sale started, and the one it replaced: one flash sale runs at a time, so starting one ends
 * the running one at that instant (issue 32), which staff are told by name.
 */
export const FlashSaleStartedSchema = OfferSchema.extend({
  replaced: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      percent: z.number().int(),
      /** When it was to end before this sale replaced it. */
      validTo: z.string(),
    }),
  ),
});
export type FlashSaleStarted = z.infer<typeof FlashSaleStartedSchema>;

/** A promotion as the public pages show it: its real terms, where it applies, and its end. */
const PublicPromotionSchema = z.object({
  id: z.number().int(),
  /** Generated from the reward and conditions ("COLLECTION 20% OFF", "Spend £30, get a free dessert"). */
  headline: z.string(),
  /** Staff's title when its figures are the promotion's own, else the headline. */
  title: z.string(),
  /** Staff's description when its figures are the promotion's own, else "". */
  description: z.string(),
  reward: z.string(),
  terms: z.array(z.string()),
  termsConditions: z.string().nullable(),
  code: z.string().nullable(),
  channel: ChannelSchema,
  /** "Online orders", "In the restaurant", "Phone orders", "Catering quotes". */
  whereLabel: z.string(),
  isFlashSale: z.boolean(),
  endsAt: z.string(),
  /** Whether it ends on today's London date ("ENDS TODAY" lists only these), by the server's clock. */
  endsToday: z.boolean(),
  /** Uses left for a promotion with a limit on its uses ("Limited quantities"); null: no limit. */
  remaining: z.number().int().nullable(),
});
export type PublicPromotion = z.infer<typeof PublicPromotionSchema>;

export const ActivePromotionsSchema = z.object({
  combiningRule: z.string(),
  /** The running flash sale (the latest ending if several), or null: the dialog shows only then. */
  flashSale: PublicPromotionSchema.nullable(),
  promotions: z.array(PublicPromotionSchema),
  /**
   * The automatic online discounts anyone can get now, the one a cart gets first: what the order
   * page's and the footer's banners name (the flash sale among them).
   */
  advertisedIds: z.array(z.number().int()),
});
export type ActivePromotions = z.infer<typeof ActivePromotionsSchema>;
