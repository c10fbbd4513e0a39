import { apiRequest } from "../../../lib/api-client";

export function logoutCustomer(): Promise<{ message: string }> {
  return apiRequest("POST", "/api/auth/logout");
}
