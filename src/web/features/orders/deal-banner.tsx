import { Percent } from "lucide-react";
import type { Quote } from "@shared/orders/place-order.schema";
import { describeHeadline, useAdvertisedPromotions } from "../offers/use-active-promotions";

/**
 * The order page's deal banner names the deal the cart would actually get (issue 21: it said "10%
 * off over £30" while the cart took 30%): with dishes in the cart, the promotions the server's
 * quote applies; before that, the discount a cart gets first.
 */
export function DealBanner({ quote }: { quote: Quote | undefined }) {
  const { headline } = useAdvertisedPromotions();
  const applied = quote?.lines.filter((l) => l.kind !== "points").map((l) => l.title) ?? [];
  const text =
    applied.length > 0
      ? `Your order gets: ${applied.join(" + ")}`
      : headline
        ? describeHeadline(headline)
        : null;
  if (!text) return null;
  return (
    <p
      data-testid="deal-banner"
      className="flex items-center gap-3 rounded-lg bg-saffron-400 p-3 font-semibold text-stone-900"
    >
      <Percent className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
