import { describe, expect, it } from "vitest";
import { EMPTY_PHONE_ORDER, phoneOrderFormSchema, toPhoneOrderRequest } from "./phone-order-form.schema";

const filled = {
  ...EMPTY_PHONE_ORDER,
  customerName: "Asha Patel",
  customerPhone: "07700900123",
  collectionDate: "2026-11-24",
  collectionTime: "18:30",
  paymentMethod: "cash_at_counter" as const,
};

describe("the phone order form with a gift voucher", () => {
  it("without a code sends the payment chosen and no code", () => {
    const request = toPhoneOrderRequest(phoneOrderFormSchema.parse(filled), [], null);
    expect(request.paymentMethod).toBe("cash_at_counter");
    expect(request).not.toHaveProperty("giftVoucherCode");
  });
  it("with a code places the order to pay at collection, so the voucher pays first", () => {
    const values = phoneOrderFormSchema.parse({ ...filled, giftVoucherCode: " abcd-efgh-jkmn-pqrs " });
    expect(values.giftVoucherCode).toBe("abcd-efgh-jkmn-pqrs");
    const request = toPhoneOrderRequest(values, [], null);
    expect(request.paymentMethod).toBe("at_collection");
    expect(request).not.toHaveProperty("giftVoucherCode");
  });
});
