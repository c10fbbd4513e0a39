import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, useCallback, useState } from "react";
import type { PlacedOrder } from "@shared/orders/place-order.schema";
import { toast } from "@web/lib/toast";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { paymentConfigQueryOptions } from "./api/get-payment-config";
import { PaymentCompletedNotice } from "./components/payment-completed-notice";
import { PAYMENT_FORM_ERROR_TEXT } from "./components/payment-texts";
import { TestModePayment } from "./components/test-mode-payment";
import { PaymentMethodTabs } from "./payment-method-tabs";

// Provider scripts load only when their tab is on screen.
const StripePaymentForm = lazy(async () => ({
  default: (await import("./stripe-card-payment")).StripePaymentForm,
}));
const OrderPaypalPayment = lazy(async () => ({
  default: (await import("./paypal-payment")).OrderPaypalPayment,
}));

export interface PaymentSectionProps {
  /** The order this browser placed, with its secret for the payment calls. */
  order: Pick<
    PlacedOrder,
    "id" | "accessToken" | "orderNumber" | "totalAmount" | "totalPence" | "paymentStatus"
  >;
  /** Called once the server has verified the payment. */
  onPaid: () => void;
}

/**
 * The confirmation view's payment section: card and PayPal tabs when configured, a labelled
 * simulated payment in test mode, or pay-at-collection when online payment is unavailable.
 */
export function PaymentSection({ order, onPaid }: PaymentSectionProps) {
  const queryClient = useQueryClient();
  const config = useQuery(paymentConfigQueryOptions());
  const [paid, setPaid] = useState(order.paymentStatus !== "pending");

  const handlePaid = useCallback(() => {
    setPaid(true);
    toast.success("Payment Successful!", { description: `Thank you! ${order.totalAmount} has been paid.` });
    void queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] });
    // A signed-in diner's loyalty points and totals changed with this payment.
    void queryClient.invalidateQueries({ queryKey: ["/api/auth/me"] });
    onPaid();
  }, [onPaid, order.totalAmount, queryClient]);

  return (
    <section aria-labelledby="payment-heading" className="rounded-xl bg-white p-6 ring-1 ring-stone-200">
      <h2 id="payment-heading" className="font-display text-xl font-bold text-maroon-800">
        Payment
      </h2>
      <div className="mt-3">
        {paid ? (
          <PaymentCompletedNotice totalAmount={order.totalAmount} />
        ) : config.isPending ? (
          <Spinner label="Loading payment options" />
        ) : config.isError ? (
          <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
            <p>{PAYMENT_FORM_ERROR_TEXT}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => config.refetch()}>
              Try again
            </Button>
          </div>
        ) : !config.data.available ? (
          <p className="text-stone-700">
            Online payment is not available at the moment. Please pay {order.totalAmount} when you collect
            your order.
          </p>
        ) : config.data.testMode ? (
          <TestModePayment order={order} onPaid={handlePaid} />
        ) : (
          <ProviderTabs
            order={order}
            stripeKey={config.data.stripePublishableKey}
            paypalClientId={config.data.paypalClientId}
            onPaid={handlePaid}
          />
        )}
      </div>
    </section>
  );
}

function ProviderTabs({
  order,
  stripeKey,
  paypalClientId,
  onPaid,
}: {
  order: PaymentSectionProps["order"];
  stripeKey: string | null;
  paypalClientId: string | null;
  onPaid: () => void;
}) {
  return (
    <PaymentMethodTabs
      card={stripeKey && <StripePaymentForm order={order} publishableKey={stripeKey} onPaid={onPaid} />}
      paypal={
        paypalClientId && <OrderPaypalPayment order={order} clientId={paypalClientId} onPaid={onPaid} />
      }
    />
  );
}
