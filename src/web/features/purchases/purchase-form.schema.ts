import { z } from "zod";
import { formatPounds, parsePounds } from "@shared/money";
import { formatQuantity, parseQuantity } from "@shared/purchases/purchase-totals";
import {
  MAX_QUANTITY_THOUSANDTHS,
  PAYMENT_METHODS,
  PURCHASE_CATEGORIES,
  type Purchase,
  type PurchaseInput,
  PurchaseItemInputSchema,
  RECURRING_FREQUENCIES,
} from "@shared/purchases/purchases.schema";
import { calendarDate, MAX_PENCE, poundsText, singleLineText } from "@shared/text.schema";

/** One receipt line as typed: quantity with up to 3 decimals and price in pounds, both as text. */
const PurchaseItemFormSchema = z.object({
  // The API's own rule and message for the name; the others are typed text checked for their conversion.
  itemName: PurchaseItemInputSchema.shape.itemName,
  quantity: singleLineText().refine((q) => {
    const thousandths = parseQuantity(q);
    return thousandths !== null && thousandths >= 1 && thousandths <= MAX_QUANTITY_THOUSANDTHS;
  }, "Quantity must be more than 0, with at most 3 decimals"),
  unitPrice: singleLineText().refine((p) => {
    const pence = parsePounds(p);
    return pence !== null && pence <= MAX_PENCE;
  }, "Unit price must be an amount such as 2.50"),
  category: z.enum(["", ...PURCHASE_CATEGORIES]),
  unit: singleLineText().max(20),
});
export type PurchaseItemFormValues = z.input<typeof PurchaseItemFormSchema>;

/** The purchase form's fields as typed (pounds as text); `toPurchaseInput` makes the API body. */
export const PurchaseFormSchema = z.object({
  vendor: singleLineText().min(1, "Vendor is required").max(100),
  date: calendarDate("Date must be a real date (YYYY-MM-DD)"),
  total: poundsText("Total must be an amount such as 43.80", 10_000_000),
  vat: singleLineText().refine(
    (v) => v === "" || parsePounds(v) !== null,
    "VAT must be an amount such as 7.30",
  ),
  receiptNumber: singleLineText().max(50),
  category: z.enum(PURCHASE_CATEGORIES, "Choose a category"),
  paymentMethod: z.enum(PAYMENT_METHODS, "Choose a payment method"),
  recurring: z.enum(["no", ...RECURRING_FREQUENCIES]),
  items: z.array(PurchaseItemFormSchema).max(200),
});
export type PurchaseFormValues = z.input<typeof PurchaseFormSchema>;

export const EMPTY_ITEM_LINE: PurchaseItemFormValues = {
  itemName: "",
  quantity: "1",
  unitPrice: "",
  category: "",
  unit: "",
};

/** A saved purchase as the form shows it, for editing. */
export function toPurchaseFormValues(purchase: Purchase): PurchaseFormValues {
  const category = (PURCHASE_CATEGORIES as readonly string[]).includes(purchase.category)
    ? (purchase.category as PurchaseFormValues["category"])
    : "other";
  const paymentMethod = (PAYMENT_METHODS as readonly string[]).includes(purchase.paymentMethod ?? "")
    ? (purchase.paymentMethod as PurchaseFormValues["paymentMethod"])
    : "card";
  return {
    vendor: purchase.vendor,
    date: purchase.date,
    total: formatPounds(purchase.totalAmountPence),
    // Empty is "VAT not known"; a saved £0.00 (zero-rated goods) shows as 0.00.
    vat: purchase.vatAmountPence === null ? "" : formatPounds(purchase.vatAmountPence),
    receiptNumber: purchase.receiptNumber ?? "",
    category,
    paymentMethod,
    recurring:
      purchase.isRecurring &&
      (purchase.recurringFrequency === "weekly" || purchase.recurringFrequency === "monthly")
        ? purchase.recurringFrequency
        : "no",
    items: purchase.items.map((item) => ({
      itemName: item.itemName,
      quantity: formatQuantity(item.quantityThousandths),
      unitPrice: formatPounds(item.unitPricePence),
      category: (PURCHASE_CATEGORIES as readonly string[]).includes(item.category ?? "")
        ? (item.category as PurchaseItemFormValues["category"])
        : "",
      unit: item.unit ?? "",
    })),
  };
}

/**
 * The API body. `kept` carries what a saved purchase has but the form does not show (subcategory,
 * notes), so that saving an edit with PUT, which replaces the whole receipt, does not erase them.
 */
export function toPurchaseInput(
  values: z.output<typeof PurchaseFormSchema>,
  scanId: number | null,
  kept: Pick<Purchase, "subcategory" | "notes"> | null = null,
): PurchaseInput {
  return {
    vendor: values.vendor,
    date: values.date,
    totalAmountPence: parsePounds(values.total) ?? 0,
    vatAmountPence: values.vat === "" ? null : parsePounds(values.vat),
    receiptNumber: values.receiptNumber || null,
    category: values.category,
    paymentMethod: values.paymentMethod,
    isRecurring: values.recurring !== "no",
    recurringFrequency: values.recurring === "no" ? null : values.recurring,
    items: values.items.map((item) => ({
      itemName: item.itemName,
      quantityThousandths: parseQuantity(item.quantity) ?? 0,
      unitPricePence: parsePounds(item.unitPrice) ?? 0,
      category: item.category === "" ? null : item.category,
      unit: item.unit || null,
    })),
    ...(kept ? { subcategory: kept.subcategory, notes: kept.notes } : {}),
    scanId,
  };
}
