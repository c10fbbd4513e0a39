import { z } from "zod";
import {
  boundedInt,
  calendarDate,
  IdSchema,
  MAX_PENCE,
  multiLineText,
  penceSchema,
  singleLineText,
} from "../text.schema";
import { RECEIPT_FIELDS } from "./receipt-text";

/** The spec's purchase categories (weekly_purchase_reports has one cost column for each). */
export const PURCHASE_CATEGORIES = [
  "food",
  "beverage",
  "equipment",
  "utilities",
  "cleaning",
  "other",
] as const;
export type PurchaseCategory = (typeof PURCHASE_CATEGORIES)[number];
export const PURCHASE_CATEGORY_LABELS: Record<PurchaseCategory, string> = {
  food: "Food",
  beverage: "Beverage",
  equipment: "Equipment",
  utilities: "Utilities",
  cleaning: "Cleaning",
  other: "Other",
};

/** The spec's payment methods (card payments, cash payments, bank transfers). */
export const PAYMENT_METHODS = ["card", "cash", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Card",
  cash: "Cash",
  bank_transfer: "Bank transfer",
};

export const RECURRING_FREQUENCIES = ["weekly", "monthly"] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** Quantities keep three decimals (numeric(10,3)); in the API they are thousandths, whole numbers. */
export const MAX_QUANTITY_THOUSANDTHS = 1_000_000_000;

export const PurchaseItemInputSchema = z.object({
  itemName: singleLineText().min(1, "Item name is required").max(100),
  /** 1.5 kg is 1500: whole thousandths, so no float ever reaches a total. */
  quantityThousandths: boundedInt(1, MAX_QUANTITY_THOUSANDTHS, { min: "Quantity must be more than 0" }),
  unitPricePence: penceSchema(),
  category: z.enum(PURCHASE_CATEGORIES).nullable().default(null),
  unit: singleLineText().max(20).nullable().default(null),
});

const optionalLine = (max: number) =>
  singleLineText()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => v || null);

export const PurchaseInputSchema = z
  .object({
    receiptNumber: optionalLine(50),
    vendor: singleLineText().min(1, "Vendor is required").max(100),
    date: calendarDate("Date must be a real date (YYYY-MM-DD)"),
    totalAmountPence: boundedInt(1, MAX_PENCE, { min: "Total must be more than £0.00" }),
    /** Null (or left out): VAT not known, which reports count apart, never as £0.00. */
    vatAmountPence: penceSchema().nullable().default(null),
    category: z.enum(PURCHASE_CATEGORIES, "Choose a category"),
    subcategory: optionalLine(50),
    paymentMethod: z.enum(PAYMENT_METHODS, "Choose a payment method"),
    isRecurring: z.boolean().default(false),
    recurringFrequency: z.enum(RECURRING_FREQUENCIES).nullable().default(null),
    notes: multiLineText().max(2000).nullable().default(null),
    items: z.array(PurchaseItemInputSchema).max(200).default([]),
    /** The scan this receipt was read from: the server copies its image and text (never the client's). */
    scanId: IdSchema.nullable().default(null),
  })
  .refine((p) => p.vatAmountPence === null || p.vatAmountPence <= p.totalAmountPence, {
    message: "VAT cannot be more than the total",
    path: ["vatAmountPence"],
  })
  .refine((p) => !p.isRecurring || p.recurringFrequency !== null, {
    message: "Choose how often it recurs",
    path: ["recurringFrequency"],
  });
export type PurchaseInput = z.input<typeof PurchaseInputSchema>;
export type PurchaseData = z.output<typeof PurchaseInputSchema>;

const PurchaseItemSchema = z.object({
  id: z.number().int(),
  itemName: z.string(),
  quantityThousandths: z.number().int(),
  unitPricePence: z.number().int(),
  totalPricePence: z.number().int(),
  category: z.string().nullable(),
  unit: z.string().nullable(),
});

export const PurchaseSchema = z.object({
  id: z.number().int(),
  receiptNumber: z.string().nullable(),
  vendor: z.string(),
  date: z.string(),
  totalAmountPence: z.number().int(),
  vatAmountPence: z.number().int().nullable(),
  category: z.string(),
  subcategory: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  receiptImagePath: z.string().nullable(),
  ocrExtractedText: z.string().nullable(),
  isRecurring: z.boolean(),
  recurringFrequency: z.string().nullable(),
  recurringSourceId: z.number().int().nullable(),
  notes: z.string().nullable(),
  enteredBy: z.string().nullable(),
  items: z.array(PurchaseItemSchema),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const PurchaseListQuerySchema = z
  .object({
    from: calendarDate("from must be a real date (YYYY-MM-DD)"),
    to: calendarDate("to must be a real date (YYYY-MM-DD)"),
  })
  .refine((q) => q.from <= q.to, { message: "from must not be after to", path: ["to"] });

export const RECEIPT_SCAN_STATUSES = ["queued", "processing", "done", "failed"] as const;
export type ReceiptScanStatus = (typeof RECEIPT_SCAN_STATUSES)[number];

/** What the OCR worker read from an uploaded receipt photo, for the owner to confirm. */
export const ReceiptScanSchema = z.object({
  id: z.number().int(),
  status: z.enum(RECEIPT_SCAN_STATUSES),
  imageUrl: z.string(),
  vendor: z.string().nullable(),
  date: z.string().nullable(),
  totalAmountPence: z.number().int().nullable(),
  vatAmountPence: z.number().int().nullable(),
  /** The lines read (empty when none were), prefilled in the purchase form. */
  lines: z.array(
    z.object({
      description: z.string(),
      quantityThousandths: z.number().int(),
      unitPricePence: z.number().int(),
      totalPence: z.number().int(),
    }),
  ),
  /** The receipt's VAT summary, one row a rate, as printed (null: that figure was not printed). */
  vatRates: z.array(
    z.object({
      ratePercent: z.number(),
      netPence: z.number().int().nullable(),
      vatPence: z.number().int().nullable(),
      grossPence: z.number().int().nullable(),
    }),
  ),
  /** Fields read but not trusted (the figures do not add up): the form marks them "Check: VAT". */
  check: z.array(z.enum(RECEIPT_FIELDS)),
  text: z.string().nullable(),
  error: z.string().nullable(),
});
export type ReceiptScan = z.infer<typeof ReceiptScanSchema>;
