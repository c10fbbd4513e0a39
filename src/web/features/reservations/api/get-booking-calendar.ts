import { queryOptions } from "@tanstack/react-query";
import type { BookingCalendar } from "@shared/reservations/reservation.schema";
import { apiRequest } from "@web/lib/api-client";

export function bookingCalendarQueryOptions() {
  return queryOptions({
    queryKey: ["/api/reservations/calendar"],
    queryFn: () => apiRequest<BookingCalendar>("GET", "/api/reservations/calendar"),
  });
}
