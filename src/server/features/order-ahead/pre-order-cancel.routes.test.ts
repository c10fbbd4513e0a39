import { describe, expect, it } from "vitest";
import { injectForOrder } from "@server/testing/inject-as";
import { reportPayment } from "@server/testing/payment-report";
import { readOrder } from "@server/testing/stored-order";
import { orderAheadSettings } from "../../db/schema";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpPaymentProvidersTestApp } from "../../testing/payment-providers-test-app";

// Thursday 3 December 2026, 10:00 London; Saturday's pre-order collects at 19:00 (GMT).
const NOW = "2026-12-03T10:00:00Z";
const t = setUpPaymentProvidersTestApp({ providers: ["stripe"], now: NOW });

async function paidPreOrder() {
  await t.db
    .insert(orderAheadSettings)
    .values({ id: 1, daysAhead: 6, printMinutesBefore: 45, cancelCutoffMinutes: 120 })
    .onConflictDoNothing();
  const order = await insertTestOrder(t.db, {
    totalPence: 3390,
    collectionDate: "2026-12-05",
    collectionTime: "19:00",
    createdAt: new Date(NOW),
  });
  const created = await injectForOrder(t.app, order, "POST", "/api/create-payment-intent", {
    orderId: order.id,
  });
  const intentId = created.json().clientSecret.split("_secret_")[0];
  t.stripe.setIntentStatus(intentId, "succeeded");
  expect((await reportPayment(t.app, order, "stripe", intentId)).statusCode).toBe(200);
  return { order, intentId };
}

const cancel = (order: { id: number; accessToken: string }) =>
  injectForOrder(t.app, order, "POST", `/api/order-ahead/orders/${order.id}/cancel`);

describe("a diner cancels a pre-order", () => {
  it("before the cut-off: refunded in full through the provider, then cancelled", async () => {
    t.clock.set(NOW);
    const { order, intentId } = await paidPreOrder();
    t.clock.set("2026-12-05T16:59:00Z");
    const res = await cancel(order);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refunded" });
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([
      3390,
    ]);
    expect((await readOrder(t.db, order.id)).refundedPence).toBe(3390);
  });

  it("after the cut-off: refused, saying to call the restaurant's number", async () => {
    t.clock.set(NOW);
    const { order } = await paidPreOrder();
    t.clock.set("2026-12-05T17:01:00Z");
    const res = await cancel(order);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "It is too late to cancel this order online. Please call us on 01234 567890.",
    );
    expect((await readOrder(t.db, order.id)).orderStatus).not.toBe("cancelled");
  });

  it("needs the order's own token", async () => {
    t.clock.set(NOW);
    const { order } = await paidPreOrder();
    const res = await cancel({ id: order.id, accessToken: "wrong" });
    expect([403, 404]).toContain(res.statusCode);
  });
});
