/**
 * Card and PayPal for something the server priced that is not an order (a gift voucher, a catering
 * deposit): the server makes the provider's payment for the amount and records it once Stripe or
 * PayPal says it is paid. Stripe.js and PayPal's script load only in the tab chosen.
 */
import { lazy, useRef } from "react";
import { formatPence } from "@shared/money";
import { toast } from "@web/lib/toast";
import { PaymentMethodTabs } from "./payment-method-tabs";

const StripeCardPayment = lazy(async () => ({
  default: (await import("./stripe-card-payment")).StripeCardPayment,
}));
const PaypalPayment = lazy(async () => ({
  default: (await import("./paypal-payment")).PaypalPayment,
}));

export interface OnlinePayment<Result> {
  /** A new card intent is made when this changes (another voucher, another part of a bill). */
  key: string;
  amountPence: number;
  createIntent: () => Promise<{ clientSecret: string }>;
  createPaypalOrder: () => Promise<{ id: string }>;
  /** The server checks the payment with its provider and answers what it recorded. */
  confirm: (payment: { paymentMethod: "stripe" | "paypal"; paymentId: string }) => Promise<Result>;
}

export function PayOnline<Result>({
  label,
  payment,
  cardKey,
  paypalClientId,
  onPaid,
}: {
  label: string;
  payment: OnlinePayment<Result>;
  cardKey: string | null;
  paypalClientId: string | null;
  onPaid: (result: Result) => void;
}) {
  const recorded = useRef<{ result: Result } | null>(null);
  const amountText = formatPence(payment.amountPence);
  const paid = () => {
    if (!recorded.current) return;
    // As the order's payment says it; and a failed try's toast does not outlive the payment.
    toast.success("Payment Successful!", { description: `Thank you! ${amountText} has been paid.` });
    onPaid(recorded.current.result);
  };
  const confirm = async (paymentMethod: "stripe" | "paypal", paymentId: string) => {
    recorded.current = { result: await payment.confirm({ paymentMethod, paymentId }) };
  };
  return (
    <section aria-label={label} className="mt-6 space-y-4">
      <p className="font-semibold">Pay {amountText}</p>
      <PaymentMethodTabs
        card={
          cardKey && (
            <StripeCardPayment
              publishableKey={cardKey}
              target={{
                key: payment.key,
                amountText,
                createIntent: payment.createIntent,
                confirmPaid: (paymentId) => confirm("stripe", paymentId),
              }}
              onPaid={paid}
            />
          )
        }
        paypal={
          paypalClientId && (
            <PaypalPayment
              clientId={paypalClientId}
              target={{
                createOrder: async () => (await payment.createPaypalOrder()).id,
                capture: (paymentId) => confirm("paypal", paymentId),
              }}
              onPaid={paid}
            />
          )
        }
      />
    </section>
  );
}
