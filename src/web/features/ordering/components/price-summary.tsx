import { formatPence } from "../../../../shared/money";
import type { Pricing } from "../../../../shared/orders/pricing";

export function PriceSummary({
  pricing,
}: {
  pricing: Pick<Pricing, "subtotalPence" | "discountPence" | "totalPence" | "discountLabel">;
}) {
  return (
    <dl className="space-y-1 text-stone-800">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{formatPence(pricing.subtotalPence)}</dd>
      </div>
      {pricing.discountPence > 0 && (
        <div className="flex justify-between gap-4 text-green-800">
          <dt>Discount{pricing.discountLabel ? ` (${pricing.discountLabel})` : ""}</dt>
          <dd>-{formatPence(pricing.discountPence)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold text-maroon-800">
        <dt>Total</dt>
        <dd data-testid="order-total">{formatPence(pricing.totalPence)}</dd>
      </div>
    </dl>
  );
}
