import type { ChangeAdminPasswordRequest } from "@shared/admin/admin-auth.schema";
import { apiRequest } from "@web/lib/api-client";

export function changeAdminPassword(body: ChangeAdminPasswordRequest) {
  return apiRequest<{ success: true; message: string }>("PUT", "/api/admin/password", body);
}
