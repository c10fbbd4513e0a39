import type { DataDeletionResult } from "@shared/data-rights/data-rights.schema";
import { apiRequest } from "@web/lib/api-client";

export function deleteOwnAccount(confirm: string): Promise<DataDeletionResult> {
  return apiRequest("POST", "/api/customer/delete-account", { confirm });
}
