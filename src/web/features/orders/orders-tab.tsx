import { useQuery } from "@tanstack/react-query";
import { formatPence } from "@shared/money";
import { ORDER_STATUSES, type Order, type OrderStatus } from "@shared/orders/order.schema";
import { Card } from "@web/components/ui/form-card";
import { FormField } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { Options } from "@web/components/ui/options";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { useIsOwner } from "@web/features/admin/staff-role-context";
import { RefundForm } from "@web/features/payments/refund-form";
import { PrinterSettingsPanel } from "@web/features/printing/printer-settings-panel";
import { PrinterStatusIndicator } from "@web/features/printing/printer-status-indicator";
import { SendTicketButton } from "@web/features/printing/send-ticket-button";
import { formatInstant } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { adminOrdersQueryKey, adminOrdersQueryOptions } from "./api/get-staff-orders";
import { updateOrderStatus } from "./api/update-order-status";
import { ChosenOptionsList } from "./chosen-options-list";
import { NewPhoneOrderButton } from "./phone-order/new-phone-order-button";
import { PrintTicketButton } from "./print-ticket-button";
import { promotionLineKey, promotionLineLabel } from "./promotion-line-text";

const STATUS_LABELS: Record<OrderStatus, string> = {
  received: "Received",
  preparing: "Preparing",
  ready: "Ready",
  collected: "Collected",
  cancelled: "Cancelled",
};

function OrderCard({ order }: { order: Order }) {
  // Refunds are money: owners only (the server answers 403 to staff anyway).
  const isOwner = useIsOwner();
  const status = useAdminMutation({
    mutationFn: (next: OrderStatus) => updateOrderStatus(order.id, next),
    success: "Order status updated successfully",
    failure: "Failed to update order status",
    invalidate: [adminOrdersQueryKey, adminStatsQueryKey],
  });

  return (
    <Card>
      <article aria-label={`Order ${order.orderNumber}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-lg font-bold text-stone-900">Order #{order.orderNumber}</h3>
            <p className="text-sm text-stone-700">
              Order id {order.id} · placed {formatInstant(order.createdAt)}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <FormField label="Status">
              <select
                value={order.orderStatus}
                disabled={status.isPending}
                onChange={(e) => status.mutate(e.target.value as OrderStatus)}
              >
                <Options values={ORDER_STATUSES} label={(s) => STATUS_LABELS[s]} />
              </select>
            </FormField>
            <PrintTicketButton order={order} />
            <SendTicketButton orderId={order.id} orderNumber={order.orderNumber} />
          </div>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-stone-900 sm:grid-cols-2">
          <div>
            <dt className="inline font-medium">Customer: </dt>
            <dd className="inline">
              {order.customerName}, {order.customerPhone}
              {order.customerEmail ? `, ${order.customerEmail}` : ""}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">Collection: </dt>
            <dd className="inline">
              {order.collectionDate} at {order.collectionTime}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">Order status: </dt>
            <dd className="inline">{STATUS_LABELS[order.orderStatus]}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Payment: </dt>
            <dd className="inline">
              {order.paymentStatus}
              {order.paymentMethod ? ` (${order.paymentMethod})` : ""}
            </dd>
          </div>
          {order.paymentNote && (
            // A payment that arrived after cancellation (refunded automatically, or not): staff must see it.
            <div role="note" className="rounded bg-red-50 px-2 py-1 font-semibold text-red-900">
              {order.paymentNote}
            </div>
          )}
          <div>
            <dt className="inline font-medium">Total: </dt>
            <dd className="inline">{order.totalAmount}</dd>
          </div>
          {order.printedAt && (
            <div>
              <dt className="inline font-medium">Printed: </dt>
              <dd className="inline">{formatInstant(order.printedAt)}</dd>
            </div>
          )}
        </dl>
        <ul className="mt-3 divide-y divide-stone-200 rounded border border-stone-200 text-sm">
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same dish can appear twice with different instructions
            <li key={`${item.id}-${index}`} className="flex justify-between gap-3 px-3 py-1.5">
              <span>
                {item.quantity} × {item.name}
                <ChosenOptionsList options={item.options} className="text-sm text-stone-700" />
                {item.specialInstructions && (
                  <span className="text-stone-700"> – {item.specialInstructions}</span>
                )}
              </span>
              <span>{formatPence(item.pricePence * item.quantity)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 px-3 py-1.5 font-medium">
            <span>Subtotal</span>
            <span>{formatPence(order.subtotalPence)}</span>
          </li>
          {order.promotions.map((line) => (
            <li
              key={promotionLineKey(line)}
              className="flex justify-between gap-3 px-3 py-1.5 text-green-800"
              data-testid="admin-promotion-line"
            >
              <span>{promotionLineLabel(line)}</span>
              <span>-{formatPence(line.amountPence)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 px-3 py-1.5 font-bold">
            <span>Total</span>
            <span>{order.totalAmount}</span>
          </li>
        </ul>
        {order.specialInstructions && (
          <p className="mt-2 text-sm">
            <span className="font-medium">Instructions:</span> {order.specialInstructions}
          </p>
        )}
        {isOwner && order.paymentStatus !== "pending" && (
          // A cancelled order that was paid opens its refund straight away.
          <details
            className="mt-3"
            open={order.orderStatus === "cancelled" && order.paymentStatus === "completed"}
          >
            <summary className="cursor-pointer font-medium text-maroon-800">
              Refund{order.refundedPence > 0 ? ` (${formatPence(order.refundedPence)} refunded)` : ""}
            </summary>
            <div className="mt-2">
              <RefundForm order={order} />
            </div>
          </details>
        )}
      </article>
    </Card>
  );
}

export function OrdersTab() {
  const orders = useQuery(adminOrdersQueryOptions());

  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-maroon-800">Orders</h2>
      <div className="mb-4 space-y-3">
        <NewPhoneOrderButton />
        <PrinterStatusIndicator />
        <details>
          <summary className="cursor-pointer font-medium text-maroon-800">Kitchen printer</summary>
          <div className="mt-2">
            <PrinterSettingsPanel />
          </div>
        </details>
      </div>
      <Loaded query={orders} what="orders" empty="No orders yet. New orders appear here as they arrive.">
        {(list) => (
          <div className="space-y-4">
            {list.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </div>
        )}
      </Loaded>
    </div>
  );
}
