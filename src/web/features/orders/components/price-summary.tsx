import { formatPence } from "@shared/money";
import type { PromotionLine } from "@shared/orders/order.schema";
import { Button } from "@web/components/ui/button";
import type { PricingState } from "../cart";
import { promotionLineKey, promotionLineLabel } from "../promotion-line-text";

/**
 * Subtotal, every applied promotion as its own line, and the total: the lines always add up, since
 * they are the server's own (quote or stored order). A cart whose quote is still being asked says
 * so in place of a total; one whose quote failed says that, with a way to ask again. A stored
 * order (`stored`) also shows its delivery fee, inside its total, and the diner's tip, paid beside
 * it (issues 35 and 40), so the page states what the card was charged.
 */
export function PriceSummary({
  pricing,
  stored,
}: {
  stored?: { deliveryFeePence: number | null; tipPence: number };
  pricing: {
    subtotalPence: number;
    totalPence: number;
    promotions: readonly PromotionLine[];
    notice?: string | null;
    combiningRule?: string;
    /** A stored order has no state: its total is the one charged. */
    state?: PricingState;
    /** Asks the server again after a failed quote. */
    retry?: () => void;
    /** Why the last quote failed, in the server's words. */
    error?: string | null;
  };
}) {
  const state = pricing.state ?? "priced";
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
        {stored && stored.deliveryFeePence !== null && (
          <div className="flex justify-between">
            <dt>Delivery</dt>
            <dd>{stored.deliveryFeePence === 0 ? "Free" : formatPence(stored.deliveryFeePence)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold text-maroon-800">
          <dt>Total</dt>
          <dd data-testid="order-total" aria-busy={state === "pricing"}>
            {state === "priced"
              ? formatPence(pricing.totalPence)
              : state === "pricing"
                ? "Updating..."
                : "Not available"}
          </dd>
        </div>
        {stored && stored.tipPence > 0 && (
          <>
            <div className="flex justify-between">
              <dt>Your tip for the team</dt>
              <dd>{formatPence(stored.tipPence)}</dd>
            </div>
            <div className="flex justify-between font-semibold">
              <dt>With your tip</dt>
              <dd data-testid="total-with-tip">{formatPence(pricing.totalPence + stored.tipPence)}</dd>
            </div>
          </>
        )}
      </dl>
      {state === "failed" && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded bg-red-50 p-2 text-sm text-red-900"
        >
          <p>{pricing.error || "We could not work out your total just now. Please try again."}</p>
          {pricing.retry && (
            <Button size="sm" variant="secondary" onClick={pricing.retry}>
              Try again
            </Button>
          )}
        </div>
      )}
      {pricing.notice && (
        <p role="status" className="rounded bg-green-50 p-2 text-sm text-green-900">
          {pricing.notice}
        </p>
      )}
      {pricing.combiningRule && <p className="text-xs text-stone-700">{pricing.combiningRule}</p>}
    </div>
  );
}
