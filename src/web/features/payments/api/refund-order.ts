import type { RefundRequest, RefundResult } from "@shared/payments/payment.schema";
import { apiRequest } from "@web/lib/api-client";

export function refundOrder(orderId: number, body: RefundRequest) {
  return apiRequest<RefundResult>("POST", `/api/admin/orders/${orderId}/refund`, body);
}
