import type { AdminOrdersPage, AdminOrdersQuery } from "@shared/kitchen-board/kitchen-board.schema";
import { getQueryOptions } from "@web/lib/api-client";

/** The prefix of every board query: invalidating it refreshes today's board and any search. */
export const adminOrdersQueryKey = ["/api/admin/orders"] as const;

/** One page of the staff order list; no filters is today's board (the server's London day). */
export function adminOrdersQueryOptions(filters: AdminOrdersQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return getQueryOptions<AdminOrdersPage>([adminOrdersQueryKey[0], filters] as const, {
    url: `${adminOrdersQueryKey[0]}${query ? `?${query}` : ""}`,
    fresh: true,
  });
}
