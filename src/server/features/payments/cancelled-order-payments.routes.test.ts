/**
 * A cancelled order cannot be paid, and a paid order cannot be cancelled before its refund (issue 25,
 * decision 0020). Every way of paying is refused before money moves; money a provider still takes
 * (a card confirmed in the browser, a PayPal capture racing the cancellation) is refunded at once
 * through that provider, the order says so and the restaurant gets an email. Real Stripe SDK and
 * PayPal client against local fakes.
 */
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { injectAs, injectForOrder } from "@server/testing/inject-as";
import { reportPayment } from "@server/testing/payment-report";
import { readOrder } from "@server/testing/stored-order";
import { signInTestAdmin } from "../../testing/admin-session";
import { sentMail } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpPaymentProvidersTestApp } from "../../testing/payment-providers-test-app";
import { setUpTestApp } from "../../testing/set-up-test-app";

const WEBHOOK_SECRET = "whsec_cancelled_orders";
const CANNOT_BE_PAID = "This order has been cancelled, so it cannot be paid.";
const REFUNDED =
  "This order had been cancelled, so your payment has been refunded. Please contact us if you still want the food.";
const NOTE = "Paid after cancellation - refunded automatically";

/** Card and PayPal configured, as a real site would have them. */
const t = setUpPaymentProvidersTestApp({
  providers: ["stripe", "paypal"],
  stripeWebhookSecret: WEBHOOK_SECRET,
  env: { RESTAURANT_EMAIL: "kitchen@hyderabad-house.example" },
  signedIn: true,
});
/** Demo mode with no keys: the simulated payment. */
const demo = setUpTestApp({ seed: false, env: { DEMO_MODE: "true" } });

function cancel(orderId: number) {
  return injectAs(t.app, t.cookie, "PUT", `/api/admin/orders/${orderId}/status`, { status: "cancelled" });
}

describe("a cancelled order is refused before any money moves", () => {
  it("refuses the simulated payment", async () => {
    const order = await insertTestOrder(demo.db, { orderStatus: "cancelled" });
    const res = await injectForOrder(demo.app, order, "POST", `/api/payments/test/${order.id}/pay`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CANNOT_BE_PAID });
    const patch = await reportPayment(demo.app, order, "test", "test_x");
    expect(patch.statusCode).toBe(409);
    expect((await readOrder(demo.db, order.id)).paymentStatus).toBe("pending");
  });

  it("refuses a card payment intent and a PayPal order for it", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 1800 });
    expect((await cancel(order.id)).statusCode).toBe(200);
    const intents = t.stripe.createCalls.length;
    const card = await injectForOrder(t.app, order, "POST", "/api/create-payment-intent", {
      orderId: order.id,
    });
    expect(card.statusCode).toBe(409);
    expect(card.json().message).toBe(CANNOT_BE_PAID);
    expect(t.stripe.createCalls.length).toBe(intents);
    const pp = await injectForOrder(t.app, order, "POST", "/paypal/order", { orderId: order.id });
    expect(pp.statusCode).toBe(409);
  });

  it("refuses a PayPal capture for an order cancelled after its PayPal order was made, without capturing", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 2100 });
    const created = await injectForOrder(t.app, order, "POST", "/paypal/order", { orderId: order.id });
    expect(created.statusCode).toBe(200);
    expect((await cancel(order.id)).statusCode).toBe(200);
    const capture = await injectForOrder(t.app, order, "POST", `/paypal/order/${created.json().id}/capture`);
    expect(capture.statusCode).toBe(409);
    expect(capture.json().message).toBe(CANNOT_BE_PAID);
    expect(t.paypal.orders.get(created.json().id)?.status).not.toBe("COMPLETED");
  });
});

describe("money that still arrives for a cancelled order", () => {
  async function cardPaidAfterCancelling(totalPence: number) {
    const order = await insertTestOrder(t.db, { totalPence });
    const intent = await injectForOrder(t.app, order, "POST", "/api/create-payment-intent", {
      orderId: order.id,
    });
    const intentId = (intent.json().clientSecret as string).split("_secret_")[0] as string;
    // Staff cancel while the diner's card is being confirmed in the browser; Stripe takes it.
    expect((await cancel(order.id)).statusCode).toBe(200);
    t.stripe.setIntentStatus(intentId, "succeeded");
    return { order, intentId };
  }

  it("is refunded through Stripe when the browser reports it, and staff are told", async () => {
    const before = (await sentMail(t)).length;
    const { order, intentId } = await cardPaidAfterCancelling(2400);
    const res = await reportPayment(t.app, order, "stripe", intentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: REFUNDED });
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId)).toEqual([
      expect.objectContaining({ amount: 2400 }),
    ]);
    const row = await readOrder(t.db, order.id);
    expect(row).toMatchObject({
      orderStatus: "cancelled",
      paymentStatus: "refunded",
      refundedPence: 2400,
      paymentNote: NOTE,
    });
    // What staff see on the order, and the restaurant's mail.
    const admins = await injectAs(t.app, t.cookie, "GET", "/api/admin/orders?from=2000-01-01");
    expect(admins.json().orders.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      paymentNote: NOTE,
    });
    const mail = (await sentMail(t)).slice(before).find((m) => m.to === "kitchen@hyderabad-house.example");
    expect(mail?.subject).toBe(`Order ${row.orderNumber} was paid after it was cancelled`);
    expect(mail?.text).toContain("has been refunded automatically in full through Stripe (card)");
    // No receipt went to the diner for a payment that was given back.
    expect(t.mailer.sent.slice(before).filter((m) => m.subject?.startsWith("Payment received"))).toEqual([]);
  });

  it("is refunded when only Stripe's webhook brings it, once however often it is delivered", async () => {
    const { order, intentId } = await cardPaidAfterCancelling(1300);
    const intent = t.stripe.intents.get(intentId);
    const payload = JSON.stringify({
      id: `evt_${intentId}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: intent },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/stripe",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(await readOrder(t.db, order.id)).toMatchObject({ paymentStatus: "refunded", paymentNote: NOTE });
  });

  it("is refunded through PayPal when a capture made it through", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 1650 });
    const created = await injectForOrder(t.app, order, "POST", "/paypal/order", { orderId: order.id });
    const paypalId = created.json().id as string;
    // PayPal captured it (the diner approved in PayPal's window) just as staff cancelled.
    const pp = t.paypal.orders.get(paypalId);
    if (!pp) throw new Error("no PayPal order");
    pp.status = "COMPLETED";
    for (const unit of pp.purchase_units) {
      unit.payments = {
        captures: [
          { id: `CAP${order.id}`, status: "COMPLETED", amount: unit.amount, custom_id: unit.custom_id },
        ],
      };
    }
    expect((await cancel(order.id)).statusCode).toBe(200);
    const res = await reportPayment(t.app, order, "paypal", paypalId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REFUNDED);
    expect(t.paypal.refunds.filter((r) => r.captureId === `CAP${order.id}`)).toHaveLength(1);
    expect(await readOrder(t.db, order.id)).toMatchObject({ paymentStatus: "refunded", paymentNote: NOTE });
  });
});

describe("a paid order cannot be cancelled without its refund", () => {
  it("answers 409 with the way on, then cancels once it is refunded in full", async () => {
    const order = await insertTestOrder(demo.db, { totalPence: 1500 });
    const paid = await injectForOrder(demo.app, order, "POST", `/api/payments/test/${order.id}/pay`);
    expect(paid.statusCode).toBe(200);
    const owner = await signInTestAdmin(demo.app, demo.db);
    const status = (s: string) =>
      injectAs(demo.app, owner, "PUT", `/api/admin/orders/${order.id}/status`, { status: s });
    const refused = await status("cancelled");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This order has been paid online, so it cannot be cancelled until the payment is refunded in full. Refund it first (an owner can), then cancel it.",
    );
    expect((await readOrder(demo.db, order.id)).orderStatus).toBe("received");
    // A partial refund is not enough.
    const refund = (amountPence?: number) =>
      injectAs(
        demo.app,
        owner,
        "POST",
        `/api/admin/orders/${order.id}/refund`,
        amountPence ? { amountPence } : {},
      );
    expect((await refund(500)).statusCode).toBe(200);
    expect((await status("cancelled")).statusCode).toBe(409);
    expect((await refund()).statusCode).toBe(200);
    expect((await status("cancelled")).statusCode).toBe(200);
  });
});
