import type { Reservation, ReservationRequest } from "@shared/reservations/reservation.schema";
import { apiRequest } from "@web/lib/api-client";

export function createReservation(body: ReservationRequest): Promise<Reservation> {
  return apiRequest<Reservation>("POST", "/api/reservations", body);
}
