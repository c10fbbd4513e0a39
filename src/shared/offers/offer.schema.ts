import { z } from "zod";
import {
  boundedInt,
  MAX_INT4,
  MAX_PENCE,
  multiLineText,
  nonEmptyPatch,
  penceSchema,
  singleLineText,
} from "../text.schema";

export const OFFER_DISCOUNT_TYPES = ["percentage", "fixed_amount", "free_delivery"] as const;
export const OfferDiscountTypeSchema = z.enum(OFFER_DISCOUNT_TYPES);

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
});

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
}).refine((o) => Date.parse(o.validTo) > Date.parse(o.validFrom), {
  message: "The offer must end after it starts",
  path: ["validTo"],
});
export type OfferInput = z.input<typeof OfferInputSchema>;
export const OfferPatchSchema = nonEmptyPatch(OfferFields.partial());
