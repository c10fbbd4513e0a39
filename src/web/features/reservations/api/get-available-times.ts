import { queryOptions } from "@tanstack/react-query";
import type { AvailableTimes } from "../../../../shared/reservations/reservation.schema";
import { apiRequest } from "../../../lib/api-client";

export const availableTimesQueryKey = ["/api/reservations/availability"] as const;

/** Covers change as others book: always asked afresh. */
export function availableTimesQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...availableTimesQueryKey, date],
    queryFn: () =>
      apiRequest<AvailableTimes>("GET", `/api/reservations/availability?date=${encodeURIComponent(date)}`),
    enabled: date !== "",
    staleTime: 0,
  });
}
