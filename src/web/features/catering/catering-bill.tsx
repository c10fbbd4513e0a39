import type { ReactNode } from "react";
import { CATERING_PRICING_LABELS, type CateringQuote } from "@shared/catering/catering.schema";
import { formatPence } from "@shared/money";

/** One line of a bill: the words, and the amount kept on one line beside them. */
export function BillRow({
  label,
  pence,
  className = "",
}: {
  label: ReactNode;
  pence: number;
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      <dd className="shrink-0 whitespace-nowrap">{formatPence(pence)}</dd>
    </div>
  );
}

type Bill = Pick<
  CateringQuote,
  "lines" | "discountPence" | "discountTitle" | "deliveryChargePence" | "totalPence"
>;

/** A catering request's lines as the server priced them, to the total; `children` add rows after it. */
export function CateringBill({
  bill,
  unitPrices = false,
  children,
}: {
  bill: Bill;
  /** Each line's price per head or per tray beside it. */
  unitPrices?: boolean;
  children?: ReactNode;
}) {
  return (
    <dl className="space-y-1">
      {bill.lines.map((l) => (
        <BillRow
          key={l.itemId}
          pence={l.linePence}
          label={
            <>
              {l.quantity} x {l.name}
              {unitPrices && (
                <span className="text-sm text-stone-700">
                  {" "}
                  ({formatPence(l.unitPricePence)} {CATERING_PRICING_LABELS[l.pricing].toLowerCase()})
                </span>
              )}
            </>
          }
        />
      ))}
      {bill.discountPence > 0 && (
        <BillRow label={bill.discountTitle} pence={-bill.discountPence} className="text-green-800" />
      )}
      {bill.deliveryChargePence > 0 && <BillRow label="Delivery" pence={bill.deliveryChargePence} />}
      <BillRow label="Total" pence={bill.totalPence} className="border-t border-stone-200 pt-2 font-bold" />
      {children}
    </dl>
  );
}
