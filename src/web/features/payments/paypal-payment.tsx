/**
 * PayPal's buttons, loaded only when a PayPal client id is configured. The server creates the
 * PayPal order for what is owed and captures it; the browser only carries PayPal's approval.
 */
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { capturePaypalOrder } from "./api/capture-paypal-order";
import { createPaypalOrder } from "./api/create-paypal-order";
import { paypalSetupQueryOptions } from "./api/get-paypal-setup";
import type { GuestOrder } from "./api/order-token";
import { PAYMENT_ERROR_TEXT, PAYMENT_FORM_ERROR_TEXT } from "./components/payment-texts";

/** What a PayPal payment is for: an order, or a gift voucher (issue 38). */
export interface PaypalPaymentTarget {
  /** The server's PayPal order id, made for the amount owed. */
  createOrder: () => Promise<string>;
  /** The server captures and records it; rejects when the payment did not complete. */
  capture: (paypalOrderId: string) => Promise<void>;
}

interface PaypalPaymentProps {
  target: PaypalPaymentTarget;
  clientId: string;
  onPaid: () => void;
}

/** The order's PayPal tab (the confirmation view's payment section). */
export function OrderPaypalPayment({
  order,
  ...props
}: Omit<PaypalPaymentProps, "target"> & { order: GuestOrder & { totalPence: number } }) {
  const target: PaypalPaymentTarget = {
    createOrder: () => createPaypalOrder(order),
    capture: async (paypalOrderId) => {
      const result = await capturePaypalOrder(order, paypalOrderId);
      if (result.paymentStatus !== "completed") throw new Error(`PayPal payment status: ${result.status}`);
    },
  };
  return <PaypalPayment target={target} {...props} />;
}

export function PaypalPayment({ target, clientId, onPaid }: PaypalPaymentProps) {
  const setup = useQuery(paypalSetupQueryOptions());
  if (setup.isPending) return <Spinner label="Loading PayPal" />;
  if (setup.isError) console.error("PayPal setup failed", setup.error);

  // Spec section 8: PayPal errors are logged, and the diner is told what the server said.
  const reportError = (error: unknown) => {
    console.error("PayPal payment error", error);
    toast.error("Payment Failed", {
      description: (error instanceof ApiError && error.serverMessage) || PAYMENT_ERROR_TEXT,
    });
  };

  return (
    <PayPalScriptProvider
      options={{
        clientId,
        currency: "GBP",
        intent: "capture",
        components: "buttons",
        ...(setup.data ? { dataClientToken: setup.data.clientToken } : {}),
      }}
    >
      <PaypalScriptState />
      <PayPalButtons
        style={{ layout: "vertical", shape: "rect" }}
        createOrder={target.createOrder}
        onApprove={async (data) => {
          try {
            await target.capture(data.orderID);
            onPaid();
          } catch (error) {
            reportError(error);
          }
        }}
        onError={reportError}
      />
    </PayPalScriptProvider>
  );
}

function PaypalScriptState() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isPending) return <Spinner label="Loading PayPal" />;
  if (isRejected) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
        {PAYMENT_FORM_ERROR_TEXT}
      </p>
    );
  }
  return null;
}
