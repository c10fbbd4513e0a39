import { apiRequest } from "../../../lib/api-client";

export async function createPaypalOrder(order: { id: number; totalPence: number }): Promise<string> {
  const result = await apiRequest<{ id: string }>("POST", "/paypal/order", {
    orderId: order.id,
    amount: (order.totalPence / 100).toFixed(2),
    currency: "GBP",
    intent: "CAPTURE",
  });
  return result.id;
}
