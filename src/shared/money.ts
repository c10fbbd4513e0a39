/** Money is integer pence inside the system; these are the only conversions to and from pounds. */

/** 1234 → "12.34" (no currency sign: form fields and providers' decimal amounts). */
export function formatPounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** 1234 → "£12.34", -50 → "-£0.50". */
export function formatPence(pence: number): string {
  const pounds = formatPounds(pence);
  return pounds.startsWith("-") ? `-£${pounds.slice(1)}` : `£${pounds}`;
}

/** 100000 → "£1,000.00": thousands separated, for large amounts in a sentence. */
export function formatPenceGrouped(pence: number): string {
  const [whole = "0", fraction = "00"] = formatPence(pence).replace(/^-?£/, "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${pence < 0 ? "-" : ""}£${grouped}.${fraction}`;
}

/** "£12.34", "12.34" or "12" → 1234; null when it is not an amount of money. */
export function parsePounds(text: string): number | null {
  const match = /^\s*£?\s*(\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}
