import { z } from "zod";

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
