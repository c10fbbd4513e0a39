import type { GuestOrders, VerifyEmailResponse } from "@shared/accounts/email-verification.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest("POST", "/api/auth/verify-email", { token });
}

export function sendEmailVerification(): Promise<{ message: string }> {
  return apiRequest("POST", "/api/customer/verify-email/send");
}

export function guestOrdersQueryOptions() {
  return getQueryOptions<GuestOrders>(["/api/customer/guest-orders"]);
}
