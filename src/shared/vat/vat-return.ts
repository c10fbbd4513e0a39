/**
 * The quarter's VAT return figures (issue 40): HMRC's nine boxes from the rows behind them, each row
 * saying which boxes it feeds, so every figure can be traced and exported. Pure: the server reads
 * the rows, this adds them up.
 *
 * Box 1 output VAT on sales less VAT given back by refunds; 2 (acquisitions from the EU, Northern
 * Ireland only), 8 and 9 are 0 for a restaurant in Great Britain; 3 = 1 + 2; 4 input VAT on
 * purchases whose VAT is known; 5 the difference of 3 and 4 (to pay when 3 is larger); 6 and 7 the
 * sales and purchases before VAT in whole pounds (pence dropped, as HMRC asks).
 */

type VatReturnRowKind = "sale" | "refund" | "takings" | "purchase";

export interface VatReturnRow {
  kind: VatReturnRowKind;
  /** The order number, the cash-up day, the purchase's id. */
  reference: string;
  date: string;
  description: string;
  /** VAT-inclusive, negative for a refund. */
  grossPence: number;
  vatPence: number;
  netPence: number;
  /** Why the owner should look at this row before trusting the figures; null when nothing is wrong. */
  check: string | null;
  /** The VAT rate of a sale or refund row (the accounting exports group by it). */
  rateBasisPoints?: number;
}

export interface VatReturnBoxes {
  box1: number;
  box2: number;
  box3: number;
  box4: number;
  /** Always the difference as a positive amount; `direction` says which way it goes. */
  box5: number;
  direction: "to-pay" | "to-reclaim" | "nothing";
  /** Whole pounds. */
  box6: number;
  box7: number;
  box8: number;
  box9: number;
}

export const VAT_BOX_LABELS: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string> = {
  1: "VAT due on sales and other outputs",
  2: "VAT due on acquisitions from the EU (Northern Ireland only)",
  3: "Total VAT due (boxes 1 and 2)",
  4: "VAT reclaimed on purchases and other inputs",
  5: "Net VAT to pay to HMRC or reclaim",
  6: "Total value of sales excluding VAT (whole pounds)",
  7: "Total value of purchases excluding VAT (whole pounds)",
  8: "Total value of supplies to the EU (whole pounds)",
  9: "Total value of acquisitions from the EU (whole pounds)",
};

/** The boxes a row feeds: sales, refunds and takings feed 1 and 6; purchases 4 and 7. */
export function boxesOfRow(row: Pick<VatReturnRow, "kind">): number[] {
  return row.kind === "purchase" ? [4, 7] : [1, 6];
}

/** Pounds with the pence dropped (toward zero), as boxes 6 to 9 are filled in. */
const wholePounds = (pence: number) => Math.trunc(pence / 100);

/**
 * A purchase's check, if any: VAT unknown (not reclaimed), or more VAT than 20% of the total allows
 * (a misread), or VAT that is negative or more than the total.
 */
export function purchaseCheck(totalPence: number, vatPence: number | null): string | null {
  if (vatPence === null) return "VAT not known: nothing reclaimed until it is entered";
  if (vatPence < 0 || vatPence > totalPence) return "VAT is not a possible part of the total";
  if (vatPence * 6 > totalPence + 1) return "VAT is more than 20% of the total allows";
  return null;
}

export function buildVatReturn(rows: readonly VatReturnRow[]): {
  boxes: VatReturnBoxes;
  rows: VatReturnRow[];
} {
  let outputVat = 0;
  let salesNet = 0;
  let inputVat = 0;
  let purchasesNet = 0;
  for (const r of rows) {
    if (r.kind === "purchase") {
      inputVat += r.vatPence;
      purchasesNet += r.netPence;
    } else {
      outputVat += r.vatPence;
      salesNet += r.netPence;
    }
  }
  const box3 = outputVat;
  const difference = box3 - inputVat;
  // Purchases to check first, then the rest by kind and date.
  const order: Record<VatReturnRowKind, number> = { purchase: 1, sale: 2, refund: 3, takings: 4 };
  const sorted = [...rows].sort(
    (a, b) =>
      Number(b.check !== null && b.kind === "purchase") - Number(a.check !== null && a.kind === "purchase") ||
      order[a.kind] - order[b.kind] ||
      a.date.localeCompare(b.date) ||
      a.reference.localeCompare(b.reference),
  );
  return {
    boxes: {
      box1: outputVat,
      box2: 0,
      box3,
      box4: inputVat,
      box5: Math.abs(difference),
      direction: difference > 0 ? "to-pay" : difference < 0 ? "to-reclaim" : "nothing",
      box6: wholePounds(salesNet),
      box7: wholePounds(purchasesNet),
      box8: 0,
      box9: 0,
    },
    rows: sorted,
  };
}
