import type { AdminReservationDay } from "@shared/reservations/reservation.schema";
import { getForDateQueryOptions } from "@web/lib/api-client";

const path = "/api/admin/reservations";
export const reservationDayQueryKey = [path] as const;

export function reservationDayQueryOptions(date: string) {
  return getForDateQueryOptions<AdminReservationDay>(path, date);
}
