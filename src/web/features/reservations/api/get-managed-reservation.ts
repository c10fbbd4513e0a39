import type { ManagedReservation } from "@shared/reservations/reservation.schema";
import { getQueryOptions } from "@web/lib/api-client";

export function managedReservationQueryKey(token: string) {
  return ["/api/reservations/manage", token] as const;
}

export function managedReservationQueryOptions(token: string) {
  return getQueryOptions<ManagedReservation>(managedReservationQueryKey(token), {
    url: `/api/reservations/manage/${encodeURIComponent(token)}`,
    fresh: true,
    retry: false,
  });
}
