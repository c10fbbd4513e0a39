import type { AdminLoginRequest } from "@shared/admin/admin-auth.schema";
import { apiRequest } from "@web/lib/api-client";

export function loginAdmin(body: AdminLoginRequest) {
  return apiRequest<{ success: true; message: string }>("POST", "/api/admin/login", body);
}
