import { describe, expect, it } from "vitest";
import { checkOrderSize, normalisePhoneNumber, OrderLimitsFormSchema } from "./order-limits";

describe("checkOrderSize", () => {
  const limits = { maxOrderPence: 100_000, maxOrderItems: 30 };
  it("allows an order at the limits and refuses one over either", () => {
    expect(checkOrderSize({ totalPence: 100_000, itemCount: 30 }, limits)).toBeNull();
    const message = "Orders over £1,000.00 or 30 items need a call to the restaurant.";
    expect(checkOrderSize({ totalPence: 100_001, itemCount: 1 }, limits)).toBe(message);
    expect(checkOrderSize({ totalPence: 100, itemCount: 31 }, limits)).toBe(message);
  });
});

describe("normalisePhoneNumber", () => {
  it("counts one UK number however it is typed", () => {
    for (const typed of ["07700 900123", "+44 7700 900123", "0044 (0)7700-900123", "447700900123"]) {
      expect(normalisePhoneNumber(typed)).toBe("07700900123");
    }
    expect(normalisePhoneNumber("+1 555 0100")).toBe("15550100");
  });
});

describe("OrderLimitsFormSchema", () => {
  it("reads pounds and a count, and refuses what the server would", () => {
    expect(
      OrderLimitsFormSchema.parse({ maxOrderPence: "£1,500".replace(",", ""), maxOrderItems: "40" }),
    ).toEqual({
      maxOrderPence: 150_000,
      maxOrderItems: 40,
    });
    const bad = OrderLimitsFormSchema.safeParse({ maxOrderPence: "lots", maxOrderItems: "0" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(["maxOrderItems", "maxOrderPence"]);
  });
});
