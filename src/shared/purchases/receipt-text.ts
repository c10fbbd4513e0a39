/**
 * Reads the facts an owner confirms (vendor, date, total, VAT) out of a receipt's OCR text. OCR is
 * unreliable, so every field may come back null and the owner always confirms before saving.
 */
export interface ReceiptFacts {
  vendor: string | null;
  /** YYYY-MM-DD */
  date: string | null;
  totalPence: number | null;
  vatPence: number | null;
}

const AMOUNT = /(?:£|GBP)?\s*(\d{1,6}(?:,\d{3})*)[.,](\d{2})(?!\d)/g;

function amountsIn(line: string): number[] {
  const found: number[] = [];
  for (const m of line.matchAll(AMOUNT)) {
    found.push(Number((m[1] ?? "0").replace(/,/g, "")) * 100 + Number(m[2]));
  }
  return found;
}

function lastAmount(line: string): number | null {
  const amounts = amountsIn(line);
  return amounts.length ? (amounts.at(-1) ?? null) : null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function toIsoDate(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const iso = `${fullYear}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/** UK receipts write dates day first: 17/11/2026, 17-11-26, 17 Nov 2026, or ISO 2026-11-17. */
export function findReceiptDate(text: string): string | null {
  const iso = /\b(20\d{2})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return toIsoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/.exec(text);
  if (numeric) return toIsoDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const named = /\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{4})\b/.exec(text);
  if (named) {
    const month = MONTHS.indexOf((named[2] ?? "").toLowerCase());
    if (month >= 0) return toIsoDate(Number(named[3]), month + 1, Number(named[1]));
  }
  return null;
}

const TOTAL_LINE = /\b(grand\s+total|total\s+due|amount\s+due|balance\s+due|total)\b/i;
const NOT_THE_TOTAL = /\b(sub\s*-?\s*total|total\s+vat|vat\s+total|items?|savings?)\b/i;
const VAT_LINE = /\b(vat|v\.a\.t\.?|tax)\b/i;

export function parseReceiptText(text: string): ReceiptFacts {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);

  // The grand total is usually the last "total" line that is not a subtotal or a VAT total.
  let totalPence: number | null = null;
  for (const line of lines) {
    if (TOTAL_LINE.test(line) && !NOT_THE_TOTAL.test(line)) {
      totalPence = lastAmount(line) ?? totalPence;
    }
  }
  if (totalPence === null) {
    const all = lines.flatMap(amountsIn);
    totalPence = all.length ? Math.max(...all) : null;
  }

  // A VAT line's amount is its last figure ("VAT 20% 7.30"); the rate has no pence so never matches.
  let vatPence: number | null = null;
  for (const line of lines) {
    if (VAT_LINE.test(line) && !/\b(reg|registration|no\.?|number)\b/i.test(line)) {
      const amount = lastAmount(line);
      if (amount !== null && (totalPence === null || amount < totalPence)) vatPence = amount;
    }
  }

  // The vendor heads the receipt: the first line with letters that is not a date or an amount.
  const vendorLine = lines.find(
    (l) =>
      /[A-Za-z]{2,}/.test(l) &&
      amountsIn(l).length === 0 &&
      !findReceiptDate(l) &&
      !/^(tel|phone|www|vat)/i.test(l),
  );
  const vendor = vendorLine
    ? vendorLine
        .replace(/[^\w&'.,\- ]+/g, "")
        .trim()
        .slice(0, 100) || null
    : null;

  return { vendor, date: findReceiptDate(text), totalPence, vatPence };
}
