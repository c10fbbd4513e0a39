import type { BookingCalendar } from "@shared/reservations/reservation.schema";
import { getQueryOptions } from "@web/lib/api-client";

export function bookingCalendarQueryOptions() {
  return getQueryOptions<BookingCalendar>(["/api/reservations/calendar"]);
}
