import { keptForLaterText } from "@shared/offers/promotion-pricing";
import type { Quote } from "@shared/orders/place-order.schema";
import { Button } from "@web/components/ui/button";

/**
 * The code sent with the order: the one entered when it applies or is beaten only by a better
 * discount (the server places that order with the better one); otherwise none, as the checkout
 * says before Place Order. A code never traps an order (issue 21).
 */
export function codeToSend(code: string | null, quote: Quote | undefined): string | null {
  if (!code || !quote) return code;
  return quote.couponCode === code || quote.couponBeatenByOffer ? code : null;
}

/** Before Place Order: whether the entered code applies, and if not, why and what happens instead. */
export function CodeStatus({
  code,
  quote,
  onRemove,
}: {
  code: string | null;
  quote: Quote | undefined;
  onRemove: () => void;
}) {
  if (!code || !quote) return null;
  if (quote.couponCode === code) {
    return (
      <p
        role="status"
        className="rounded-lg bg-green-50 p-3 text-sm text-green-900"
        data-testid="code-status"
      >
        Code {code} applies to this order.
      </p>
    );
  }
  const beaten = quote.couponBeatenByOffer;
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg bg-saffron-50 p-3 text-sm text-stone-900 ring-1 ring-saffron-200"
      data-testid="code-status"
    >
      <p>
        <strong>Code {code} is not used.</strong> {quote.couponError}
      </p>
      <p>
        {beaten
          ? `Your order is placed with the better discount shown above. ${keptForLaterText(code)}`
          : `Your order will be placed without ${code}, at the total shown.`}
      </p>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        Remove code {code}
      </Button>
    </div>
  );
}
