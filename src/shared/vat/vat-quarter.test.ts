import { describe, expect, it } from "vitest";
import { quarterHolding, recentQuarters, vatQuarter } from "./vat-quarter";

describe("VAT quarters by stagger", () => {
  it("ends stagger 1 in March, June, September, December; 2 a month later; 3 two", () => {
    expect(vatQuarter(1, "2026-12")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(vatQuarter(1, "2026-11")).toBeNull();
    expect(vatQuarter(2, "2027-01")).toEqual({ from: "2026-11-01", to: "2027-01-31" });
    expect(vatQuarter(3, "2026-11")).toEqual({ from: "2026-09-01", to: "2026-11-30" });
    expect(vatQuarter(3, "2028-02")).toEqual({ from: "2027-12-01", to: "2028-02-29" });
    expect(vatQuarter(1, "2026-13")).toBeNull();
  });

  it("finds the quarter holding a day, and the ones before it", () => {
    expect(quarterHolding(1, "2026-11-24")).toBe("2026-12");
    expect(quarterHolding(2, "2026-12-02")).toBe("2027-01");
    expect(quarterHolding(3, "2026-11-30")).toBe("2026-11");
    expect(recentQuarters(3, "2026-12-02", 4)).toEqual(["2027-02", "2026-11", "2026-08", "2026-05"]);
  });
});
