import { AlertTriangle, BellRing, MoreHorizontal, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { NEXT_STATUS, PREVIOUS_STATUS } from "@shared/kitchen-board/kitchen-board.schema";
import { ALLERGEN_SHORT_LABELS, type Allergen } from "@shared/menu/allergens";
import { formatPence } from "@shared/money";
import { ORDER_STATUSES, type Order, type OrderStatus } from "@shared/orders/order.schema";
import { Button } from "@web/components/ui/button";
import { Options } from "@web/components/ui/options";
import { useIsOwner } from "@web/features/admin/staff-role-context";
import { BoardDelivery, BoardDeliveryBadge } from "@web/features/delivery/board-delivery";
import { ChosenOptionsList } from "@web/features/orders/chosen-options-list";
import { PrintTicketButton } from "@web/features/orders/print-ticket-button";
import { promotionLineKey, promotionLineLabel } from "@web/features/orders/promotion-line-text";
import { NoShowButton } from "@web/features/payments/no-show-button";
import { RefundForm } from "@web/features/payments/refund-form";
import { SendTicketButton } from "@web/features/printing/send-ticket-button";
import { TicketPrintedState } from "@web/features/printing/ticket-printed-state";
import { StaffVatReceiptLink } from "@web/features/vat/vat-receipt-link";
import { formatInstant } from "@web/lib/format";
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

/** What every card of one board shares: the clock, the actions, and the facts of the board's page. */
export interface OrderCardShared {
  now: Date;
  actions: OrderCardActions;
  /** The page says so (AdminOrdersPage.vatRegistered): a paid order's card offers its VAT receipt. */
  vatRegistered: boolean;
}

/** Everything the kitchen must not miss: the order's note and each line's note, at the top. */
function Warnings({ order }: { order: Order }) {
  const lineNotes = order.items.filter((i) => i.specialInstructions);
  if (!order.specialInstructions && lineNotes.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Notes"
      className="mt-1 rounded border-2 border-red-700 bg-yellow-100 px-1.5 py-0.5 text-base leading-snug font-bold text-red-900"
    >
      {order.specialInstructions && (
        <p className="flex gap-1">
          <AlertTriangle size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>{order.specialInstructions}</span>
        </p>
      )}
      {lineNotes.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same dish can appear twice with different notes
        <p key={`${item.id}-${index}`} className="flex gap-1">
          <AlertTriangle size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>
            {item.name}: {item.specialInstructions}
          </span>
        </p>
      ))}
    </div>
  );
}

/** A line's allergens, in words and on yellow: the cook reads them from arm's length. */
function AllergenLine({ allergens }: { allergens: readonly Allergen[] }) {
  if (allergens.length === 0) return null;
  return (
    <span
      data-testid="card-allergens"
      className="mt-0.5 flex gap-1 rounded-sm border-l-4 border-red-700 bg-yellow-200 px-1 text-base leading-snug font-bold text-red-900"
    >
      <AlertTriangle size={16} aria-hidden="true" className="mt-1 shrink-0" />
      <span>Contains: {allergens.map((a) => ALLERGEN_SHORT_LABELS[a]).join(", ")}</span>
    </span>
  );
}

/**
 * One entry of the card's "More" list (behind one tap, away from the primary action). Other
 * features add theirs to `secondaryActions` below: a key, and what to show (a button, a form).
 */
export interface CardAction {
  key: string;
  element: ReactNode;
}

/** The card's secondary actions, in the order they are listed under "More". */
function secondaryActions(
  order: Order,
  actions: OrderCardActions,
  isOwner: boolean,
  vatRegistered: boolean,
): CardAction[] {
  const status = order.orderStatus;
  const ringing = needsAcknowledging(order);
  const next = nextStatusOf(status);
  const previous = status in PREVIOUS_STATUS ? PREVIOUS_STATUS[status as keyof typeof PREVIOUS_STATUS] : null;
  const paid = order.paymentStatus !== "pending";
  const list: CardAction[] = [];
  // While ringing, "Acknowledge" is the primary action; moving the order on is still one tap away.
  if (ringing && next) {
    list.push({
      key: "move",
      element: (
        <Button disabled={actions.busy} onClick={() => actions.onStatus(order, next)}>
          {MOVE_LABELS[status as keyof typeof MOVE_LABELS]}
        </Button>
      ),
    });
  }
  if (previous) {
    list.push({
      key: "undo",
      element: (
        <Button
          variant="ghost"
          disabled={actions.busy}
          onClick={() => actions.onStatus(order, previous)}
          aria-label={`Undo: back to ${STATUS_LABELS[previous]}`}
        >
          <Undo2 size={18} aria-hidden="true" /> Undo (back to {STATUS_LABELS[previous]})
        </Button>
      ),
    });
  }
  list.push({ key: "print", element: <PrintTicketButton order={order} /> });
  list.push({
    key: "send",
    element: <SendTicketButton orderId={order.id} orderNumber={order.orderNumber} />,
  });
  // Any unpaid order, online or phone, can be paid at the counter (decision 0035).
  if (!paid && status !== "cancelled") {
    list.push({ key: "take-payment", element: <TakePaymentButtons order={order} /> });
  }
  list.push({ key: "no-show", element: <NoShowButton order={order} /> });
  list.push({
    key: "status",
    element: (
      <label className="flex items-center gap-2">
        <span className="font-medium">Status</span>
        <select
          value={status}
          disabled={actions.busy}
          onChange={(e) => actions.onStatus(order, e.target.value as OrderStatus)}
          className="rounded border border-stone-400 px-1 py-1"
        >
          <Options values={ORDER_STATUSES} label={(s) => STATUS_LABELS[s]} />
        </select>
      </label>
    ),
  });
  list.push({
    key: "details",
    element: (
      <div className="text-stone-700">
        <p>
          {order.customerName} · {order.customerPhone}
        </p>
        <BoardDelivery order={order} />
        <p className={paid ? "text-green-800" : "font-bold text-red-800"}>
          {paid ? "Paid" : "UNPAID"}
          {order.paymentMethod ? ` (${order.paymentMethod})` : ""}
          {/* Taken by staff on the phone or at the counter (decision 0026). */}
          {order.channel === "phone" ? " · phone order" : ""}
          {order.tipPence > 0 ? ` · ${formatPence(order.tipPence)} tip` : ""}
        </p>
        <StaffVatReceiptLink order={order} vatRegistered={vatRegistered} />
        <p>
          Placed {formatInstant(order.createdAt)}
          {order.printedAt ? ` · printed ${formatInstant(order.printedAt)}` : ""}
        </p>
        {order.customerEmail && <p className="break-all">{order.customerEmail}</p>}
        {order.promotions.map((line) => (
          <p key={promotionLineKey(line)} className="text-green-800" data-testid="admin-promotion-line">
            {promotionLineLabel(line)} -{formatPence(line.amountPence)}
          </p>
        ))}
      </div>
    ),
  });
  if (isOwner && order.paymentStatus !== "pending") {
    list.push({
      key: "refund",
      element: (
        <details open={status === "cancelled" && order.paymentStatus === "completed"}>
          <summary className="cursor-pointer font-medium text-maroon-800">
            Refund{order.refundedPence > 0 ? ` (${formatPence(order.refundedPence)} refunded)` : ""}
          </summary>
          <div className="mt-1">
            <RefundForm order={order} />
          </div>
        </details>
      ),
    });
  }
  return list;
}

/** What the diner pays, tip included (the tip is not in the order's total): "£22.00 (incl. £2.00 tip)". */
function withTipText(order: Pick<Order, "totalPence" | "tipPence">): string {
  const paid = formatPence(order.totalPence + order.tipPence);
  return order.tipPence > 0 ? `${paid} (incl. ${formatPence(order.tipPence)} tip)` : paid;
}

function nextStatusOf(status: OrderStatus): OrderStatus | null {
  return status in NEXT_STATUS ? NEXT_STATUS[status as keyof typeof NEXT_STATUS] : null;
}

/**
 * A kitchen board card for a busy Friday (issue 32): the order number, collection time and dishes
 * in type a cook reads at arm's length, notes and allergens on yellow, and one primary action
 * (acknowledge a ringing order, else move it on); everything else is under "More", one tap away.
 */
export function OrderCard({ order, now, actions, vatRegistered }: { order: Order } & OrderCardShared) {
  const isOwner = useIsOwner();
  const ringing = needsAcknowledging(order);
  const overdue = isAcknowledgeOverdue(order, now);
  const left = minutesToCollection(order, now);
  const status = order.orderStatus;
  const next = nextStatusOf(status);
  const done = status === "collected" || status === "cancelled";
  const paid = order.paymentStatus !== "pending";
  const more = secondaryActions(order, actions, isOwner, vatRegistered);

  return (
    <article
      aria-label={`Order ${order.orderNumber}`}
      data-overdue={overdue || undefined}
      className={`relative rounded-lg border-2 bg-white px-2 py-1.5 shadow-sm ${overdue ? "border-red-700 bg-red-50" : ringing ? "border-saffron-500" : "border-stone-300"}`}
    >
      <header className="flex items-baseline justify-between gap-x-2">
        <h4 data-testid="card-number" className="text-xl leading-6 font-bold break-all text-stone-900">
          #{order.orderNumber}
        </h4>
        <span data-testid="card-time" className="text-2xl leading-7 font-bold text-stone-900">
          {order.collectionTime}
        </span>
      </header>
      {/* Wraps rather than overlaps when the time left and the name are long ("in 1 h 20 min"). */}
      <p className="flex flex-wrap justify-between gap-x-1 text-base leading-5">
        <span className="flex min-w-0 text-stone-800">
          {!done && (
            <span
              className={`font-semibold whitespace-nowrap ${left < 0 ? "text-red-800" : left <= 10 ? "text-amber-900" : "text-stone-700"}`}
            >
              {timeLeftText(left)}&nbsp;·&nbsp;
            </span>
          )}
          <span className="truncate">{order.customerName}</span>
        </span>
        <span className={`whitespace-nowrap ${paid ? "text-green-800" : "font-bold text-red-800"}`}>
          {paid ? "Paid" : "UNPAID"} {withTipText(order)}
        </span>
      </p>
      <BoardDeliveryBadge order={order} />
      {overdue && (
        <p className="text-base font-bold text-red-800" role="status">
          Not acknowledged for over 3 minutes
        </p>
      )}
      <Warnings order={order} />
      <ul className="divide-y divide-stone-200 text-stone-900">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same dish can appear twice with different instructions
          <li key={`${item.id}-${index}`} className="py-0.5">
            <span data-testid="card-dish" className="block text-xl leading-6 font-semibold">
              {item.quantity} × {item.name}
            </span>
            <ChosenOptionsList options={item.options} className="text-base leading-snug text-stone-800" />
            <AllergenLine allergens={item.allergens} />
          </li>
        ))}
      </ul>
      {order.paymentNote && (
        // A payment that arrived after cancellation (refunded automatically, or not): staff must see it.
        <p role="note" className="mt-1 rounded bg-red-50 px-2 py-1 text-base font-semibold text-red-900">
          {order.paymentNote}
        </p>
      )}
      <TicketPrintedState order={order} />
      <div className="mt-1 flex items-stretch gap-1">
        {ringing ? (
          <Button
            variant="danger"
            className="min-h-11 min-w-0 flex-1 px-1.5 text-base"
            disabled={actions.busy}
            onClick={() => actions.onAcknowledge(order)}
          >
            <BellRing size={18} aria-hidden="true" className="shrink-0" /> Acknowledge
          </Button>
        ) : next ? (
          <Button
            className="min-h-11 min-w-0 flex-1 px-1.5 text-base"
            disabled={actions.busy}
            onClick={() => actions.onStatus(order, next)}
          >
            {MOVE_LABELS[status as keyof typeof MOVE_LABELS]}
          </Button>
        ) : (
          <span className="flex-1" />
        )}
        <details className="group">
          <summary
            aria-label={`More for order ${order.orderNumber}`}
            className="flex min-h-11 cursor-pointer list-none items-center gap-0.5 rounded-lg border-2 border-stone-400 px-1.5 font-semibold text-stone-900 group-open:bg-stone-200 [&::-webkit-details-marker]:hidden"
          >
            <MoreHorizontal size={16} aria-hidden="true" />
            <span>More</span>
          </summary>
          {/* Over the cards below rather than pushing them down: the board stays where it was. */}
          <ul className="absolute right-0 left-0 z-20 mt-1 space-y-1.5 rounded-lg border-2 border-stone-400 bg-white p-2 text-sm shadow-lg">
            {more.map((action) => (
              <li key={action.key} className="flex flex-wrap gap-1.5">
                {action.element}
              </li>
            ))}
          </ul>
        </details>
      </div>
    </article>
  );
}
