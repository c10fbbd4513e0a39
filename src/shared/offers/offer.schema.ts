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

/** Staff's offer form. validFrom/validTo are instants or datetime-local values (read as London-free ISO). */
export const OfferInputSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(100),
    description: z.string().trim().min(1, "Description is required"),
    discountType: OfferDiscountTypeSchema,
    discountValue: z.number().int().min(0, "Discount value cannot be negative"),
    minOrderPence: z.number().int().min(0).default(0),
    validFrom: z.iso.datetime({ offset: true }),
    validTo: z.iso.datetime({ offset: true }),
    isActive: z.boolean().default(true),
    offerCode: z
      .string()
      .trim()
      .max(20)
      .nullable()
      .default(null)
      .transform((c) => (c ? c.toUpperCase() : null)),
    termsConditions: z.string().nullable().default(null),
    priority: z.number().int().min(0).default(1),
    maxRedemptions: z.number().int().min(1).nullable().default(null),
  })
  .refine((o) => Date.parse(o.validTo) > Date.parse(o.validFrom), {
    message: "The offer must end after it starts",
    path: ["validTo"],
  });
export type OfferInput = z.input<typeof OfferInputSchema>;
export const OfferPatchSchema = z
  .object({
    title: z.string().trim().min(1).max(100),
    description: z.string().trim().min(1),
    discountType: OfferDiscountTypeSchema,
    discountValue: z.number().int().min(0),
    minOrderPence: z.number().int().min(0),
    validFrom: z.iso.datetime({ offset: true }),
    validTo: z.iso.datetime({ offset: true }),
    isActive: z.boolean(),
    offerCode: z
      .string()
      .trim()
      .max(20)
      .nullable()
      .transform((c) => (c ? c.toUpperCase() : null)),
    termsConditions: z.string().nullable(),
    priority: z.number().int().min(0),
    maxRedemptions: z.number().int().min(1).nullable(),
  })
  .partial();
