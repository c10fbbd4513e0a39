import { describe, expect, it } from "vitest";
import { findReceiptDate, parseReceiptText } from "./receipt-text";

describe("parseReceiptText", () => {
  it("reads vendor, date, total and VAT from a typical wholesaler receipt", () => {
    const text = [
      "FRESH FOODS WHOLESALE LTD",
      "Date: 17/11/2026",
      "Basmati rice 10kg 24.00",
      "Onions 25kg 12.50",
      "Subtotal 36.50",
      "VAT 20% 7.30",
      "TOTAL 43.80",
    ].join("\n");
    expect(parseReceiptText(text)).toEqual({
      vendor: "FRESH FOODS WHOLESALE LTD",
      date: "2026-11-17",
      totalPence: 4380,
      vatPence: 730,
    });
  });

  it("takes the grand total, not a subtotal, and ignores a VAT registration number", () => {
    const text =
      "Cash & Carry\nVAT Reg No 123 4567 89\nSub-total £1,020.00\nVAT £204.00\nTotal due £1,224.00";
    const facts = parseReceiptText(text);
    expect(facts.totalPence).toBe(122_400);
    expect(facts.vatPence).toBe(20_400);
    expect(facts.vendor).toBe("Cash & Carry");
  });

  it("falls back to the largest amount when no line says total, and leaves unknowns null", () => {
    expect(parseReceiptText("12.00\n3.50")).toEqual({
      vendor: null,
      date: null,
      totalPence: 1200,
      vatPence: null,
    });
    expect(parseReceiptText("")).toEqual({ vendor: null, date: null, totalPence: null, vatPence: null });
  });
});

describe("findReceiptDate", () => {
  it.each([
    ["17/11/2026", "2026-11-17"],
    ["17.11.26", "2026-11-17"],
    ["2026-11-17", "2026-11-17"],
    ["3rd Mar 2026", "2026-03-03"],
    ["31/02/2026", null],
    ["no date", null],
  ])("%s → %s", (text, expected) => {
    expect(findReceiptDate(text)).toBe(expected);
  });
});
