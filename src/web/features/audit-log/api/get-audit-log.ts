import { infiniteQueryOptions } from "@tanstack/react-query";
import type { AuditLogFilter, AuditLogPage } from "@shared/audit-log/audit-log.schema";
import { apiRequest } from "@web/lib/api-client";

const auditLogQueryKey = ["/api/admin/audit-log"] as const;

/** "?person=sara&kind=menu&beforeId=40": the filters set, and the page after `beforeId`. */
function auditLogSearch(filter: AuditLogFilter, beforeId: number | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  if (beforeId) params.set("beforeId", String(beforeId));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** One page of the log, newest first, matching the filters; `beforeId` asks for the page after. */
function getAuditLogPage(filter: AuditLogFilter, beforeId: number | null) {
  return apiRequest<AuditLogPage>("GET", `/api/admin/audit-log${auditLogSearch(filter, beforeId)}`);
}

/** The log under the owner's filters, a page at a time ("Show older changes" asks for the next). */
export function auditLogQueryOptions(filter: AuditLogFilter) {
  // Not getQueryOptions: an infinite query, one GET per page with the page's own address.
  return infiniteQueryOptions({
    queryKey: [...auditLogQueryKey, filter],
    queryFn: ({ pageParam }) => getAuditLogPage(filter, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBeforeId,
    staleTime: 0,
  });
}
