import type { ResetPasswordRequest } from "@shared/accounts/auth.schema";
import { apiRequest } from "@web/lib/api-client";

export function resetPassword(body: ResetPasswordRequest): Promise<{ message: string }> {
  return apiRequest("POST", "/api/auth/reset-password", body);
}
