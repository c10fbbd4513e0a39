import type { OrderPayment } from "../../../../shared/payments/payment.schema";
import { apiRequest } from "../../../lib/api-client";

/** Test mode's simulated payment: the server records the stored total with the 'test' provider. */
export function payTestOrder(orderId: number) {
  return apiRequest<OrderPayment>("POST", `/api/payments/test/${orderId}/pay`);
}
