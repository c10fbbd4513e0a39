import type { AdminReservation, ReservationStatusChange } from "@shared/reservations/reservation.schema";
import { apiRequest } from "@web/lib/api-client";

export function changeReservationStatus(
  id: number,
  change: ReservationStatusChange,
): Promise<{ reservation: AdminReservation; emailed: boolean }> {
  return apiRequest("PUT", `/api/admin/reservations/${id}/status`, change);
}
