import type { PaypalCaptureResponse } from "@shared/payments/payment.schema";
import { apiRequest } from "@web/lib/api-client";
import { type GuestOrder, orderTokenHeaders } from "./order-token";

export function capturePaypalOrder(order: GuestOrder, paypalOrderId: string) {
  return apiRequest<PaypalCaptureResponse>(
    "POST",
    `/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`,
    undefined,
    orderTokenHeaders(order),
  );
}
