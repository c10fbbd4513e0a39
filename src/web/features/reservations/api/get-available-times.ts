import type { AvailableTimes } from "@shared/reservations/reservation.schema";
import { getForDateQueryOptions } from "@web/lib/api-client";

const path = "/api/reservations/availability";
export const availableTimesQueryKey = [path] as const;

/** Covers change as others book: always asked afresh. */
export function availableTimesQueryOptions(date: string) {
  return getForDateQueryOptions<AvailableTimes>(path, date);
}
