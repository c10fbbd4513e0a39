/** The gift-voucher contract: the owner's settings, a purchase, the balance check, spending. */
import { z } from "zod";
import { PROVIDER_PAYMENT_SCHEMAS } from "../payments/payment.schema";

const pence = z.number().int();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD")
  .refine((d) => {
    const parsed = new Date(`${d}T12:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d && d >= "2000-01-01";
  }, "Enter a real date");

export const GiftVoucherSettingsSchema = z
  .object({
    enabled: z.boolean(),
    presetAmountsPence: z.array(pence.min(100).max(100_000)).max(8),
    minPence: pence.min(100).max(100_000),
    maxPence: pence.min(100).max(100_000),
    /** How long a voucher is valid for, from the day it is bought (12 months by default). */
    validityMonths: z.number().int().min(1).max(60),
    /** The header and footer link the buy page between these London days (inclusive); null: never. */
    promoteFrom: isoDate.nullable(),
    promoteUntil: isoDate.nullable(),
  })
  .refine((s) => s.minPence <= s.maxPence, { message: "The smallest amount is above the largest" })
  .refine((s) => s.presetAmountsPence.every((p) => p >= s.minPence && p <= s.maxPence), {
    message: "Each preset amount must be between the smallest and largest amount",
  });
export type GiftVoucherSettings = z.infer<typeof GiftVoucherSettingsSchema>;

export const GIFT_VOUCHER_STATUSES = ["awaiting_payment", "scheduled", "sent", "cancelled"] as const;
export type GiftVoucherStatus = (typeof GIFT_VOUCHER_STATUSES)[number];

export const GIFT_VOUCHER_LEDGER_KINDS = ["issued", "spent", "returned", "cancelled", "extended"] as const;
export type GiftVoucherLedgerKind = (typeof GIFT_VOUCHER_LEDGER_KINDS)[number];

const name = z.string().trim().min(1, "Enter a name").max(100);
const email = z.string().trim().toLowerCase().email("Enter a valid email address").max(255);

export const BuyGiftVoucherRequestSchema = z.object({
  amountPence: pence.positive(),
  buyerName: name,
  buyerEmail: email,
  recipientName: name,
  recipientEmail: email,
  message: z.string().trim().max(500).default(""),
  /** The London day the recipient's mail goes out: today or later. */
  sendOn: isoDate,
});
export type BuyGiftVoucherRequest = z.infer<typeof BuyGiftVoucherRequestSchema>;

export const BuyGiftVoucherResponseSchema = z.object({
  id: z.number().int(),
  /** The buyer's secret for paying, and later resending (shown once; sent as X-Voucher-Token). */
  token: z.string(),
  amountPence: pence,
});

export const PayGiftVoucherRequestSchema = z.discriminatedUnion("paymentMethod", [
  ...PROVIDER_PAYMENT_SCHEMAS,
  z.object({ paymentMethod: z.literal("test") }),
]);
export type PayGiftVoucherRequest = z.infer<typeof PayGiftVoucherRequestSchema>;

export const GiftVoucherPurchaseSchema = z.object({
  id: z.number().int(),
  status: z.enum(GIFT_VOUCHER_STATUSES),
  amountPence: pence,
  recipientName: z.string(),
  sendOn: isoDate,
  expiresOn: isoDate,
});
export type GiftVoucherPurchase = z.infer<typeof GiftVoucherPurchaseSchema>;

export const VoucherCodeRequestSchema = z.object({ code: z.string().min(1).max(40) });

/** All the balance page tells: nothing about who bought it or for whom. */
export const GiftVoucherBalanceSchema = z.object({
  balancePence: pence,
  expiresOn: isoDate,
  usable: z.boolean(),
});
export type GiftVoucherBalance = z.infer<typeof GiftVoucherBalanceSchema>;

/** What the buy page shows: the owner's amounts and whether vouchers are on sale at all. */
export const GiftVoucherOfferSchema = z.object({
  enabled: z.boolean(),
  presetAmountsPence: z.array(pence),
  minPence: pence,
  maxPence: pence,
  validityMonths: z.number().int(),
  promoted: z.boolean(),
  /** The restaurant's day in London (the earliest send day). */
  today: isoDate,
  /** Stripe's publishable key when cards are taken; test mode otherwise (demo only). */
  stripePublishableKey: z.string().nullable(),
  /** PayPal's client id when PayPal is taken. */
  paypalClientId: z.string().nullable(),
  testMode: z.boolean(),
});
export type GiftVoucherOffer = z.infer<typeof GiftVoucherOfferSchema>;

export const SpendGiftVoucherResponseSchema = z.object({
  spentPence: pence,
  balancePence: pence,
  amountDuePence: pence,
});
export type SpendGiftVoucherResponse = z.infer<typeof SpendGiftVoucherResponseSchema>;

const GiftVoucherSummarySchema = z.object({
  soldCount: z.number().int(),
  soldPence: pence,
  redeemedPence: pence,
  /** Money held for vouchers still valid: a liability, not sales. */
  outstandingPence: pence,
  expiredPence: pence,
  cancelledPence: pence,
});
export type GiftVoucherSummary = z.infer<typeof GiftVoucherSummarySchema>;

const GiftVoucherRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(GIFT_VOUCHER_STATUSES),
  amountPence: pence,
  balancePence: pence,
  buyerName: z.string(),
  buyerEmail: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  sendOn: isoDate,
  expiresOn: isoDate,
  expired: z.boolean(),
  /** How the buyer paid for it (the owner finds the payment in Stripe's or PayPal's pages). */
  paidBy: z.enum(["stripe", "paypal", "test"]).nullable(),
});
export type GiftVoucherRow = z.infer<typeof GiftVoucherRowSchema>;

export const GiftVoucherListSchema = z.object({
  summary: GiftVoucherSummarySchema,
  vouchers: z.array(GiftVoucherRowSchema),
});

export const GiftVoucherSearchSchema = z.object({ q: z.string().trim().max(100).optional() });
export const ExtendGiftVoucherRequestSchema = z.object({ expiresOn: isoDate });
