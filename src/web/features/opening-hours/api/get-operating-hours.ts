import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  OperatingHours,
  OperatingHoursUpdateSchema,
  SpecialHours,
  SpecialHoursInput,
  TimePeriod,
  TimePeriodInputSchema,
} from "../../../../shared/opening-hours/opening-hours.schema";
import { apiRequest } from "../../../lib/api-client";
import { restaurantStatusQueryKey } from "../../site/api/get-restaurant-status";

export const operatingHoursQueryKey = ["/api/operating-hours"] as const;
export const timePeriodsQueryKey = ["/api/time-periods"] as const;
export const specialHoursQueryKey = ["/api/special-hours"] as const;

/** Any change to hours can change all of these, the open/closed status included. */
export const HOURS_QUERY_KEYS = [
  operatingHoursQueryKey,
  timePeriodsQueryKey,
  specialHoursQueryKey,
  restaurantStatusQueryKey,
];

export function operatingHoursQueryOptions() {
  return queryOptions({
    queryKey: operatingHoursQueryKey,
    queryFn: () => apiRequest<{ data: OperatingHours[] }>("GET", "/api/operating-hours"),
  });
}

export function timePeriodsQueryOptions() {
  return queryOptions({
    queryKey: timePeriodsQueryKey,
    queryFn: () => apiRequest<{ success: true; data: TimePeriod[] }>("GET", "/api/time-periods"),
  });
}

export function specialHoursQueryOptions() {
  return queryOptions({
    queryKey: specialHoursQueryKey,
    queryFn: () => apiRequest<{ data: SpecialHours[] }>("GET", "/api/special-hours"),
  });
}

export function updateOperatingHours(dayOfWeek: number, body: z.input<typeof OperatingHoursUpdateSchema>) {
  return apiRequest<unknown>("PUT", `/api/operating-hours/${dayOfWeek}`, body);
}

export function createTimePeriod(body: z.input<typeof TimePeriodInputSchema>) {
  return apiRequest<{ success: true; message: string }>("POST", "/api/time-periods", body);
}

export function updateTimePeriod(id: number, body: Partial<Omit<TimePeriod, "id" | "dayOfWeek">>) {
  return apiRequest<{ success: true; message: string }>("PUT", `/api/time-periods/${id}`, body);
}

export function deleteTimePeriod(id: number) {
  return apiRequest<{ success: true; message: string }>("DELETE", `/api/time-periods/${id}`);
}

export function createSpecialHours(body: SpecialHoursInput) {
  return apiRequest<unknown>("POST", "/api/special-hours", body);
}

export function deleteSpecialHours(id: number) {
  return apiRequest<unknown>("DELETE", `/api/special-hours/${id}`);
}
