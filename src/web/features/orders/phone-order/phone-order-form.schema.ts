/**
 * What the phone order dialog's details form holds (the shared PhoneOrderFormSchema: the diner's
 * checkout fields plus how the order is paid) and how it becomes POST /api/admin/orders' body with
 * the lines staff picked.
 */

import type { z } from "zod";
import { formatPence } from "@shared/money";
import {
  type PHONE_ORDER_PAYMENTS,
  PhoneOrderFormSchema,
  type PhoneOrderRequest,
} from "@shared/orders/phone-order.schema";
import { type CartLine, calculateCartTotal, toRequestItems } from "../cart";

export const phoneOrderFormSchema = PhoneOrderFormSchema;
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
};

export function toPhoneOrderRequest(
  values: PhoneOrderFormOutput,
  lines: readonly CartLine[],
  couponCode: string | null,
): PhoneOrderRequest {
  return {
    ...values,
    items: toRequestItems(lines, { withNotes: true }),
    couponCode,
    totalAmount: formatPence(calculateCartTotal(lines)),
  };
}
