import type { ManagedReservation } from "@shared/reservations/reservation.schema";
import { apiRequest } from "@web/lib/api-client";

export function cancelMyReservation(token: string): Promise<ManagedReservation> {
  return apiRequest<ManagedReservation>(
    "POST",
    `/api/reservations/manage/${encodeURIComponent(token)}/cancel`,
  );
}
