import { queryOptions } from "@tanstack/react-query";
import type { ManagedReservation } from "@shared/reservations/reservation.schema";
import { apiRequest } from "@web/lib/api-client";

export function managedReservationQueryKey(token: string) {
  return ["/api/reservations/manage", token] as const;
}

export function managedReservationQueryOptions(token: string) {
  return queryOptions({
    queryKey: managedReservationQueryKey(token),
    queryFn: () =>
      apiRequest<ManagedReservation>("GET", `/api/reservations/manage/${encodeURIComponent(token)}`),
    staleTime: 0,
    retry: false,
  });
}
