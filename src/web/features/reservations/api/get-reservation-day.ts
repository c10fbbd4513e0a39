import { queryOptions } from "@tanstack/react-query";
import type { AdminReservationDay } from "../../../../shared/reservations/reservation.schema";
import { apiRequest } from "../../../lib/api-client";

export const reservationDayQueryKey = ["/api/admin/reservations"] as const;

export function reservationDayQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...reservationDayQueryKey, date],
    queryFn: () =>
      apiRequest<AdminReservationDay>("GET", `/api/admin/reservations?date=${encodeURIComponent(date)}`),
    enabled: date !== "",
    staleTime: 0,
  });
}
