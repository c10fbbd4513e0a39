import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { injectAs, injectForOrder } from "@server/testing/inject-as";
import { reportPayment } from "@server/testing/payment-report";
import { readOrder } from "@server/testing/stored-order";
import { ORDER_TOKEN_HEADER } from "@shared/orders/place-order.schema";
import { orderRefunds } from "../../db/schema";
import { clearSentMail, sentMail } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpPaymentProvidersTestApp } from "../../testing/payment-providers-test-app";

const t = setUpPaymentProvidersTestApp({ providers: ["stripe", "paypal"], signedIn: true });

function refund(orderId: number, payload: Record<string, unknown> = {}, cookie: string | null = t.cookie) {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/refund`,
    payload,
    headers: cookie ? { cookie } : {},
  });
}

/** An order paid by card through the real path: intent, Stripe says succeeded, PATCH verifies. */
async function payByCard(totalPence: number, overrides: Parameters<typeof insertTestOrder>[1] = {}) {
  const order = await insertTestOrder(t.db, { totalPence, ...overrides });
  const created = await injectForOrder(t.app, order, "POST", "/api/create-payment-intent", {
    orderId: order.id,
  });
  const intentId = created.json().clientSecret.split("_secret_")[0];
  t.stripe.setIntentStatus(intentId, "succeeded");
  const paid = await reportPayment(t.app, order, "stripe", intentId);
  expect(paid.statusCode).toBe(200);
  return { order, intentId };
}

describe("POST /api/admin/orders/:id/refund", () => {
  it("needs an admin session", async () => {
    const { order } = await payByCard(1000);
    const res = await refund(order.id, {}, null);
    expect(res.statusCode).toBe(401);
    expect((await readOrder(t.db, order.id)).refundedPence).toBe(0);
  });

  it("refunds a card payment in part, then the rest, through Stripe", async () => {
    const { order, intentId } = await payByCard(3000);
    const part = await refund(order.id, { amountPence: 1000, reason: "Missing naan" });
    expect(part.statusCode).toBe(200);
    expect(part.json().payment).toMatchObject({ paymentStatus: "partially_refunded", refundedPence: 1000 });
    expect(part.json().refunds).toMatchObject([
      { amountPence: 1000, provider: "stripe", reason: "Missing naan" },
    ]);
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([
      1000,
    ]);

    const rest = await refund(order.id);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().payment).toMatchObject({ paymentStatus: "refunded", refundedPence: 3000 });
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([
      1000, 2000,
    ]);

    const list = await injectAs(t.app, t.cookie, "GET", `/api/admin/orders/${order.id}/refunds`);
    expect(list.json().refunds.map((r: { amountPence: number }) => r.amountPence)).toEqual([1000, 2000]);
  });

  it("gives a delivery order's fee back when staff say so, and last otherwise (issue 35)", async () => {
    // £20.00 paid: £17.50 of food and a £2.50 delivery fee.
    const { order } = await payByCard(2000, { fulfilment: "delivery", deliveryFeePence: 250 });
    const dish = await refund(order.id, { amountPence: 600, reason: "Cold naan" });
    expect(dish.statusCode, dish.body).toBe(200);
    const withFee = await refund(order.id, { amountPence: 850, deliveryFeePence: 250, reason: "Late" });
    expect(withFee.statusCode, withFee.body).toBe(200);
    expect(withFee.json().refunds).toMatchObject([
      { amountPence: 600, deliveryFeePence: 0 },
      { amountPence: 850, deliveryFeePence: 250 },
    ]);
    const again = await refund(order.id, { amountPence: 100, deliveryFeePence: 100 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This order has no delivery fee left to refund");
    const rest = await refund(order.id);
    expect(rest.json().refunds.at(-1)).toMatchObject({ amountPence: 550, deliveryFeePence: 0 });
    const rows = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.reduce((n, r) => n + r.deliveryFeePence, 0)).toBe(250);
  });

  it("refunds the fee in a full refund, and refuses more fee than the order has", async () => {
    const { order } = await payByCard(2000, { fulfilment: "delivery", deliveryFeePence: 250 });
    const tooMuch = await refund(order.id, { amountPence: 600, deliveryFeePence: 300 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("Only £2.50 of the delivery fee is left to refund");
    const noFee = await refund(order.id, { amountPence: 1900, deliveryFeePence: 0 });
    expect(noFee.json().message).toBe(
      "The refund of £19.00 for the order is more than the £17.50 left besides the delivery fee",
    );
    const full = await refund(order.id);
    expect(full.json().refunds).toMatchObject([{ amountPence: 2000, deliveryFeePence: 250 }]);
  });

  it("refuses a refund larger than what remains, and an unpaid order", async () => {
    const { order } = await payByCard(2000);
    expect((await refund(order.id, { amountPence: 1500 })).statusCode).toBe(200);
    const tooMuch = await refund(order.id, { amountPence: 501 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("The refund of £5.01 is more than the £5.00 that remains");
    expect(await readOrder(t.db, order.id)).toMatchObject({
      refundedPence: 1500,
      paymentStatus: "partially_refunded",
    });

    const unpaid = await insertTestOrder(t.db);
    expect((await refund(unpaid.id)).statusCode).toBe(400);
    expect((await refund(unpaid.id, { amountPence: -5 })).statusCode).toBe(400);
    expect((await refund(999_999)).statusCode).toBe(404);

    const unknownMethod = await insertTestOrder(t.db, { paymentStatus: "completed", paymentId: "cash-1" });
    const res = await refund(unknownMethod.id);
    expect(res.statusCode).toBe(400);
    expect(await readOrder(t.db, unknownMethod.id)).toMatchObject({
      refundedPence: 0,
      paymentStatus: "completed",
    });
  });

  it("releases the reservation when the provider refuses the refund", async () => {
    const { order } = await payByCard(2500);
    t.stripe.failNextRefund = "This charge has been disputed";
    const res = await refund(order.id, { amountPence: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("This charge has been disputed");
    expect(await readOrder(t.db, order.id)).toMatchObject({ refundedPence: 0, paymentStatus: "completed" });
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);
    expect((await refund(order.id)).statusCode).toBe(200);
  });

  it("concurrent refunds can never give back more than the total", async () => {
    const { order, intentId } = await payByCard(1000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => refund(order.id, { amountPence: 400 })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(2);
    expect(results.every((r) => r.statusCode === 200 || (r.statusCode >= 400 && r.statusCode < 500))).toBe(
      true,
    );
    const stored = await readOrder(t.db, order.id);
    expect(stored.refundedPence).toBe(800);
    expect(
      t.stripe.refunds.filter((r) => r.payment_intent === intentId).reduce((s, r) => s + r.amount, 0),
    ).toBe(800);
    const rows = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.reduce((s, r) => s + r.amountPence, 0)).toBe(800);
  });

  it("refunds a PayPal payment through the capture refund", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 1800 });
    const headers = { [ORDER_TOKEN_HEADER]: order.accessToken };
    const { id } = (
      await t.app.inject({ method: "POST", url: "/paypal/order", headers, payload: { orderId: order.id } })
    ).json();
    const captured = await t.app.inject({ method: "POST", url: `/paypal/order/${id}/capture`, headers });
    expect(captured.statusCode).toBe(200);
    const captureId = (await readOrder(t.db, order.id)).paymentId;

    const res = await refund(order.id, { amountPence: 800 });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ paymentStatus: "partially_refunded", refundedPence: 800 });
    expect(t.paypal.refunds).toContainEqual(
      expect.objectContaining({ captureId, amount: { currency_code: "GBP", value: "8.00" } }),
    );
    expect((await refund(order.id, { amountPence: 1001 })).statusCode).toBe(400);
    expect((await refund(order.id)).json().payment.paymentStatus).toBe("refunded");
  });
});

describe("a refund of an order with the diner's tip (issue 40)", () => {
  const stripeRefunds = (intentId: string) =>
    t.stripe.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount);

  it("a cancelled order's full refund gives the tip back too; it leaves the day's tips", async () => {
    const { order, intentId } = await payByCard(2000, { tipPence: 200 });
    expect(t.stripe.intents.get(intentId)?.amount).toBe(2200);
    await clearSentMail(t);
    const res = await refund(order.id, { reason: "Cancelled: kitchen closed early" });
    expect(res.statusCode).toBe(200);
    expect(stripeRefunds(intentId)).toEqual([2200]);
    expect(res.json().payment).toMatchObject({ paymentStatus: "refunded", refundedPence: 2000 });
    expect(res.json().refunds).toMatchObject([{ amountPence: 2000, tipPence: 200 }]);
    expect(await readOrder(t.db, order.id)).toMatchObject({ refundedPence: 2000, tipRefundedPence: 200 });
    const mail = (await sentMail(t)).find((m) => m.to === "asha@example.com");
    expect(mail?.subject).toBe(`Refund of £22.00 for order ${order.orderNumber}`);
    expect(mail?.text).toContain("We have refunded £20.00 of your £20.00 payment");
    expect(mail?.text).toContain("and your £2.00 tip,");
    const day = await t.signedIn("GET", "/api/admin/tips/days/2026-11-24");
    expect(day.json()).toMatchObject({ onlineTipsPence: 0 });
    // Nothing is left to give back, tip or total.
    expect((await refund(order.id, { refundTip: true, amountPence: 0 })).statusCode).toBe(400);
  });

  it("keeps the tip on a part refund unless staff tick it, and gives it back alone", async () => {
    const { order, intentId } = await payByCard(2000, { tipPence: 150 });
    expect((await refund(order.id, { amountPence: 500 })).statusCode).toBe(200);
    expect(stripeRefunds(intentId)).toEqual([500]);
    const day = async () => (await t.signedIn("GET", "/api/admin/tips/days/2026-11-24")).json();
    expect(await day()).toMatchObject({ onlineTipsPence: 150 });

    const tipOnly = await refund(order.id, { amountPence: 0, refundTip: true });
    expect(tipOnly.statusCode, tipOnly.body).toBe(200);
    expect(stripeRefunds(intentId)).toEqual([500, 150]);
    expect(tipOnly.json().refunds.at(-1)).toMatchObject({ amountPence: 0, tipPence: 150 });
    expect(tipOnly.json().payment).toMatchObject({ paymentStatus: "partially_refunded", refundedPence: 500 });
    expect(await day()).toMatchObject({ onlineTipsPence: 0 });

    // The rest of the order: no tip is left, so none is given.
    const rest = await refund(order.id);
    expect(rest.json().refunds.at(-1)).toMatchObject({ amountPence: 1500, tipPence: 0 });
    expect(stripeRefunds(intentId)).toEqual([500, 150, 1500]);
  });

  it("a full refund with refundTip false keeps the tip; bad tip requests are 400s", async () => {
    const { order, intentId } = await payByCard(1000, { tipPence: 100 });
    expect((await refund(order.id, { amountPence: 0 })).json().message).toBe("Enter an amount to refund");
    expect((await refund(order.id, { refundTip: "yes" })).statusCode).toBe(400);
    const kept = await refund(order.id, { refundTip: false });
    expect(kept.statusCode).toBe(200);
    expect(stripeRefunds(intentId)).toEqual([1000]);
    expect((await readOrder(t.db, order.id)).tipRefundedPence).toBe(0);

    const untipped = await payByCard(1000);
    const none = await refund(untipped.order.id, { amountPence: 300, refundTip: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("This order has no tip left to refund");
    expect(stripeRefunds(untipped.intentId)).toEqual([]);
  });
});
