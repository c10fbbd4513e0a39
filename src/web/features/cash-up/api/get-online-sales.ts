import type { OnlineSales } from "@shared/cash-up/cash-up.schema";
import { getQueryOptions } from "@web/lib/api-client";

/** What the server will put on the online line for that day (orders paid, London day). */
export function onlineSalesQueryOptions(date: string) {
  return getQueryOptions<OnlineSales>([`/api/admin/cash-ups/online-sales?date=${encodeURIComponent(date)}`], {
    fresh: true,
  });
}
