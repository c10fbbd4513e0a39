import type { AdminReservation, PhoneReservation } from "@shared/reservations/reservation.schema";
import { apiRequest } from "@web/lib/api-client";

export function createPhoneReservation(
  body: PhoneReservation,
): Promise<{ reservation: AdminReservation; emailed: boolean }> {
  return apiRequest("POST", "/api/admin/reservations", body);
}
