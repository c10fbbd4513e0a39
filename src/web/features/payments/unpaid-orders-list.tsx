/**
 * The day's orders still unpaid (decision 0035), shown at close on Today, in the cash-up and on
 * the Z-report: a collected order whose payment was never recorded is missing from the takings
 * until staff record it on the orders board ("Paid by card" / "Paid in cash") or cancel it.
 */
import { formatPence } from "@shared/money";
import type { OrderStatus } from "@shared/orders/order.schema";
import { describeUnpaidOrders, type UnpaidOrders } from "@shared/payments/unpaid-orders.schema";

const WHERE_IT_IS: Record<OrderStatus, string> = {
  received: "new, not started",
  preparing: "being prepared",
  ready: "ready, not collected",
  collected: "collected",
  cancelled: "cancelled",
};

export function UnpaidOrdersList({
  unpaid,
  headingLevel = 3,
}: {
  unpaid: UnpaidOrders;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const urgent = unpaid.collected > 0;
  return (
    <section
      aria-labelledby="unpaid-orders-heading"
      className={`space-y-2 rounded-lg border p-3 text-stone-900 ${urgent ? "border-amber-500 bg-amber-50" : "border-stone-200 bg-white"}`}
    >
      <Heading id="unpaid-orders-heading" className="font-bold">
        Unpaid orders to resolve
      </Heading>
      <p className="text-sm">{describeUnpaidOrders(unpaid)}</p>
      {unpaid.orders.length > 0 && (
        <ul className="divide-y divide-stone-200 text-sm">
          {unpaid.orders.map((o) => (
            <li key={o.id} className="flex flex-wrap justify-between gap-x-3 py-1">
              <span>
                <strong>{o.orderNumber}</strong> {o.customerName}, {o.collectionTime},{" "}
                {o.channel === "phone" ? "phone order" : "online order"}: {WHERE_IT_IS[o.orderStatus]}
              </span>
              <span className="font-semibold">{formatPence(o.totalPence)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
