import type { AuditLogPage } from "../../../../shared/audit-log/audit-log.schema";
import { apiRequest } from "../../../lib/api-client";

export const auditLogQueryKey = ["/api/admin/audit-log"] as const;

/** One page of the log, newest first; `beforeId` asks for the page after. */
export function getAuditLogPage(beforeId: number | null) {
  return apiRequest<AuditLogPage>("GET", `/api/admin/audit-log${beforeId ? `?beforeId=${beforeId}` : ""}`);
}
