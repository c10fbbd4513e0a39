/** The PayPal tab, loaded only when a PayPal client id is configured. The server creates and captures. */
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@web/components/ui/spinner";
import { capturePaypalOrder } from "../api/capture-paypal-order";
import { createPaypalOrder } from "../api/create-paypal-order";
import { paypalSetupQueryOptions } from "../api/get-paypal-setup";
import type { GuestOrder } from "../api/order-token";
import { PAYMENT_FORM_ERROR_TEXT } from "./payment-texts";

interface PaypalPaymentProps {
  order: GuestOrder & { totalPence: number };
  clientId: string;
  onPaid: () => void;
  /** Spec section 8: PayPal errors are logged and passed here. */
  onError?: (error: unknown) => void;
}

export function PaypalPayment({ order, clientId, onPaid, onError }: PaypalPaymentProps) {
  const setup = useQuery(paypalSetupQueryOptions());
  if (setup.isPending) return <Spinner label="Loading PayPal" />;
  if (setup.isError) console.error("PayPal setup failed", setup.error);

  const reportError = (error: unknown) => {
    console.error("PayPal payment error", error);
    onError?.(error);
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
        createOrder={() => createPaypalOrder(order)}
        onApprove={async (data) => {
          try {
            const result = await capturePaypalOrder(order, data.orderID);
            if (result.paymentStatus === "completed") onPaid();
            else reportError(new Error(`PayPal payment status: ${result.status}`));
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
