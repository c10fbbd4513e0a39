/** The VAT settings, rates and figures as the owner's routes send and take them (issue 40). */
import { z } from "zod";
import { boundedInt, IdSchema } from "../text.schema";
import { VAT_RATES } from "./vat";

export const VAT_BASES = ["accrual", "cash"] as const;
export type VatBasis = (typeof VAT_BASES)[number];
export const VAT_BASIS_LABELS: Record<VatBasis, string> = {
  accrual: "Accrual (VAT when sold)",
  cash: "Cash accounting (VAT when paid)",
};

/** A UK VAT number: GB and 9 digits (or 12 for a branch), spaces allowed as printed. */
const VAT_NUMBER_MESSAGE = "Enter the VAT number as HMRC issued it, e.g. GB123456789";
const VatNumberSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .refine((v) => /^GB(\d{9}|\d{12})$/.test(v), VAT_NUMBER_MESSAGE);

/** A rate the owner may set: standard or zero (reduced only if the law changes for food). */
const VatRateSchema = z.union([z.literal(VAT_RATES.standard), z.literal(VAT_RATES.zero)], {
  error: "Choose standard (20%) or zero (0%)",
});

export const VatRegistrationSchema = z.object({
  registered: z.boolean(),
  vatNumber: z.string().nullable(),
  stagger: z.number().int(),
  basis: z.enum(VAT_BASES),
  /** The delivery fee's rate in basis points (issue 40): 2000 unless the owner says otherwise. */
  deliveryFeeRateBasisPoints: z.number().int(),
});
export type VatRegistration = z.infer<typeof VatRegistrationSchema>;

export const VatRegistrationInputSchema = z
  .object({
    registered: z.boolean(),
    vatNumber: VatNumberSchema.nullable(),
    stagger: boundedInt(1, 3, { min: "Choose the VAT quarters", max: "Choose the VAT quarters" }),
    basis: z.enum(VAT_BASES, { error: "Choose accrual or cash accounting" }),
    deliveryFeeRateBasisPoints: VatRateSchema.default(VAT_RATES.standard),
  })
  .refine((v) => !v.registered || v.vatNumber !== null, {
    message: "A VAT-registered restaurant prints its VAT number: enter it",
    path: ["vatNumber"],
  });

/** null: back to the default (the category's for a dish, the dish's for a choice). */
export const SetVatRateInputSchema = z.object({ rateBasisPoints: VatRateSchema.nullable() });

const VatChoiceRateSchema = z.object({
  choiceId: IdSchema,
  group: z.string(),
  name: z.string(),
  priceDeltaPence: z.number().int(),
  /** The owner's rate; null is the dish's. */
  rateBasisPoints: z.number().int().nullable(),
});

const VatDishRateSchema = z.object({
  menuItemId: IdSchema,
  name: z.string(),
  category: z.string(),
  pricePence: z.number().int(),
  defaultRateBasisPoints: z.number().int(),
  defaultNote: z.string(),
  /** The owner's rate; null is the category's default. */
  rateBasisPoints: z.number().int().nullable(),
  choices: z.array(VatChoiceRateSchema),
});
export const VatDishRatesSchema = z.object({ rule: z.string(), dishes: z.array(VatDishRateSchema) });
export type VatDishRates = z.infer<typeof VatDishRatesSchema>;

const _VatByRateSchema = z.object({
  rateBasisPoints: z.number().int(),
  grossPence: z.number().int(),
  vatPence: z.number().int(),
  netPence: z.number().int(),
});

/** A VAT quarter, named by the month it ends ("2026-11"); none: the quarter holding today. */
export const VatReturnQuerySchema = z.object({
  quarter: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "quarter must be the month it ends, YYYY-MM")
    .optional(),
});
export const VatReturnCsvQuerySchema = VatReturnQuerySchema.extend({
  /** Only the rows behind one box (1, 4, 6 or 7 have rows); none: every row. */
  box: z.coerce.number().int().min(1).max(9).optional(),
});

const VatReturnRowSchema = z.object({
  kind: z.enum(["sale", "refund", "takings", "purchase"]),
  reference: z.string(),
  date: z.string(),
  description: z.string(),
  grossPence: z.number().int(),
  vatPence: z.number().int(),
  netPence: z.number().int(),
  check: z.string().nullable(),
});

export const VatReturnSchema = z.object({
  quarter: z.string(),
  from: z.string(),
  to: z.string(),
  basis: z.enum(VAT_BASES),
  stagger: z.number().int(),
  registered: z.boolean(),
  /** The last eight quarters, newest first, for the picker. */
  quarters: z.array(z.string()),
  boxes: z.object({
    box1: z.number().int(),
    box2: z.number().int(),
    box3: z.number().int(),
    box4: z.number().int(),
    box5: z.number().int(),
    direction: z.enum(["to-pay", "to-reclaim", "nothing"]),
    box6: z.number().int(),
    box7: z.number().int(),
    box8: z.number().int(),
    box9: z.number().int(),
  }),
  checkCount: z.number().int(),
  rows: z.array(VatReturnRowSchema),
});
export type VatReturn = z.infer<typeof VatReturnSchema>;
