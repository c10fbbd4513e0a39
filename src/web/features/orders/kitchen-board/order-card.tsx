import { AlertTriangle, BellRing, Undo2 } from "lucide-react";
import { formatPence } from "@shared/money";
import { NEXT_STATUS, PREVIOUS_STATUS } from "@shared/orders/admin-orders-query.schema";
import { ORDER_STATUSES, type Order, type OrderStatus } from "@shared/orders/order.schema";
import { Button } from "@web/components/ui/button";
import { Options } from "@web/components/ui/options";
import { useIsOwner } from "@web/features/admin/staff-role-context";
import { NoShowButton } from "@web/features/payments/no-show-button";
import { RefundForm } from "@web/features/payments/refund-form";
import { SendTicketButton } from "@web/features/printing/send-ticket-button";
import { TicketPrintedState } from "@web/features/printing/ticket-printed-state";
import { formatInstant } from "@web/lib/format";
import { ChosenOptionsList } from "../chosen-options-list";
import { PrintTicketButton } from "../print-ticket-button";
import { promotionLineKey, promotionLineLabel } from "../promotion-line-text";
import { isAcknowledgeOverdue, minutesToCollection, needsAcknowledging, timeLeftText } from "./board-time";
import { TakePaymentButtons } from "./take-payment-buttons";

export const STATUS_LABELS: Record<OrderStatus, string> = {
  received: "New",
  preparing: "Preparing",
  ready: "Ready",
  collected: "Collected",
  cancelled: "Cancelled",
};

/** The one tap that moves an order on, in the words of what it does. */
const MOVE_LABELS: Record<keyof typeof NEXT_STATUS, string> = {
  received: "Start preparing",
  preparing: "Mark ready",
  ready: "Mark collected",
};

export interface OrderCardActions {
  onStatus: (order: Order, status: OrderStatus) => void;
  onAcknowledge: (order: Order) => void;
  /** An order whose change is on its way: its buttons wait. */
  busy: boolean;
}

/** Everything the kitchen must not miss: the order's note and each line's note, at the top. */
function Warnings({ order }: { order: Order }) {
  const lineNotes = order.items.filter((i) => i.specialInstructions);
  if (!order.specialInstructions && lineNotes.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Notes"
      className="mb-1.5 rounded border-2 border-red-700 bg-yellow-100 px-2 py-1 text-sm font-bold text-red-900"
    >
      {order.specialInstructions && (
        <p className="flex gap-1">
          <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>{order.specialInstructions}</span>
        </p>
      )}
      {lineNotes.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same dish can appear twice with different notes
        <p key={`${item.id}-${index}`} className="flex gap-1">
          <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>
            {item.name}: {item.specialInstructions}
          </span>
        </p>
      ))}
    </div>
  );
}

/** A kitchen board card: compact, its notes first, one tap on, one tap back. */
export function OrderCard({ order, now, actions }: { order: Order; now: Date; actions: OrderCardActions }) {
  const isOwner = useIsOwner();
  const ringing = needsAcknowledging(order);
  const overdue = isAcknowledgeOverdue(order, now);
  const left = minutesToCollection(order, now);
  const status = order.orderStatus;
  const next = status in NEXT_STATUS ? NEXT_STATUS[status as keyof typeof NEXT_STATUS] : null;
  const previous = status in PREVIOUS_STATUS ? PREVIOUS_STATUS[status as keyof typeof PREVIOUS_STATUS] : null;
  const done = status === "collected" || status === "cancelled";
  const paid = order.paymentStatus !== "pending";

  return (
    <article
      aria-label={`Order ${order.orderNumber}`}
      data-overdue={overdue || undefined}
      className={`rounded-lg border-2 bg-white p-2 shadow-sm ${overdue ? "border-red-700 bg-red-50" : ringing ? "border-saffron-500" : "border-stone-300"}`}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="text-base leading-tight font-bold text-stone-900">#{order.orderNumber}</h4>
          <p className="truncate text-sm text-stone-800">
            {order.customerName} · {order.customerPhone}
          </p>
        </div>
        <div className="text-right">
          <p className="text-lg leading-tight font-bold text-stone-900">{order.collectionTime}</p>
          {!done && (
            <p
              className={`text-xs font-semibold ${left < 0 ? "text-red-800" : left <= 10 ? "text-amber-900" : "text-stone-700"}`}
            >
              {timeLeftText(left)}
            </p>
          )}
        </div>
      </header>
      {overdue && (
        <p className="mb-1 text-sm font-bold text-red-800" role="status">
          Not acknowledged for over 3 minutes
        </p>
      )}
      <Warnings order={order} />
      <ul className="divide-y divide-stone-200 text-sm text-stone-900">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same dish can appear twice with different instructions
          <li key={`${item.id}-${index}`} className="py-0.5">
            <span className="font-semibold">
              {item.quantity} × {item.name}
            </span>
            <ChosenOptionsList options={item.options} className="text-sm text-stone-800" />
            {item.allergens.length > 0 && (
              <span className="block text-xs text-stone-700">Contains: {item.allergens.join(", ")}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-1 flex justify-between text-sm">
        <span className={paid ? "text-green-800" : "font-bold text-red-800"}>
          {paid ? "Paid" : "UNPAID"}
          {order.paymentMethod ? ` (${order.paymentMethod})` : ""}
          {/* Taken by staff on the phone or at the counter (decision 0026). */}
          {order.channel === "phone" ? " · phone order" : ""}
        </span>
        <span className="font-bold">{order.totalAmount}</span>
      </p>
      {order.paymentNote && (
        // A payment that arrived after cancellation (refunded automatically, or not): staff must see it.
        <p role="note" className="mt-1 rounded bg-red-50 px-2 py-1 text-sm font-semibold text-red-900">
          {order.paymentNote}
        </p>
      )}
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        {ringing && (
          <Button
            size="sm"
            variant="danger"
            disabled={actions.busy}
            onClick={() => actions.onAcknowledge(order)}
          >
            <BellRing size={16} aria-hidden="true" /> Acknowledge
          </Button>
        )}
        {next && (
          <Button size="sm" disabled={actions.busy} onClick={() => actions.onStatus(order, next)}>
            {MOVE_LABELS[status as keyof typeof MOVE_LABELS]}
          </Button>
        )}
        {previous && (
          <Button
            size="sm"
            variant="ghost"
            disabled={actions.busy}
            onClick={() => actions.onStatus(order, previous)}
            aria-label={`Undo: back to ${STATUS_LABELS[previous]}`}
          >
            <Undo2 size={16} aria-hidden="true" /> Undo
          </Button>
        )}
        <PrintTicketButton order={order} />
        <SendTicketButton orderId={order.id} orderNumber={order.orderNumber} />
        <TicketPrintedState order={order} />
        {!paid && status !== "cancelled" && <TakePaymentButtons order={order} />}
      </div>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-maroon-800">More</summary>
        <div className="mt-1 space-y-1">
          <p className="text-stone-700">
            Placed {formatInstant(order.createdAt)}
            {order.printedAt ? ` · printed ${formatInstant(order.printedAt)}` : ""}
            {order.customerEmail ? ` · ${order.customerEmail}` : ""}
          </p>
          {order.promotions.map((line) => (
            <p key={promotionLineKey(line)} className="text-green-800" data-testid="admin-promotion-line">
              {promotionLineLabel(line)} -{formatPence(line.amountPence)}
            </p>
          ))}
          <label className="flex items-center gap-2">
            <span className="font-medium">Status</span>
            <select
              value={status}
              disabled={actions.busy}
              onChange={(e) => actions.onStatus(order, e.target.value as OrderStatus)}
              className="rounded border border-stone-400 px-1 py-0.5"
            >
              <Options values={ORDER_STATUSES} label={(s) => STATUS_LABELS[s]} />
            </select>
          </label>
          <NoShowButton order={order} />
          {isOwner && order.paymentStatus !== "pending" && (
            <details open={status === "cancelled" && order.paymentStatus === "completed"}>
              <summary className="cursor-pointer font-medium text-maroon-800">
                Refund{order.refundedPence > 0 ? ` (${formatPence(order.refundedPence)} refunded)` : ""}
              </summary>
              <div className="mt-1">
                <RefundForm order={order} />
              </div>
            </details>
          )}
        </div>
      </details>
    </article>
  );
}
