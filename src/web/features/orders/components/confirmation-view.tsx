import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Printer, Send } from "lucide-react";
import { Link } from "react-router";
import { formatCollectionDay } from "@shared/order-ahead/order-ahead-days";
import { liveOrderPath } from "@shared/orders/order-payability";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { OrderPaymentPanel } from "../../payments/order-payment-panel";
import { orderTrackingQueryKey } from "../api/get-order-tracking";
import { OrderItemLine } from "../order-item-line";
import { useLiveOrderTracking } from "../use-live-order-tracking";
import { JoinPrompt } from "./join-prompt";
import { PriceSummary } from "./price-summary";

export interface ConfirmationViewProps {
  /** The order this browser placed: its number and secret, kept in the page's address (decision 0039). */
  orderNumber: string;
  accessToken: string;
  onPlaceAnother: () => void;
}

/**
 * The confirmation, drawn from the order as the server knows it (followed live), so a reload shows
 * the same order, its payment state and the pay buttons while it can be paid.
 */
export function ConfirmationView({ orderNumber, accessToken, onPlaceAnother }: ConfirmationViewProps) {
  const queryClient = useQueryClient();
  const tracking = useLiveOrderTracking(orderNumber);
  const order = tracking.data;
  // "Printed" is the server's word (staff print the ticket), followed live; until then it was sent.
  const printed = Boolean(order?.printedAt);
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
        {tracking.isError && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900">
            We couldn't load your order. Please refresh the page.
          </p>
        )}
        {!order && !tracking.isError && <Spinner label="Loading your order" />}
        {order && (
          <>
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
                  {formatCollectionDay(order.collectionDate, order.createdAt)} at {order.collectionTime}
                </dd>
              </div>
            </dl>
            <ul className="mt-4 space-y-2 text-left" aria-label="Your order">
              {order.items.map((item, i) => (
                <OrderItemLine
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; one dish may appear twice with other choices.
                  key={`${item.name}-${i}`}
                  item={item}
                  price={item.lineTotal}
                />
              ))}
            </ul>
            <div className="mt-4 text-left">
              <PriceSummary
                pricing={order}
                stored={{ deliveryFeePence: order.delivery?.feePence ?? null, tipPence: order.tipPence }}
              />
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
          </>
        )}
        <p className="mt-4">
          <Link
            to={liveOrderPath(orderNumber, accessToken)}
            className="font-semibold text-maroon-800 underline underline-offset-2 hover:text-maroon-900"
          >
            Follow your order's status live
          </Link>
        </p>
      </div>

      {order && (
        <OrderPaymentPanel
          order={order}
          accessToken={accessToken}
          onPaid={() => void queryClient.invalidateQueries({ queryKey: orderTrackingQueryKey(orderNumber) })}
        />
      )}

      <JoinPrompt />

      <div className="text-center">
        <Button size="lg" onClick={onPlaceAnother}>
          Place Another Order
        </Button>
      </div>
    </section>
  );
}
