import { type APIRequestContext, expect } from "@playwright/test";

export interface PaidOrder {
  id: number;
  orderNumber: string;
  accessToken: string;
  totalPence: number;
  tipPence: number;
}

/**
 * With an owner's signed-in `request`: tips on (10%), then a diner's collection order for today
 * at 13:00 with a 10% tip, paid with the simulated payment (demo mode). Shared by the journeys
 * that meet a tip (a refund, a VAT receipt).
 */
export async function placePaidTippedOrder(
  request: APIRequestContext,
  diner: { name: string; phone: string; date: string },
): Promise<PaidOrder> {
  const tips = await request.put("/api/admin/tips/settings", { data: { enabled: true, percentages: [10] } });
  expect(tips.ok(), await tips.text()).toBe(true);
  const placed = await request.post("/api/orders", {
    data: {
      customerName: diner.name,
      customerPhone: diner.phone,
      collectionDate: diner.date,
      collectionTime: "13:00",
      // Four dishes: over the minimum order for collection.
      items: [{ id: 1, quantity: 4 }],
      tipPercent: 10,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()) as PaidOrder;
  expect(order.tipPence).toBeGreaterThan(0);
  const paid = await request.post(`/api/payments/test/${order.id}/pay`, {
    headers: { "x-order-token": order.accessToken },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return order;
}
