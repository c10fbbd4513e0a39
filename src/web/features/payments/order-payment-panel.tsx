import { formatPence } from "@shared/money";
import type { OrderTracking } from "@shared/orders/place-order.schema";
import { amountDuePence } from "@shared/payments/amount-due";
import { VoucherPayment } from "@web/features/gift-vouchers/voucher-payment";
import { PaymentSection } from "./payment-section";

/**
 * The payment part of an order as the server knows it (the confirmation, the live order page):
 * the pay buttons while the server says the order is payable and this browser holds the order's
 * secret (from checkout or the mail's live link); otherwise the reason it cannot be paid, or how to
 * pay. Decision 0039.
 */
export function OrderPaymentPanel({
  order,
  accessToken,
  onPaid,
}: {
  order: OrderTracking;
  accessToken: string | null;
  onPaid: () => void;
}) {
  // The diner's tip is paid with the order though it is not in its total (decision 0051); what
  // gift vouchers paid is not due again (issue 38).
  // Once paid, the notice states the whole payment, the vouchers' part with it.
  const duePence =
    order.paymentStatus === "pending" ? amountDuePence(order) : order.totalPence + order.tipPence;
  const due = { totalPence: duePence, totalAmount: formatPence(duePence) };
  if (order.paymentStatus !== "pending" || (order.payable && accessToken)) {
    const payable = order.paymentStatus === "pending" && accessToken;
    return (
      <div className="space-y-4">
        {payable && <VoucherPayment order={{ id: order.id, accessToken }} onApplied={onPaid} />}
        <PaymentSection
          // A payment arriving from elsewhere (the webhook, another tab) redraws the section as paid.
          key={order.paymentStatus}
          order={{ ...order, ...due, accessToken: accessToken ?? "" }}
          onPaid={onPaid}
        />
      </div>
    );
  }
  return (
    <section aria-labelledby="payment-heading" className="rounded-xl bg-white p-6 ring-1 ring-stone-200">
      <h2 id="payment-heading" className="font-display text-xl font-bold text-maroon-800">
        Payment
      </h2>
      <p className="mt-3 text-stone-800" role="status" data-testid="payment-refusal">
        {order.paymentRefusal ??
          `To pay ${due.totalAmount} online, open the link in your order confirmation email. You can also pay when you collect your order.`}
      </p>
    </section>
  );
}
