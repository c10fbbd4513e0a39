import { apiRequest } from "@web/lib/api-client";

export function logoutAdmin() {
  return apiRequest<{ success: true }>("POST", "/api/admin/logout");
}
