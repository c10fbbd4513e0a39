import { useQuery } from "@tanstack/react-query";
import { CircleAlert, Clock } from "lucide-react";
import { canOrderIn, describePreparationTime, type OrderingState } from "@shared/orders/ordering-state";
import type { OrderingStatus } from "@shared/orders/ordering-status";
import { orderingStatusQueryOptions } from "./api/get-ordering-status";

/** The id of the banner's text: every disabled Add button points at it with aria-describedby. */
const ORDERING_UNAVAILABLE_ID = "ordering-unavailable-reason";

export interface OrderingAvailability {
  status: OrderingStatus | undefined;
  /** Whether dishes can be added and an order placed (true until the status is known). */
  canOrder: boolean;
  /** Why dishes cannot be added now; null while ordering is possible (or not yet known). */
  unavailableReason: string | null;
}

/**
 * One state for the whole order journey (issue 21): the banner, the Add buttons, the slots and
 * the Place Order button all read it from the server's ordering status.
 */
export function useOrderingAvailability(): OrderingAvailability {
  const { data } = useQuery(orderingStatusQueryOptions());
  const canOrder = data ? canOrderIn(data.state) : true;
  return { status: data, canOrder, unavailableReason: canOrder ? null : (data?.message ?? null) };
}

/** Props that make a button unavailable with the reason, still focusable so the reason is read. */
export function unavailableButtonProps(reason: string | null) {
  if (!reason) return {};
  return {
    "aria-disabled": true as const,
    "aria-describedby": ORDERING_UNAVAILABLE_ID,
    title: reason,
  };
}

const TONES: Record<OrderingState, string> = {
  open: "bg-maroon-800 text-white",
  closing_soon: "bg-saffron-200 text-stone-900",
  paused: "bg-stone-900 text-white",
  closed: "bg-stone-900 text-white",
};

/**
 * The one banner of the ordering state. On the order page and at checkout it always shows: open
 * says when the food will be ready; closing soon names the last collection time; paused and
 * closed say why and until when (and only then is no preparation time stated). On the home page
 * it shows only when the diner must know before choosing (`onlyWhenNotOpen`).
 */
export function OrderingStatusBanner({
  className = "",
  onlyWhenNotOpen = false,
  todayHours,
  readyWords,
}: {
  className?: string;
  onlyWhenNotOpen?: boolean;
  /** The checkout adds today's hours ("11:00-15:00, 17:00-23:00" or "Closed"). */
  todayHours?: string;
  /** For a delivery, what replaces "Ready for collection from ..." ("Delivered from 13:15"). */
  readyWords?: string | null;
}) {
  const { status, canOrder } = useOrderingAvailability();
  if (!status || (onlyWhenNotOpen && status.state === "open")) return null;
  const collection = describePreparationTime(status);
  const preparation = collection && readyWords !== undefined ? readyWords : collection;
  const Icon = canOrder ? Clock : CircleAlert;
  return (
    <div
      role="status"
      data-ordering-state={status.state}
      className={`flex items-center gap-3 rounded-lg p-3 font-semibold ${TONES[status.state]} ${className}`}
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        {status.message && <p id={canOrder ? undefined : ORDERING_UNAVAILABLE_ID}>{status.message}</p>}
        {preparation && !onlyWhenNotOpen && (
          <p className={status.message ? "font-normal" : ""}>{preparation}</p>
        )}
        {todayHours && <p className="font-normal">Today's hours: {todayHours}.</p>}
      </div>
    </div>
  );
}
