import type { OpeningHoursSummary } from "@shared/opening-hours/weekly-hours";
import { getQueryOptions } from "@web/lib/api-client";

const openingHoursSummaryQueryKey = ["/api/opening-hours/summary"] as const;

/** The week's hours and the special dates coming up, as the contact section and footer state them. */
export function openingHoursSummaryQueryOptions() {
  return getQueryOptions<OpeningHoursSummary>(openingHoursSummaryQueryKey);
}
