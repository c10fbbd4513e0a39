import { formatPounds } from "@shared/money";
import { apiRequest } from "@web/lib/api-client";
import { type GuestOrder, orderTokenHeaders } from "./order-token";

export async function createPaypalOrder(order: GuestOrder & { totalPence: number }): Promise<string> {
  const result = await apiRequest<{ id: string }>(
    "POST",
    "/paypal/order",
    {
      orderId: order.id,
      amount: formatPounds(order.totalPence),
      currency: "GBP",
      intent: "CAPTURE",
    },
    orderTokenHeaders(order),
  );
  return result.id;
}
