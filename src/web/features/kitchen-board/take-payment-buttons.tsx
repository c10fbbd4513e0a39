/**
 * An unpaid order, phone or online (decisions 0026 and 0035): when the diner pays at the counter,
 * one tap records how. Until then the order is not in the takings (and is listed as unpaid at
 * close); from then it counts on today's, on its channel's card or cash line.
 */
import { Banknote, CreditCard } from "lucide-react";
import type { Order } from "@shared/orders/order.schema";
import { COUNTER_PAYMENT_WORDS, type CounterPaymentMethod } from "@shared/orders/phone-order.schema";
import { Button } from "@web/components/ui/button";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { takeCounterPayment } from "@web/features/orders/api/take-counter-payment";
import { todayReportQueryKey } from "@web/features/reports/api/get-today-report";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { adminOrdersQueryKey } from "./api/get-board-orders";

export function TakePaymentButtons({ order }: { order: Order }) {
  const pay = useAdminMutation({
    mutationFn: (method: CounterPaymentMethod) => takeCounterPayment(order.id, { method }),
    success: (paid, method) =>
      `${paid.totalAmount} taken ${COUNTER_PAYMENT_WORDS[method]} for ${paid.orderNumber}`,
    failure: "Could not record the payment",
    invalidate: [adminOrdersQueryKey, adminStatsQueryKey, todayReportQueryKey],
  });
  return (
    <fieldset className="flex items-center gap-1.5">
      <legend className="sr-only">Take payment for order {order.orderNumber}</legend>
      <Button size="sm" variant="secondary" disabled={pay.isPending} onClick={() => pay.mutate("card")}>
        <CreditCard size={16} aria-hidden="true" /> Paid by card
      </Button>
      <Button size="sm" variant="secondary" disabled={pay.isPending} onClick={() => pay.mutate("cash")}>
        <Banknote size={16} aria-hidden="true" /> Paid in cash
      </Button>
    </fieldset>
  );
}
