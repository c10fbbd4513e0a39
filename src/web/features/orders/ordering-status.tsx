import { useQuery } from "@tanstack/react-query";
import { CircleAlert } from "lucide-react";
import type { OrderingStatus } from "../../../shared/orders/ordering-status";
import { orderingStatusQueryOptions } from "./api/get-ordering-status";

/** The id of the banner's text: every disabled Add button points at it with aria-describedby. */
export const ORDERING_UNAVAILABLE_ID = "ordering-unavailable-reason";

export interface OrderingAvailability {
  status: OrderingStatus | undefined;
  /** Why dishes cannot be added now; null while ordering is open (or not yet known). */
  unavailableReason: string | null;
}

/** What the order page and the home page need to know before a diner adds a dish. */
export function useOrderingAvailability(): OrderingAvailability {
  const { data } = useQuery(orderingStatusQueryOptions());
  return { status: data, unavailableReason: data && data.state !== "open" ? data.message : null };
}

/** Props that make an Add button unavailable with the reason, still focusable so the reason is read. */
export function unavailableButtonProps(reason: string | null) {
  if (!reason) return {};
  return {
    "aria-disabled": true as const,
    "aria-describedby": ORDERING_UNAVAILABLE_ID,
    title: reason,
  };
}

/** Why ordering is unavailable (closed, paused), with the next opening, at the top of the page. */
export function OrderingStatusBanner({ className = "" }: { className?: string }) {
  const { unavailableReason } = useOrderingAvailability();
  if (!unavailableReason) return null;
  return (
    <div
      role="status"
      className={`flex items-center gap-3 rounded-lg bg-stone-900 p-3 font-semibold text-white ${className}`}
    >
      <CircleAlert className="h-5 w-5 shrink-0 text-saffron-300" aria-hidden="true" />
      <p id={ORDERING_UNAVAILABLE_ID}>{unavailableReason}</p>
    </div>
  );
}
