import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPenceAsDecimal, parseDecimalToPence } from "./provider-amounts";

describe("PayPal amounts", () => {
  it("formats pence as PayPal's decimal string", () => {
    expect(formatPenceAsDecimal(0)).toBe("0.00");
    expect(formatPenceAsDecimal(5)).toBe("0.05");
    expect(formatPenceAsDecimal(1695)).toBe("16.95");
    expect(() => formatPenceAsDecimal(-1)).toThrow();
    expect(() => formatPenceAsDecimal(1.5)).toThrow();
  });

  it("parses what PayPal and the spec's body send", () => {
    expect(parseDecimalToPence("16.95")).toBe(1695);
    expect(parseDecimalToPence("16.9")).toBe(1690);
    expect(parseDecimalToPence("£16")).toBe(1600);
    expect(parseDecimalToPence(16.95)).toBe(1695);
    expect(parseDecimalToPence("16.951")).toBeNull();
    expect(parseDecimalToPence("-1.00")).toBeNull();
    expect(parseDecimalToPence("abc")).toBeNull();
  });

  it("round-trips every amount of pence", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (pence) => {
        expect(parseDecimalToPence(formatPenceAsDecimal(pence))).toBe(pence);
      }),
    );
  });
});
