/**
 * Reads the facts an owner confirms (vendor, date, total, VAT, the lines) out of a receipt's OCR
 * text. OCR is unreliable, so every field may come back null, and a figure that was read but does
 * not agree with the rest of the receipt (net + VAT ≠ gross, the lines do not add up to the total,
 * VAT not at its printed rate) is listed in `check` for the owner to look at, never silently
 * "corrected". The owner always confirms before saving.
 */

export const RECEIPT_FIELDS = ["vendor", "date", "total", "vat", "lines"] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];
/** How the form names each field in its "Check: VAT" marking. */
export const RECEIPT_FIELD_NAMES: Record<ReceiptField, string> = {
  vendor: "vendor",
  date: "date",
  total: "total",
  vat: "VAT",
  lines: "lines",
};

/** A bought line: "3 x Coca Cola 24 x 330ml @ 10.99   32.97 A". */
export interface ReceiptLine {
  description: string;
  /** 1.5 kg is 1500 (as purchase items store quantities). */
  quantityThousandths: number;
  unitPricePence: number;
  totalPence: number;
}

/** One row of a UK VAT summary: the rate and what the receipt printed for it (null: not printed). */
export interface VatRateRow {
  /** 20 for 20%, 5 for 5%, 0 for zero-rated. */
  ratePercent: number;
  netPence: number | null;
  vatPence: number | null;
  grossPence: number | null;
}

export interface ReceiptFacts {
  vendor: string | null;
  /** YYYY-MM-DD */
  date: string | null;
  totalPence: number | null;
  /** Null when no VAT figure was read: unknown, never £0.00. */
  vatPence: number | null;
  lines: ReceiptLine[];
  vatRates: VatRateRow[];
  /** Fields read but not to be trusted without a look (shown as "Check: VAT" in the form). */
  check: ReceiptField[];
}

/** An amount with pence; not a rate ("20.00%") and not part of a longer number. */
const AMOUNT = /(?<![\d.,])(\d{1,6}(?:,\d{3})*)[.,](\d{2})(?![\d%]|\s*%)/g;
const AMOUNT_SOURCE = String.raw`£?\s*(\d{1,6}(?:,\d{3})*[.,]\d{2})`;
const RATE = /(\d{1,2}(?:[.,]\d{1,2})?)\s*%/;

function penceOf(amount: string): number {
  const [, whole = "0", pence = "0"] = /^(\d{1,6}(?:,\d{3})*)[.,](\d{2})$/.exec(amount) ?? [];
  return Number(whole.replace(/,/g, "")) * 100 + Number(pence);
}

function amountsIn(line: string): number[] {
  return [...line.matchAll(AMOUNT)].map((m) => Number((m[1] ?? "0").replace(/,/g, "")) * 100 + Number(m[2]));
}

function lastAmount(line: string): number | null {
  return amountsIn(line).at(-1) ?? null;
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

const TOTAL_LINE = /\b(grand\s+total|total\s+due|amount\s+due|balance\s+due|total\s+to\s+pay|total)\b/i;
const NOT_THE_TOTAL =
  /\b(sub\s*-?\s*total|total\s+vat|vat\s+total|total\s+net|net\s+total|items?|savings?|vat\s+summary)\b/i;
const SUBTOTAL_LINE = /\b(sub\s*-?\s*total|total\s+net|net\s+total|goods\s+total|total\s+goods)\b/i;
const VAT_TOTAL_LINE = /\b(total\s+vat|vat\s+total|vat\s+amount)\b/i;
const VAT_WORD = /\b(vat|v\.a\.t\.?)\b/i;
const VAT_NUMBER = /\b(reg|registration|no\.?|number)\b|\bGB\s?\d{3}/i;
const SUMMARY_HEADER = /\bvat\s+(summary|analysis|breakdown)\b|\brate\b.*\bnet\b|\bnet\b.*\bgross\b/i;
/** Lines that are never a bought item. */
const NOT_AN_ITEM =
  /\b(tel|phone|www|date|time|till|cashier|receipt|invoice|card|cash|change|visa|mastercard|amex|contactless|paid|tender|thank|auth|account|customer|balance)\b|@.*\.(com|co\.uk)/i;

/** "18.50" → 1850, allowing a leading £. */
function pence(value: string | undefined): number {
  return penceOf((value ?? "").replace(/^£\s*/, ""));
}

/** Pence per the rate, as HMRC lets each rate's VAT be rounded (to the nearest penny). */
function vatAtRate(netPence: number, ratePercent: number): number {
  return Math.round((netPence * ratePercent) / 100);
}

/** VAT worked out line by line may differ from VAT on the rate's net by a few pence. */
function closeVat(expected: number, read: number, netPence: number): boolean {
  return Math.abs(expected - read) <= 2 + Math.floor(netPence / 10_000);
}

const LINE_PATTERNS: ((
  line: string,
) => (Omit<ReceiptLine, "description"> & { description: string }) | null)[] = [
  // "3 x Coca Cola 24 x 330ml @ 10.99   32.97"
  (line) => {
    const m = new RegExp(
      String.raw`^(\d{1,4}(?:\.\d{1,3})?)\s*[xX×*]{1,2}\s+(.+?)\s+@\s*${AMOUNT_SOURCE}\s+${AMOUNT_SOURCE}$`,
    ).exec(line);
    return m ? item(m[2], m[1], pence(m[3]), pence(m[4])) : null;
  },
  // "Onions 25kg 2 @ 12.50   25.00"
  (line) => {
    const m = new RegExp(
      String.raw`^(.+?)\s+(\d{1,4}(?:\.\d{1,3})?)\s*@\s*${AMOUNT_SOURCE}\s+${AMOUNT_SOURCE}$`,
    ).exec(line);
    return m ? item(m[1], m[2], pence(m[3]), pence(m[4])) : null;
  },
  // "2 x Onions 25kg   25.00"
  (line) => {
    const m = new RegExp(String.raw`^(\d{1,4})\s*[xX×*]{1,2}\s+(.+?)\s+${AMOUNT_SOURCE}$`).exec(line);
    if (!m) return null;
    const total = pence(m[3]);
    const quantity = Number(m[1]);
    return quantity > 0 && total % quantity === 0 ? item(m[2], m[1], total / quantity, total) : null;
  },
  // "Basmati rice 10kg   24.00"
  (line) => {
    const m = new RegExp(String.raw`^(.+?)\s+${AMOUNT_SOURCE}$`).exec(line);
    return m ? item(m[1], "1", pence(m[2]), pence(m[2])) : null;
  },
];

function item(
  description: string | undefined,
  quantity: string | undefined,
  unitPricePence: number,
  totalPence: number,
) {
  const name = (description ?? "")
    // OCR doubles a multiplication sign ("24 Xx 330ml").
    .replace(/(\d)\s+[xX]{2}\s+(\d)/g, "$1 x $2")
    .replace(/[^\w&'.,%/()\- ]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  const quantityThousandths = Math.round(Number(quantity) * 1000);
  if (!/[A-Za-z]{2,}/.test(name) || !(quantityThousandths > 0)) return null;
  return { description: name, quantityThousandths, unitPricePence, totalPence };
}

/** A bought line, once its trailing VAT code ("A", "Z", "*") is taken off; null if it is not one. */
export function parseReceiptLine(raw: string): ReceiptLine | null {
  // OCR reads the code as "Zz", "z" or "7"; only a code after the amount is dropped.
  const line = raw
    .replace(/(\d[.,]\d{2})\s+(?:[A-Za-z*]{1,2}|\d)$/, "$1")
    .replace(/\s+/g, " ")
    .trim();
  for (const pattern of LINE_PATTERNS) {
    const found = pattern(line);
    if (found) return found;
  }
  return null;
}

/**
 * A row of the VAT summary ("A 20% 36.50 7.30 43.80", "VAT @ 20% on 36.50 7.30", "VAT 20% 7.30").
 * Which figure is which is read from the arithmetic when the row prints only two.
 */
export function parseVatRow(line: string): VatRateRow | null {
  const rate = RATE.exec(line);
  if (!rate) return null;
  const ratePercent = Number((rate[1] ?? "0").replace(",", "."));
  if (ratePercent > 30) return null;
  const amounts = amountsIn(line.slice((rate.index ?? 0) + rate[0].length));
  if (amounts.length >= 3) {
    const [net = 0, vat = 0, gross = 0] = amounts.slice(-3);
    return { ratePercent, netPence: net, vatPence: vat, grossPence: gross };
  }
  if (amounts.length === 2) {
    const [a = 0, b = 0] = amounts;
    if (closeVat(vatAtRate(a, ratePercent), b, a))
      return { ratePercent, netPence: a, vatPence: b, grossPence: a + b };
    if (b >= a && closeVat(vatAtRate(b - a, ratePercent), a, b - a))
      return { ratePercent, netPence: b - a, vatPence: a, grossPence: b };
    // Neither reading adds up: kept as printed (net, VAT) and flagged by the row check.
    return { ratePercent, netPence: a, vatPence: b, grossPence: null };
  }
  if (amounts.length === 1) {
    const [only = 0] = amounts;
    // At 0% a lone figure is the zero-rated goods; at any other rate it is the VAT.
    return ratePercent === 0
      ? { ratePercent, netPence: only, vatPence: 0, grossPence: only }
      : { ratePercent, netPence: null, vatPence: only, grossPence: null };
  }
  return null;
}

/** Whether a VAT summary row holds together: net + VAT = gross, and VAT is the rate of the net. */
export function vatRowAddsUp(row: VatRateRow): boolean {
  const { netPence: net, vatPence: vat, grossPence: gross } = row;
  if (net !== null && vat !== null && gross !== null && net + vat !== gross) return false;
  if (net !== null && vat !== null && !closeVat(vatAtRate(net, row.ratePercent), vat, net)) return false;
  return vat !== null;
}

const sumOf = (values: number[]) => values.reduce((sum, v) => sum + v, 0);

export function parseReceiptText(text: string): ReceiptFacts {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter((l) => l.length > 0);
  const check = new Set<ReceiptField>();

  // The summary starts at the first subtotal, total, VAT or summary-header line; items come before.
  const summaryStart = lines.findIndex(
    (l) =>
      (TOTAL_LINE.test(l) || SUBTOTAL_LINE.test(l) || SUMMARY_HEADER.test(l) || VAT_WORD.test(l)) &&
      !VAT_NUMBER.test(l) &&
      amountsIn(l).length + (SUMMARY_HEADER.test(l) ? 1 : 0) > 0,
  );
  const itemArea = summaryStart < 0 ? lines : lines.slice(0, summaryStart);
  const summary = summaryStart < 0 ? [] : lines.slice(summaryStart);

  // --- VAT summary rows, "Total VAT", the subtotal
  const vatRates: VatRateRow[] = [];
  let statedVat: number | null = null;
  let subtotal: number | null = null;
  let vatMentioned = false;
  for (const line of summary) {
    if (VAT_NUMBER.test(line) && VAT_WORD.test(line)) continue;
    if (VAT_WORD.test(line)) vatMentioned = true;
    if (VAT_TOTAL_LINE.test(line)) {
      statedVat = lastAmount(line) ?? statedVat;
      continue;
    }
    if (SUBTOTAL_LINE.test(line)) {
      subtotal = lastAmount(line) ?? subtotal;
      continue;
    }
    if (TOTAL_LINE.test(line) && !NOT_THE_TOTAL.test(line)) continue;
    const row = RATE.test(line) ? parseVatRow(line) : null;
    if (row) vatRates.push(row);
    else if (
      VAT_WORD.test(line) &&
      statedVat === null &&
      lastAmount(line) !== null &&
      !SUMMARY_HEADER.test(line)
    ) {
      // "VAT 7.30" with no rate.
      statedVat = lastAmount(line);
    }
  }

  // --- the total: the last "total" line that is not a subtotal or a VAT total
  let totalPence: number | null = null;
  let totalLineUnread = false;
  for (const line of lines) {
    if (TOTAL_LINE.test(line) && !NOT_THE_TOTAL.test(line)) {
      const amount = lastAmount(line);
      totalLineUnread = amount === null && /\d/.test(line);
      totalPence = amount ?? totalPence;
    }
  }

  // --- the lines
  const receiptLines = itemArea
    .filter((l) => !NOT_AN_ITEM.test(l) && !VAT_WORD.test(l) && !findReceiptDate(l))
    .map(parseReceiptLine)
    .filter((l): l is ReceiptLine => l !== null);

  // --- VAT: the stated total VAT, checked against the rows' VAT, net + VAT = total, and the rate
  const rowsAddUp = vatRates.every(vatRowAddsUp);
  if (!rowsAddUp) check.add("vat");
  const rowsVat =
    vatRates.length && vatRates.every((r) => r.vatPence !== null)
      ? sumOf(vatRates.map((r) => r.vatPence ?? 0))
      : null;
  const rowsNet =
    vatRates.length && vatRates.every((r) => r.netPence !== null)
      ? sumOf(vatRates.map((r) => r.netPence ?? 0))
      : null;
  const rowsGross =
    vatRates.length && vatRates.every((r) => r.grossPence !== null)
      ? sumOf(vatRates.map((r) => r.grossPence ?? 0))
      : null;
  const net = subtotal ?? rowsNet;

  let vatPence: number | null = statedVat ?? rowsVat;
  if (statedVat !== null && rowsVat !== null && statedVat !== rowsVat) {
    // Two readings disagree: keep the one that makes net + VAT = total, and ask either way.
    check.add("vat");
    if (net !== null && totalPence !== null && net + rowsVat === totalPence) vatPence = rowsVat;
  }
  if (vatPence === null && vatMentioned) check.add("vat");

  // --- the total, checked against the summary's gross, net + VAT and the lines
  const linesSum = receiptLines.length ? sumOf(receiptLines.map((l) => l.totalPence)) : null;
  const evidence = [rowsGross, net !== null && vatPence !== null ? net + vatPence : null, linesSum].filter(
    (v): v is number => v !== null,
  );
  if (totalPence === null) {
    // No total line read: the summary's gross (when it adds up), else the largest amount, to check.
    // No total line read: the summary's gross or net + VAT (when they add up), else the largest
    // amount; asked about unless the summary gave it and there was no unreadable total line.
    if (rowsGross !== null && rowsAddUp) totalPence = rowsGross;
    else if (net !== null && vatPence !== null) totalPence = net + vatPence;
    else totalPence = lines.flatMap(amountsIn).sort((a, b) => b - a)[0] ?? null;
    if (totalPence !== null && (rowsGross === null || !rowsAddUp || totalLineUnread)) check.add("total");
  } else if (evidence.length > 0 && !evidence.includes(totalPence)) {
    check.add("total");
  }

  if (vatPence !== null && totalPence !== null) {
    // VAT can never be more than a sixth of the total (20% of the net); nor can net + VAT miss it.
    if (vatPence * 6 > totalPence + 6) {
      check.add("vat");
    } else if (net !== null && net + vatPence !== totalPence && !check.has("total")) {
      check.add("vat");
    }
  }

  // --- the lines add up: each quantity × price, and all of them to the net or the total
  if (receiptLines.length) {
    const eachAddsUp = receiptLines.every(
      (l) => Math.round((l.quantityThousandths * l.unitPricePence) / 1000) === l.totalPence,
    );
    const sumAddsUp = linesSum === totalPence || (net !== null && linesSum === net);
    if (!eachAddsUp || !sumAddsUp) check.add("lines");
  }

  // --- the vendor heads the receipt: the first line with letters that is not a date or an amount
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
  if (
    vendor &&
    (vendor.replace(/[^A-Za-z]/g, "").length < 3 || vendor.length < (vendorLine ?? "").length - 2)
  ) {
    check.add("vendor");
  }

  return {
    vendor,
    date: findReceiptDate(text),
    totalPence,
    vatPence,
    lines: receiptLines,
    vatRates,
    check: RECEIPT_FIELDS.filter((f) => check.has(f)),
  };
}
