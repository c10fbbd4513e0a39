/**
 * An item's line total from its quantity (thousandths) and unit price, in pence, rounded half up.
 * BigInt because a large quantity times a large price passes 2^53 before the division.
 */
export function calculateItemTotalPence(quantityThousandths: number, unitPricePence: number): number {
  const product = BigInt(quantityThousandths) * BigInt(unitPricePence);
  return Number((product + 500n) / 1000n);
}

/** "1.5" → 1500; null when it is not a quantity with at most three decimals. */
export function parseQuantity(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? "0").padEnd(3, "0"));
}

/** 1500 → "1.5" */
export function formatQuantity(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}
