/** The diner's live order status (/order/:orderNumber), updated by server-sent events. */
import { useQueryClient } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { formatCollectionDay } from "@shared/order-ahead/order-ahead-days";
import type { OrderStatus } from "@shared/orders/order.schema";
import { readPayFragment } from "@shared/orders/order-payability";
import type { OrderTracking } from "@shared/orders/place-order.schema";
import { Breadcrumb } from "../../components/layout/breadcrumb";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { PreOrderCancel } from "../order-ahead/pre-order-cancel";
import { PreOrderChange } from "../order-ahead/pre-order-change";
import { OrderPaymentPanel } from "../payments/order-payment-panel";
import { DinerVatReceipt } from "../vat/vat-receipt-link";
import { orderTrackingQueryKey } from "./api/get-order-tracking";
import { PriceSummary } from "./components/price-summary";
import { OrderItemLine } from "./order-item-line";
import { useLiveOrderTracking } from "./use-live-order-tracking";

const STEPS: { status: OrderStatus; label: string; description: string }[] = [
  { status: "received", label: "Received", description: "We have your order." },
  { status: "preparing", label: "Preparing", description: "Our chefs are cooking it." },
  { status: "ready", label: "Ready", description: "Ready for you to collect." },
  { status: "collected", label: "Collected", description: "Enjoy your meal!" },
];

export function OrderStatusPage() {
  const { orderNumber = "" } = useParams();
  const tracking = useLiveOrderTracking(orderNumber);
  // The order's secret comes in the link's fragment (checkout, the confirmation mail): read once the
  // page is live, since the server never sees a fragment.
  const [accessToken, setAccessToken] = useState<string | null>(null);
  useEffect(() => setAccessToken(readPayFragment(window.location.hash)), []);

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <Breadcrumb trail={[{ label: "Order Online", to: "/order" }, "Order Status"]} />
      <h1 className="font-display text-3xl font-bold text-maroon-800">Order {orderNumber}</h1>
      {tracking.isPending && <Spinner label="Loading your order" />}
      {tracking.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {tracking.error instanceof ApiError && tracking.error.status === 404
            ? "We couldn't find an order with this number. Please check the link in your confirmation."
            : "We couldn't load your order. Please refresh the page."}
        </p>
      )}
      {tracking.data && <TrackingDetails order={tracking.data} accessToken={accessToken} />}
    </div>
  );
}

function TrackingDetails({ order, accessToken }: { order: OrderTracking; accessToken: string | null }) {
  const queryClient = useQueryClient();
  const current = STEPS.findIndex((s) => s.status === order.orderStatus);
  return (
    <div className="space-y-6">
      <p className="text-stone-800">
        {order.delivery ? "Delivery" : "Collection"}:{" "}
        <strong>
          {formatCollectionDay(order.collectionDate, order.createdAt)} at {order.collectionTime}
        </strong>
        {order.delivery && ` to ${order.delivery.postcode}`}
      </p>
      {order.delivery?.statusWords && (
        <p aria-live="polite" data-testid="delivery-status" className="rounded-lg bg-saffron-50 p-4 text-lg">
          Delivery: <strong>{order.delivery.statusWords}</strong>
        </p>
      )}
      <div aria-live="polite" data-testid="order-status">
        {order.orderStatus === "cancelled" ? (
          <p className="rounded-lg bg-red-50 p-4 font-semibold text-red-900">
            This order has been cancelled. Please call us if you have any questions.
          </p>
        ) : (
          <p className="rounded-lg bg-saffron-50 p-4 text-lg text-stone-900">
            Status: <strong>{STEPS[current]?.label}</strong> - {STEPS[current]?.description}
          </p>
        )}
      </div>
      {order.orderStatus !== "cancelled" && (
        <ol className="grid gap-3 sm:grid-cols-4">
          {STEPS.map((step, index) => {
            const done = index <= current;
            return (
              <li
                key={step.status}
                aria-current={index === current ? "step" : undefined}
                className={`flex items-center gap-2 rounded-lg p-3 ${done ? "bg-maroon-800 text-white" : "bg-white text-stone-700 ring-1 ring-stone-300"}`}
              >
                {done && <Check className="h-4 w-4" aria-hidden="true" />}
                {step.label}
              </li>
            );
          })}
        </ol>
      )}
      <section aria-labelledby="items-heading" className="rounded-xl bg-white p-5 ring-1 ring-stone-200">
        <h2 id="items-heading" className="font-display text-xl font-bold text-maroon-800">
          Your order
        </h2>
        <ul className="mt-3 space-y-1">
          {order.items.map((item, i) => (
            <OrderItemLine
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; one dish may appear twice with different notes.
              key={`${item.name}-${i}`}
              item={item}
              price={item.lineTotal}
              className="flex justify-between text-stone-800"
            />
          ))}
        </ul>
        <div className="mt-3 border-t border-stone-200 pt-2">
          <PriceSummary
            pricing={order}
            stored={{ deliveryFeePence: order.delivery?.feePence ?? null, tipPence: order.tipPence }}
          />
        </div>
        <p className="mt-2 text-sm text-stone-700">
          Payment:{" "}
          {order.paymentStatus === "pending"
            ? "not paid yet"
            : order.paymentStatus === "completed"
              ? "paid"
              : order.paymentStatus.replace(/_/g, " ")}
        </p>
        {order.paymentStatus !== "pending" && accessToken && (
          <div className="mt-3">
            <DinerVatReceipt order={{ ...order, accessToken }} />
          </div>
        )}
      </section>
      <PreOrderCancel
        order={order}
        accessToken={accessToken}
        onCancelled={() =>
          void queryClient.invalidateQueries({ queryKey: orderTrackingQueryKey(order.orderNumber) })
        }
      />
      <PreOrderChange
        order={order}
        accessToken={accessToken}
        onChanged={() =>
          void queryClient.invalidateQueries({ queryKey: orderTrackingQueryKey(order.orderNumber) })
        }
      />
      <OrderPaymentPanel
        order={order}
        accessToken={accessToken}
        onPaid={() =>
          void queryClient.invalidateQueries({ queryKey: orderTrackingQueryKey(order.orderNumber) })
        }
      />
    </div>
  );
}
