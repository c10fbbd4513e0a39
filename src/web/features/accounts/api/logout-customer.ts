import { apiRequest } from "@web/lib/api-client";

export function logoutCustomer(): Promise<{ message: string }> {
  return apiRequest("POST", "/api/auth/logout");
}
