import type { ForgotPasswordRequest, ForgotPasswordResponse } from "@shared/accounts/auth.schema";
import { apiRequest } from "@web/lib/api-client";

export function requestPasswordReset(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  return apiRequest<ForgotPasswordResponse>("POST", "/api/auth/forgot-password", body);
}
