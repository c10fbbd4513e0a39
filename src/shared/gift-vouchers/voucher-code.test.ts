import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatVoucherCode,
  normaliseVoucherCode,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_LENGTH,
} from "./voucher-code";
import { addMonthsToDate, isPromoted, isVoucherExpired } from "./voucher-dates";

const codeArb = fc
  .array(fc.constantFrom(...VOUCHER_CODE_ALPHABET), {
    minLength: VOUCHER_CODE_LENGTH,
    maxLength: VOUCHER_CODE_LENGTH,
  })
  .map((chars) => chars.join(""));

describe("voucher codes", () => {
  it("carry 80 bits: 32 letters, none that look alike", () => {
    expect(new Set(VOUCHER_CODE_ALPHABET).size).toBe(32);
    expect(Math.log2(VOUCHER_CODE_ALPHABET.length) * VOUCHER_CODE_LENGTH).toBe(80);
    for (const ch of "01IO") expect(VOUCHER_CODE_ALPHABET).not.toContain(ch);
  });

  it("read back as typed: grouped, lower case, spaces or dashes", () => {
    fc.assert(
      fc.property(codeArb, (code) => {
        const grouped = formatVoucherCode(code);
        expect(grouped).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        expect(normaliseVoucherCode(grouped)).toBe(code);
        expect(normaliseVoucherCode(grouped.toLowerCase().replaceAll("-", " "))).toBe(code);
      }),
    );
  });

  it("refuse the wrong length or a letter outside the alphabet", () => {
    expect(normaliseVoucherCode("ABCD-EFGH-JKLM")).toBeNull();
    expect(normaliseVoucherCode("ABCD-EFGH-JKLM-NPQ0")).toBeNull();
  });
});

describe("voucher dates", () => {
  it("expire months later, clamped to the month's end", () => {
    expect(addMonthsToDate("2026-11-24", 12)).toBe("2027-11-24");
    expect(addMonthsToDate("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsToDate("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsToDate("2026-12-15", 2)).toBe("2027-02-15");
  });

  it("are usable through the expiry day", () => {
    expect(isVoucherExpired("2027-11-24", "2027-11-24")).toBe(false);
    expect(isVoucherExpired("2027-11-24", "2027-11-25")).toBe(true);
  });

  it("always land months later and never past the month's end", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2090-12-31"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (d, months) => {
          const iso = d.toISOString().slice(0, 10);
          const later = addMonthsToDate(iso, months);
          expect(later > iso).toBe(true);
          const [y, m] = later.split("-").map(Number) as [number, number];
          const [y0, m0] = iso.split("-").map(Number) as [number, number];
          expect(y * 12 + m - (y0 * 12 + m0)).toBe(months);
        },
      ),
    );
  });

  it("promote only between the owner's two days", () => {
    expect(isPromoted("2026-11-20", "2026-12-24", "2026-11-24")).toBe(true);
    expect(isPromoted("2026-11-20", "2026-12-24", "2026-12-25")).toBe(false);
    expect(isPromoted(null, null, "2026-11-24")).toBe(false);
  });
});
