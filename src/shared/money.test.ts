import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPence, formatPounds, parsePounds } from "./money";

describe("money", () => {
  it("formats pence as pounds with two decimals", () => {
    expect(formatPence(1695)).toBe("£16.95");
    expect(formatPence(5)).toBe("£0.05");
    expect(formatPence(0)).toBe("£0.00");
    expect(formatPence(-250)).toBe("-£2.50");
  });

  it("parses what it formats, for any amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        (pence) => parsePounds(formatPence(pence)) === pence,
      ),
    );
  });

  it("writes form and provider amounts without the pound sign, and reads them back", () => {
    expect(formatPounds(650)).toBe("6.50");
    expect(formatPounds(-5)).toBe("-0.05");
    expect(parsePounds(formatPounds(650))).toBe(650);
  });

  it("refuses text that is not money", () => {
    expect(parsePounds("abc")).toBeNull();
    expect(parsePounds("£1.234")).toBeNull();
    expect(parsePounds("12")).toBe(1200);
  });
});
