import type { AdminLoginRequest, AdminSession } from "../../../../shared/admin/admin-auth.schema";
import { apiRequest, getQueryOptions } from "../../../lib/api-client";

export const adminSessionQueryKey = ["/api/admin/session"] as const;

/** The server decides whether staff are signed in; the browser flag only remembers the last answer. */
export function adminSessionQueryOptions() {
  return getQueryOptions<AdminSession>(adminSessionQueryKey, { fresh: true });
}

export const ADMIN_FLAG_KEY = "adminLoggedIn";

export function loginAdmin(body: AdminLoginRequest) {
  return apiRequest<{ success: true; message: string }>("POST", "/api/admin/login", body);
}

export function logoutAdmin() {
  return apiRequest<{ success: true }>("POST", "/api/admin/logout");
}
