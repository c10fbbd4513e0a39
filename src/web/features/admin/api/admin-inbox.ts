import { queryOptions } from "@tanstack/react-query";
import type { ContactMessage } from "../../../../shared/contact/contact.schema";
import type { Reservation } from "../../../../shared/reservations/reservation.schema";
import { apiRequest, getQueryOptions } from "../../../lib/api-client";

export const reservationsQueryKey = ["/api/admin/reservations"] as const;

export function reservationsQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...reservationsQueryKey, date],
    queryFn: () =>
      apiRequest<Reservation[]>(
        "GET",
        `/api/admin/reservations${date ? `?date=${encodeURIComponent(date)}` : ""}`,
      ),
    staleTime: 0,
  });
}

export function decideReservation(id: number, status: "confirmed" | "declined") {
  return apiRequest<{ emailed: boolean }>("PUT", `/api/admin/reservations/${id}/status`, { status });
}

export const messagesQueryKey = ["/api/admin/messages"] as const;

export function messagesQueryOptions() {
  return getQueryOptions<ContactMessage[]>(messagesQueryKey, { fresh: true });
}

export function markMessageRead(id: number) {
  return apiRequest<ContactMessage>("PUT", `/api/admin/messages/${id}/read`);
}
