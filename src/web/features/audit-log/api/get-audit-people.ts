import type { AuditPeople } from "@shared/audit-log/audit-log.schema";
import { getQueryOptions } from "@web/lib/api-client";

/** Everyone with an entry in the log: the person filter's choices. */
export function auditPeopleQueryOptions() {
  return getQueryOptions<AuditPeople>(["/api/admin/audit-log/people"], { fresh: true });
}
