import type { TimeEntriesWeek } from "@shared/employees/employee.schema";
import { getQueryOptions } from "@web/lib/api-client";

/** Every prefix of this key is refreshed after a change to a time entry. */
export const timeEntriesQueryKeyPrefix = "/api/admin/time-entries";

/** The London week (Monday to Sunday) holding `date`. */
export function timeEntriesQueryOptions(date: string) {
  return getQueryOptions<TimeEntriesWeek>([`${timeEntriesQueryKeyPrefix}?date=${encodeURIComponent(date)}`], {
    fresh: true,
  });
}
