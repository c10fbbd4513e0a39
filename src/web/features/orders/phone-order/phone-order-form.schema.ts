/**
 * What the phone order dialog's details form holds (the shared PhoneOrderFormSchema: the diner's
 * checkout fields plus how the order is paid) and how it becomes POST /api/admin/orders' body with
 * the lines staff picked.
 */

import { z } from "zod";
import { formatPence } from "@shared/money";
import {
  type PHONE_ORDER_PAYMENTS,
  PhoneOrderFormSchema,
  type PhoneOrderRequest,
} from "@shared/orders/phone-order.schema";
import { type CartLine, calculateCartTotal, toRequestItems } from "../cart";

/**
 * Plus a gift voucher the diner quotes (issue 38), blank when none: the order is then placed to
 * pay at collection and the voucher pays what it can at once; the board takes the rest.
 */
export const phoneOrderFormSchema = PhoneOrderFormSchema.extend({
  giftVoucherCode: z.string().trim().max(40, "A voucher code is 16 letters and digits"),
});
export type PhoneOrderFormValues = z.input<typeof phoneOrderFormSchema>;
type PhoneOrderFormOutput = z.output<typeof phoneOrderFormSchema>;

export const EMPTY_PHONE_ORDER: PhoneOrderFormValues = {
  customerName: "",
  customerPhone: "",
  customerEmail: "",
  collectionDate: "",
  collectionTime: "",
  specialInstructions: "",
  paymentMethod: "at_collection" satisfies (typeof PHONE_ORDER_PAYMENTS)[number],
  giftVoucherCode: "",
};

export function toPhoneOrderRequest(
  { giftVoucherCode, ...values }: PhoneOrderFormOutput,
  lines: readonly CartLine[],
  couponCode: string | null,
): PhoneOrderRequest {
  return {
    ...values,
    // A voucher pays first, so the order waits unpaid for it (and for the rest at the counter).
    ...(giftVoucherCode ? { paymentMethod: "at_collection" as const } : {}),
    items: toRequestItems(lines, { withNotes: true }),
    couponCode,
    totalAmount: formatPence(calculateCartTotal(lines)),
  };
}
