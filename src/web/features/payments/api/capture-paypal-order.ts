import type { PaypalCaptureResponse } from "../../../../shared/payments/payment.schema";
import { apiRequest } from "../../../lib/api-client";

export function capturePaypalOrder(paypalOrderId: string) {
  return apiRequest<PaypalCaptureResponse>(
    "POST",
    `/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`,
  );
}
