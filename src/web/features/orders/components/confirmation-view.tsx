import { CheckCircle2, Printer, Send } from "lucide-react";
import { Link } from "react-router";
import { formatPence } from "@shared/money";
import { formatTodayLabel } from "@shared/orders/collection-slots";
import type { PlacedOrder } from "@shared/orders/place-order.schema";
import { Button } from "@web/components/ui/button";
import { PaymentSection } from "../../payments/payment-section";
import { OrderItemLine } from "../order-item-line";
import { useLiveOrderTracking } from "../use-live-order-tracking";
import { JoinPrompt } from "./join-prompt";
import { PriceSummary } from "./price-summary";

export interface ConfirmationViewProps {
  order: PlacedOrder;
  paid: boolean;
  onPaid: () => void;
  onPlaceAnother: () => void;
}

export function ConfirmationView({ order, paid, onPaid, onPlaceAnother }: ConfirmationViewProps) {
  // "Printed" is the server's word (staff print the ticket), followed live; until then it was sent.
  const printed = Boolean(useLiveOrderTracking(order.orderNumber).data?.printedAt);
  return (
    <section aria-labelledby="confirmation-heading" className="mx-auto max-w-2xl space-y-6">
      <div className="rounded-xl bg-white p-6 text-center ring-1 ring-stone-200">
        <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
        <h2
          id="confirmation-heading"
          tabIndex={-1}
          className="mt-2 font-display text-2xl font-bold text-maroon-800"
        >
          Order Confirmed!
        </h2>
        <dl className="mt-4 grid gap-2 text-left sm:grid-cols-2">
          <div>
            <dt className="text-sm text-stone-700">Order number</dt>
            <dd className="text-xl font-bold text-stone-900" data-testid="order-number">
              {order.orderNumber}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Collection</dt>
            <dd className="font-semibold text-stone-900">
              {formatTodayLabel(order.collectionDate)} at {order.collectionTime}
            </dd>
          </div>
        </dl>
        <ul className="mt-4 space-y-2 text-left" aria-label="Your order">
          {order.items.map((item, i) => (
            <OrderItemLine
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; one dish may appear twice with other choices.
              key={`${item.id}-${i}`}
              item={item}
              price={formatPence(item.pricePence * item.quantity)}
            />
          ))}
        </ul>
        <div className="mt-4 text-left">
          <PriceSummary pricing={order} />
        </div>
        <p
          role="status"
          className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-saffron-50 p-3 text-stone-900"
        >
          {printed ? (
            <>
              <Printer className="h-5 w-5 shrink-0 text-maroon-800" aria-hidden="true" />
              Your order has been printed in our kitchen and our chefs are getting started.
            </>
          ) : (
            <>
              <Send className="h-5 w-5 shrink-0 text-maroon-800" aria-hidden="true" />
              Your order has been sent to our kitchen.
            </>
          )}
        </p>
        <p className="mt-4">
          <Link
            to={`/order/${order.orderNumber}`}
            className="font-semibold text-maroon-800 underline underline-offset-2 hover:text-maroon-900"
          >
            Follow your order's status live
          </Link>
        </p>
      </div>

      {/* The payment section shows its own completed notice in place of the tabs once paid. */}
      <PaymentSection order={paid ? { ...order, paymentStatus: "completed" } : order} onPaid={onPaid} />

      <JoinPrompt />

      <div className="text-center">
        <Button size="lg" onClick={onPlaceAnother}>
          Place Another Order
        </Button>
      </div>
    </section>
  );
}
