import type { LoginRequest, LoginResponse } from "@shared/accounts/auth.schema";
import { apiRequest } from "@web/lib/api-client";

export function loginCustomer(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>("POST", "/api/auth/login", body);
}
