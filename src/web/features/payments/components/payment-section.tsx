import type { Order } from "../../../../shared/orders/order.schema";

export interface PaymentSectionProps {
  order: Pick<Order, "id" | "orderNumber" | "totalAmount" | "totalPence" | "paymentStatus">;
  /** Called once the server has verified the payment. */
  onPaid: () => void;
}

/**
 * The confirmation view's payment slot. Until online payment is built (its own issue), the order
 * is paid at collection.
 */
export function PaymentSection({ order }: PaymentSectionProps) {
  return (
    <section aria-labelledby="payment-heading" className="rounded-xl bg-white p-6 ring-1 ring-stone-200">
      <h2 id="payment-heading" className="font-display text-xl font-bold text-maroon-800">
        Payment
      </h2>
      <p className="mt-2 text-stone-700">Please pay {order.totalAmount} when you collect your order.</p>
    </section>
  );
}
