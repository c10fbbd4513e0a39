import { CircleCheck } from "lucide-react";

/** Replaces the payment tabs once the server has recorded the payment (spec section 4). */
export function PaymentCompletedNotice({ totalAmount }: { totalAmount: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200"
      data-testid="payment-completed"
    >
      <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-green-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">Payment completed</p>
        <p>
          We have received your payment of {totalAmount}. Thank you! Just collect your order at the time you
          chose.
        </p>
      </div>
    </div>
  );
}
