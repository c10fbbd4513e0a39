import type { AdminSession } from "@shared/admin/admin-auth.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const adminSessionQueryKey = ["/api/admin/session"] as const;

/** The server decides whether staff are signed in; the browser flag only remembers the last answer. */
export function adminSessionQueryOptions() {
  return getQueryOptions<AdminSession>(adminSessionQueryKey, { fresh: true });
}

export const ADMIN_FLAG_KEY = "adminLoggedIn";
