import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPounds } from "../money";
import {
  findReceiptDate,
  parseReceiptLine,
  parseReceiptText,
  parseVatRow,
  vatRowAddsUp,
} from "./receipt-text";

describe("parseReceiptText", () => {
  it("reads vendor, date, total, VAT and the lines from a typical wholesaler receipt", () => {
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
      lines: [
        {
          description: "Basmati rice 10kg",
          quantityThousandths: 1000,
          unitPricePence: 2400,
          totalPence: 2400,
        },
        { description: "Onions 25kg", quantityThousandths: 1000, unitPricePence: 1250, totalPence: 1250 },
      ],
      vatRates: [{ ratePercent: 20, netPence: null, vatPence: 730, grossPence: null }],
      check: [],
    });
  });

  it("takes the grand total, not a subtotal, and ignores a VAT registration number", () => {
    const text =
      "Cash & Carry\nVAT Reg No 123 4567 89\nSub-total £1,020.00\nVAT £204.00\nTotal due £1,224.00";
    const facts = parseReceiptText(text);
    expect(facts.totalPence).toBe(122_400);
    expect(facts.vatPence).toBe(20_400);
    expect(facts.vendor).toBe("Cash & Carry");
    expect(facts.check).toEqual([]);
  });

  it("reads a UK VAT summary table with a zero-rated row and Total VAT", () => {
    const text = [
      "BOOKER WHOLESALE",
      "VAT Reg No GB 123 4567 89",
      "Date: 17/11/2026",
      "2 x Basmati Rice 10kg @ 18.50 37.00 Z",
      "3 x Coca Cola 24 x 330ml @ 10.99 32.97 A",
      "Subtotal 69.97",
      "VAT SUMMARY",
      "Rate Net VAT Gross",
      "A 20% 32.97 6.59 39.56",
      "Z 0% 37.00 0.00 37.00",
      "Total VAT 6.59",
      "TOTAL 76.56",
    ].join("\n");
    const facts = parseReceiptText(text);
    expect(facts).toMatchObject({ totalPence: 7656, vatPence: 659, check: [] });
    expect(facts.vatRates).toEqual([
      { ratePercent: 20, netPence: 3297, vatPence: 659, grossPence: 3956 },
      { ratePercent: 0, netPence: 3700, vatPence: 0, grossPence: 3700 },
    ]);
    expect(facts.lines).toEqual([
      { description: "Basmati Rice 10kg", quantityThousandths: 2000, unitPricePence: 1850, totalPence: 3700 },
      {
        description: "Coca Cola 24 x 330ml",
        quantityThousandths: 3000,
        unitPricePence: 1099,
        totalPence: 3297,
      },
    ]);
  });

  it('reads "VAT @ 20%" lines and OCR\'s misread codes and multiplication signs', () => {
    const text = [
      "COSTCO WHOLESALE UK",
      "Date: 20/11/2026",
      "3 Xx Chicken Thighs 5kg @ 16.49 49.47 Zz",
      "Foil Containers 500 21.50 7",
      "Subtotal 70.97",
      "VAT @ 20% on 21.50 4.30",
      "VAT @ 0% on 49.47 0.00",
      "Total VAT 4.30",
      "TOTAL 75.27",
    ].join("\n");
    const facts = parseReceiptText(text);
    expect(facts).toMatchObject({ totalPence: 7527, vatPence: 430, check: [] });
    expect(facts.lines.map((l) => [l.description, l.quantityThousandths, l.totalPence])).toEqual([
      ["Chicken Thighs 5kg", 3000, 4947],
      ["Foil Containers 500", 1000, 2150],
    ]);
  });

  it("asks for VAT to be checked when a row's net + VAT is not its gross (a misread £5.75 as £2.15)", () => {
    const text = [
      "Bestway",
      "Rate Net VAT Gross",
      "S 20% 28.75 2.15 34.50",
      "Total VAT 2.15",
      "TOTAL 34.50",
    ].join("\n");
    const facts = parseReceiptText(text);
    expect(facts.vatPence).toBe(215);
    expect(facts.check).toContain("vat");
  });

  it("asks for the total to be checked when the lines, the summary and the total disagree", () => {
    const text = ["Shop", "Rice 10.00", "Oil 5.00", "Total VAT 0.00", "TOTAL 18.00"].join("\n");
    expect(parseReceiptText(text).check).toEqual(["total", "lines"]);
  });

  it("leaves VAT empty (never £0.00) when none was read, and asks when VAT was printed but unreadable", () => {
    expect(parseReceiptText("Corner Shop\nMilk 1.20\nTOTAL 1.20").vatPence).toBeNull();
    expect(parseReceiptText("Corner Shop\nMilk 1.20\nTOTAL 1.20").check).toEqual([]);
    const unreadable = parseReceiptText(
      "Corner Shop\nMilk 1.20\nVAT SUMMARY 2O%\nTotal VAT ?.??\nTOTAL 1.20",
    );
    expect(unreadable.vatPence).toBeNull();
    expect(unreadable.check).toContain("vat");
  });

  it("takes an unreadable total from the VAT summary, and asks", () => {
    const text = ["Shop", "Subtotal 10.00", "A 20% 10.00 2.00 12.00", "Total VAT 2.00", "TOTAL 12:0)"].join(
      "\n",
    );
    expect(parseReceiptText(text)).toMatchObject({ totalPence: 1200, vatPence: 200, check: ["total"] });
  });

  it("asks when VAT is more than a sixth of the total (no rate lets it be)", () => {
    expect(parseReceiptText("Shop\nVAT 9.00\nTOTAL 12.00").check).toContain("vat");
  });

  it("falls back to the largest amount when no line says total, asks, and leaves unknowns null", () => {
    expect(parseReceiptText("12.00\n3.50")).toMatchObject({
      vendor: null,
      date: null,
      totalPence: 1200,
      vatPence: null,
      check: ["total"],
    });
    expect(parseReceiptText("")).toEqual({
      vendor: null,
      date: null,
      totalPence: null,
      vatPence: null,
      lines: [],
      vatRates: [],
      check: [],
    });
  });
});

describe("parseVatRow", () => {
  it.each([
    ["A 20.00% 36.50 7.30 43.80", { ratePercent: 20, netPence: 3650, vatPence: 730, grossPence: 4380 }],
    ["VAT @ 20% on 36.50 7.30", { ratePercent: 20, netPence: 3650, vatPence: 730, grossPence: 4380 }],
    ["VAT 5% 0.50 10.50", { ratePercent: 5, netPence: 1000, vatPence: 50, grossPence: 1050 }],
    ["VAT @ 20% 7.30", { ratePercent: 20, netPence: null, vatPence: 730, grossPence: null }],
    ["Z 0% 12.00", { ratePercent: 0, netPence: 1200, vatPence: 0, grossPence: 1200 }],
    ["Rate Net VAT Gross", null],
  ])("%s", (line, row) => {
    expect(parseVatRow(line)).toEqual(row);
  });

  it("checks net + VAT = gross and VAT at the rate", () => {
    expect(vatRowAddsUp({ ratePercent: 20, netPence: 3650, vatPence: 730, grossPence: 4380 })).toBe(true);
    expect(vatRowAddsUp({ ratePercent: 20, netPence: 3650, vatPence: 730, grossPence: 4370 })).toBe(false);
    expect(vatRowAddsUp({ ratePercent: 20, netPence: 2875, vatPence: 215, grossPence: 3090 })).toBe(false);
    expect(vatRowAddsUp({ ratePercent: 20, netPence: null, vatPence: null, grossPence: null })).toBe(false);
  });
});

describe("parseReceiptLine", () => {
  it.each([
    ["2 x Onions 25kg @ 12.50 25.00 A", ["Onions 25kg", 2000, 1250, 2500]],
    ["Chicken 1.5 @ 6.00 9.00", ["Chicken", 1500, 600, 900]],
    ["3 x Naan 4.50", ["Naan", 3000, 150, 450]],
    ["3 X Coca Cola 24 Xx 330ml @ 10.99 32.97 A", ["Coca Cola 24 x 330ml", 3000, 1099, 3297]],
    ["Sunflower Oil 20L 28.99 Z", ["Sunflower Oil 20L", 1000, 2899, 2899]],
  ] as const)("%s", (line, [description, quantityThousandths, unitPricePence, totalPence]) => {
    expect(parseReceiptLine(line)).toEqual({ description, quantityThousandths, unitPricePence, totalPence });
  });

  it("is not a line without a name", () => {
    expect(parseReceiptLine("12.00")).toBeNull();
    expect(parseReceiptLine("Thank you")).toBeNull();
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

/** A generated UK receipt with its VAT summary, and the figures it prints. */
const WORDS = ["Rice", "Onions", "Ghee", "Paneer", "Flour", "Cola", "Napkins", "Foil", "Lentils", "Mango"];
const receiptArb = fc
  .record({
    vendor: fc.constantFrom("BOOKER WHOLESALE", "COSTCO UK", "BESTWAY CASH & CARRY", "Spice Traders Ltd"),
    date: fc.date({
      min: new Date("2024-01-01T00:00:00Z"),
      max: new Date("2027-12-31T00:00:00Z"),
      noInvalidDate: true,
    }),
    lines: fc.array(
      fc.record({
        words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
        quantity: fc.integer({ min: 1, max: 12 }),
        unitPricePence: fc.integer({ min: 1, max: 50_000 }),
        rate: fc.constantFrom(20, 5, 0),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    summary: fc.constantFrom("table", "at-rate", "coded"),
    pound: fc.constantFrom("", "£"),
  })
  .map(({ vendor, date, lines, summary, pound }) => {
    const code = (rate: number) => ({ 20: "A", 5: "B", 0: "Z" })[rate] ?? "A";
    const money = (p: number) => `${pound}${formatPounds(p)}`;
    const bought = lines.map((l) => ({
      description: l.words.join(" "),
      quantityThousandths: l.quantity * 1000,
      unitPricePence: l.unitPricePence,
      totalPence: l.quantity * l.unitPricePence,
      rate: l.rate,
    }));
    const rates = [...new Set(bought.map((l) => l.rate))]
      .sort((a, b) => b - a)
      .map((rate) => {
        const net = bought.filter((l) => l.rate === rate).reduce((s, l) => s + l.totalPence, 0);
        const vat = Math.round((net * rate) / 100);
        return { ratePercent: rate, netPence: net, vatPence: vat, grossPence: net + vat };
      });
    const net = rates.reduce((s, r) => s + r.netPence, 0);
    const vat = rates.reduce((s, r) => s + r.vatPence, 0);
    const iso = date.toISOString().slice(0, 10);
    const [y, m, d] = iso.split("-");
    const text = [vendor, "VAT Reg No GB 987 6543 21", `Date: ${d}/${m}/${y}`];
    for (const l of bought) {
      const left =
        l.quantityThousandths === 1000
          ? l.description
          : `${l.quantityThousandths / 1000} x ${l.description} @ ${money(l.unitPricePence)}`;
      text.push(`${left}   ${money(l.totalPence)} ${code(l.rate)}`);
    }
    text.push(`Subtotal   ${money(net)}`);
    if (summary === "at-rate") {
      for (const r of rates)
        text.push(`VAT @ ${r.ratePercent}% on ${money(r.netPence)}   ${money(r.vatPence)}`);
    } else {
      text.push("VAT SUMMARY", "Rate   Net   VAT   Gross");
      for (const r of rates) {
        const rate =
          summary === "coded" ? `${code(r.ratePercent)} ${r.ratePercent}.00%` : `${r.ratePercent}%`;
        text.push(`${rate}   ${money(r.netPence)}   ${money(r.vatPence)}   ${money(r.grossPence)}`);
      }
    }
    text.push(`Total VAT   ${money(vat)}`, `TOTAL   ${money(net + vat)}`, "Thank you");
    return {
      text: text.join("\n"),
      facts: {
        vendor,
        date: iso,
        totalPence: net + vat,
        vatPence: vat,
        lines: bought.map(({ rate: _rate, ...l }) => l),
        vatRates: rates,
      },
    };
  });

describe("parseReceiptText on generated receipts (fast-check)", () => {
  it("reads back every figure of a receipt with a VAT summary, with nothing to check", () => {
    fc.assert(
      fc.property(receiptArb, ({ text, facts }) => {
        expect(parseReceiptText(text)).toEqual({ ...facts, check: [] });
      }),
      { numRuns: 300 },
    );
  });

  it("asks for VAT or the total to be checked when one VAT figure is misread", () => {
    fc.assert(
      fc.property(receiptArb, fc.integer({ min: 1, max: 99 }), ({ text, facts }, delta) => {
        // OCR misreads the Total VAT line (the summary rows still say the truth).
        const wrong = text.replace(
          /^Total VAT {3}£?[\d.]+$/m,
          `Total VAT   ${formatPounds(facts.vatPence + delta)}`,
        );
        const read = parseReceiptText(wrong);
        expect(read.check.includes("vat") || read.check.includes("total")).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
