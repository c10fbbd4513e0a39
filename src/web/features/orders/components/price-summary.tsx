import { formatPence } from "@shared/money";
import type { PromotionLine } from "@shared/orders/order.schema";
import { promotionLineKey, promotionLineLabel } from "../promotion-line-text";

/**
 * Subtotal, every applied promotion as its own line, and the total: the lines always add up, since
 * they are the server's own (quote or stored order).
 */
export function PriceSummary({
  pricing,
}: {
  pricing: {
    subtotalPence: number;
    totalPence: number;
    promotions: readonly PromotionLine[];
    notice?: string | null;
    combiningRule?: string;
  };
}) {
  return (
    <div className="space-y-2">
      <dl className="space-y-1 text-stone-800" data-testid="price-summary">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatPence(pricing.subtotalPence)}</dd>
        </div>
        {pricing.promotions.map((line) => (
          <div
            key={promotionLineKey(line)}
            className="flex justify-between gap-4 text-green-800"
            data-testid="promotion-line"
          >
            <dt>{promotionLineLabel(line)}</dt>
            <dd>-{formatPence(line.amountPence)}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold text-maroon-800">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPence(pricing.totalPence)}</dd>
        </div>
      </dl>
      {pricing.notice && (
        <p role="status" className="rounded bg-green-50 p-2 text-sm text-green-900">
          {pricing.notice}
        </p>
      )}
      {pricing.combiningRule && <p className="text-xs text-stone-700">{pricing.combiningRule}</p>}
    </div>
  );
}
