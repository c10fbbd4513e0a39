import { queryOptions } from "@tanstack/react-query";
import type { AuditPeople } from "@shared/audit-log/audit-log.schema";
import { apiRequest } from "@web/lib/api-client";

/** Everyone with an entry in the log: the person filter's choices. */
export function auditPeopleQueryOptions() {
  return queryOptions({
    queryKey: ["/api/admin/audit-log/people"],
    queryFn: () => apiRequest<AuditPeople>("GET", "/api/admin/audit-log/people"),
    staleTime: 0,
  });
}
