import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPence, formatPenceGrouped, formatPounds, parsePounds } from "./money";

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

describe("formatPenceGrouped", () => {
  it("separates thousands and keeps the pence", () => {
    expect(formatPenceGrouped(100_000)).toBe("£1,000.00");
    expect(formatPenceGrouped(123_456_789)).toBe("£1,234,567.89");
    expect(formatPenceGrouped(99_999)).toBe("£999.99");
    expect(formatPenceGrouped(5)).toBe("£0.05");
    expect(formatPenceGrouped(-100_050)).toBe("-£1,000.50");
  });
});
