import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { paymentConfigWith, readPaymentConfig } from "@server/testing/payment-config";
import { reportPayment } from "@server/testing/payment-report";
import { readOrder } from "@server/testing/stored-order";
import { CLOSED_ORDER_CANNOT_BE_PAID, COLLECTED_ORDER_CANNOT_BE_PAID } from "@shared/orders/order-payability";
import { ORDER_TOKEN_HEADER } from "@shared/orders/place-order.schema";
import { processedWebhookEvents } from "../../db/schema";
import { subscribeToOrderEvents } from "../../lib/order-events";
import { sentMail } from "../../testing/build-test-app";
import type { FakeIntent } from "../../testing/fake-stripe-server";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpPaymentProvidersTestApp } from "../../testing/payment-providers-test-app";

const WEBHOOK_SECRET = "whsec_test_secret";
const t = setUpPaymentProvidersTestApp({ providers: ["stripe"], stripeWebhookSecret: WEBHOOK_SECRET });

/** An intent Stripe reports as succeeded, for `amount` pence, naming `orderId` in its metadata. */
function succeededIntent(orderId: number | string, amount: number, extra: Partial<FakeIntent> = {}) {
  return t.stripe.addIntent({
    amount,
    status: "succeeded",
    metadata: { order_id: String(orderId) },
    ...extra,
  });
}

type GuestOrder = { id: number; accessToken: string };

async function createIntent(order: GuestOrder, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { [ORDER_TOKEN_HEADER]: order.accessToken },
    payload: {
      orderId: order.id,
      currency: "gbp",
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      ...extra,
    },
  });
}

function intentIdFrom(clientSecret: string): string {
  return clientSecret.split("_secret_")[0] as string;
}

function patchPayment(order: GuestOrder, paymentId: string, status = "completed") {
  return reportPayment(t.app, order, "stripe", paymentId, status);
}

function sendWebhook(payload: string, signature: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    // As Stripe sends it; the signature covers these exact bytes.
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    payload,
  });
}

function succeededEvent(eventId: string, intent: object) {
  return JSON.stringify(
    {
      id: eventId,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: intent },
      // Pretty-printed as Stripe sends it: re-serialising the parsed body would break the signature.
    },
    null,
    2,
  );
}

describe("GET /api/payments/config", () => {
  it("offers the card form with the publishable key and no test mode", async () => {
    expect(await readPaymentConfig(t.app)).toEqual(
      paymentConfigWith({ stripePublishableKey: "pk_test_fake", available: true }),
    );
  });
});

describe("POST /api/create-payment-intent", () => {
  it("creates an intent for the stored total with the order id, and a retry reuses it", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 2450 });
    const first = await createIntent(order, { amount: 2450 });
    expect(first.statusCode).toBe(200);
    const { clientSecret } = first.json();
    const intent = t.stripe.intents.get(intentIdFrom(clientSecret));
    expect(intent).toMatchObject({
      amount: 2450,
      currency: "gbp",
      metadata: { order_id: String(order.id) },
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
    });

    const retry = await createIntent(order);
    expect(retry.json().clientSecret).toBe(clientSecret);
    const keys = t.stripe.createCalls.slice(-2).map((c) => c.idempotencyKey);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).toBe(keys[1]);
    expect((await readOrder(t.db, order.id)).paymentProviderRef).toBe(intent?.id);
  });

  it("answers 404 'Order not found' without the order's secret or with a wrong one, leaking nothing", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 2718 });
    const before = t.stripe.createCalls.length;
    for (const accessToken of ["", "wrong-token"]) {
      const res = await createIntent({ id: order.id, accessToken });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Order not found" });
      expect(res.body).not.toContain(order.orderNumber);
      expect(res.body).not.toContain("27.18");
    }
    const patched = await patchPayment({ id: order.id, accessToken: "wrong-token" }, "pi_123");
    expect(patched.statusCode).toBe(404);
    expect(patched.json()).toEqual({ message: "Order not found" });
    expect(t.stripe.createCalls.length).toBe(before);
    expect((await createIntent(order)).statusCode).toBe(200);
  });

  it("refuses a body amount that differs from the stored total, creating nothing", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 2450 });
    const before = t.stripe.createCalls.length;
    const res = await createIntent(order, { amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The amount (100 pence) does not match the order total");
    expect(t.stripe.createCalls.length).toBe(before);
  });

  it("refuses a collected order and one whose collection day is over, with the reason, creating nothing", async () => {
    const before = t.stripe.createCalls.length;
    const collected = await insertTestOrder(t.db, { orderStatus: "collected" });
    const res = await createIntent(collected);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: COLLECTED_ORDER_CANNOT_BE_PAID });
    const yesterday = await insertTestOrder(t.db, { collectionDate: "2026-11-23" });
    const closed = await createIntent(yesterday);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: CLOSED_ORDER_CANNOT_BE_PAID });
    expect(t.stripe.createCalls.length).toBe(before);
  });

  it("refuses an unknown order, a paid order and bad input", async () => {
    expect((await createIntent({ id: 999_999, accessToken: "no-such-order" })).statusCode).toBe(404);
    const paid = await insertTestOrder(t.db, { paymentStatus: "completed", paymentMethod: "test" });
    const res = await createIntent(paid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "This order has already been paid" });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { amount: 5 },
    });
    expect(bad.statusCode).toBe(400);
    const wrongCurrency = await createIntent(paid, { currency: "usd" });
    expect(wrongCurrency.statusCode).toBe(400);
  });
});

describe("PATCH /api/orders/:id/payment (stripe)", () => {
  it("a forged 'completed' for an unpaid intent leaves the order pending", async () => {
    const order = await insertTestOrder(t.db);
    const { clientSecret } = (await createIntent(order)).json();
    const res = await patchPayment(order, intentIdFrom(clientSecret));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain("has not succeeded");
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
    expect((await sentMail(t)).filter((m) => m.subject.includes(order.orderNumber))).toEqual([]);
  });

  it("refuses an intent for another amount or another order", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 3000 });
    const cheaper = succeededIntent(order.id, 100);
    const res1 = await patchPayment(order, cheaper.id);
    expect(res1.statusCode).toBe(400);
    expect(res1.json().message).toContain("does not match the order total");
    expect(res1.body).not.toContain("30.00");

    const other = await insertTestOrder(t.db, { totalPence: 3000 });
    const othersIntent = succeededIntent(other.id, 3000);
    const res2 = await patchPayment(order, othersIntent.id);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toBe("This payment belongs to another order");

    const dollars = succeededIntent(order.id, 3000, { currency: "usd" });
    expect((await patchPayment(order, dollars.id)).statusCode).toBe(400);
    expect((await patchPayment(order, "pi_doesnotexist")).statusCode).toBe(400);
    expect((await patchPayment(order, "not-an-intent")).statusCode).toBe(400);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
  });

  it("records a succeeded intent once, publishes the event and mails the receipt", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 1695, customerEmail: "diner@example.com" });
    const events: unknown[] = [];
    const unsubscribe = await subscribeToOrderEvents(t.database, (e) => events.push(e));
    const { clientSecret } = (await createIntent(order)).json();
    const intentId = intentIdFrom(clientSecret);
    t.stripe.setIntentStatus(intentId, "succeeded");

    const res = await patchPayment(order, intentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderId: order.id,
      paymentStatus: "completed",
      paymentMethod: "stripe",
    });
    const again = await patchPayment(order, intentId);
    expect(again.statusCode).toBe(200);

    const stored = await readOrder(t.db, order.id);
    expect(stored).toMatchObject({
      paymentStatus: "completed",
      paymentId: intentId,
      paymentMethod: "stripe",
    });
    expect(stored.paidAt?.toISOString()).toBe(t.clock.now().toISOString());
    const receipts = (await sentMail(t)).filter(
      (m) => m.subject === `Payment received for order ${order.orderNumber}`,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ to: "diner@example.com" });
    expect(receipts[0]?.text).toContain("£16.95");
    await expect
      .poll(() => events)
      .toContainEqual({
        type: "order.payment",
        orderId: order.id,
        orderNumber: order.orderNumber,
      });
    await unsubscribe();
  });

  it("a status other than completed changes nothing", async () => {
    const order = await insertTestOrder(t.db);
    const res = await patchPayment(order, "pi_anything", "failed");
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentStatus).toBe("pending");
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("refuses a bad or missing signature", async () => {
    const order = await insertTestOrder(t.db);
    const intent = succeededIntent(order.id, order.totalPence);
    const payload = succeededEvent("evt_forged", intent);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await sendWebhook(payload, forged)).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
  });

  it.each([
    ["without an id", { type: "payment_intent.succeeded", data: { object: {} } }],
    ["with an id that is not text", { id: 42, type: "charge.refunded", data: { object: {} } }],
    ["without data", { id: "evt_no_data", type: "charge.refunded" }],
    ["that is not an object", ["evt_array"]],
    [
      "whose intent has no amount",
      { id: "evt_no_amount", type: "payment_intent.succeeded", data: { object: { id: "pi_1" } } },
    ],
  ])("answers 400 to a correctly signed event %s", async (_name, event) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await sendWebhook(payload, signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Unexpected Stripe event" });
  });

  it("acknowledges a payment whose order id no order can have", async () => {
    const intent = succeededIntent("2147483648", 1000);
    const payload = succeededEvent("evt_huge_order_id", intent);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await sendWebhook(payload, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });

  it("a signed payment_intent.succeeded marks the order paid once, even delivered twice", async () => {
    const order = await insertTestOrder(t.db, { customerEmail: "webhook@example.com" });
    const intent = succeededIntent(order.id, order.totalPence);
    const payload = succeededEvent("evt_paid_1", intent);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const first = await sendWebhook(payload, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const second = await sendWebhook(payload, signature);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true });

    expect(await readOrder(t.db, order.id)).toMatchObject({
      paymentStatus: "completed",
      paymentId: intent.id,
    });
    expect((await sentMail(t)).filter((m) => m.to === "webhook@example.com")).toHaveLength(1);
    const processed = await t.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, "evt_paid_1"));
    expect(processed).toHaveLength(1);

    // A second event for the same intent (Stripe may send both) and the browser's PATCH change nothing.
    const payload2 = succeededEvent("evt_paid_2", intent);
    const again = await sendWebhook(
      payload2,
      Stripe.webhooks.generateTestHeaderString({ payload: payload2, secret: WEBHOOK_SECRET }),
    );
    expect(again.statusCode).toBe(200);
    expect((await patchPayment(order, intent.id)).statusCode).toBe(200);
    expect((await sentMail(t)).filter((m) => m.to === "webhook@example.com")).toHaveLength(1);
  });

  it("acknowledges but does not record a signed event for the wrong amount", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 5000 });
    const intent = succeededIntent(order.id, 50);
    const payload = succeededEvent("evt_wrong_amount", intent);
    const res = await sendWebhook(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(res.statusCode).toBe(200);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
  });

  it("the webhook and the PATCH racing record the payment exactly once", async () => {
    const order = await insertTestOrder(t.db, { customerEmail: "race@example.com" });
    const intent = succeededIntent(order.id, order.totalPence);
    const payload = succeededEvent("evt_race", intent);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const results = await Promise.all([
      sendWebhook(payload, signature),
      patchPayment(order, intent.id),
      patchPayment(order, intent.id),
      sendWebhook(payload, signature),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await sentMail(t)).filter((m) => m.to === "race@example.com")).toHaveLength(1);
  });
});

describe("a second payment for a paid order", () => {
  it("is not recorded over the first, and the diner is told", async () => {
    const order = await insertTestOrder(t.db);
    const first = succeededIntent(order.id, order.totalPence);
    const second = succeededIntent(order.id, order.totalPence);
    expect((await patchPayment(order, first.id)).statusCode).toBe(200);
    const res = await patchPayment(order, second.id);
    expect(res.statusCode).toBe(409);
    expect((await readOrder(t.db, order.id)).paymentId).toBe(first.id);
  });
});

describe("test mode is off when keys are configured", () => {
  it("refuses a simulated payment", async () => {
    const order = await insertTestOrder(t.db);
    const res = await t.app.inject({ method: "POST", url: `/api/payments/test/${order.id}/pay` });
    expect(res.statusCode).toBe(400);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
  });
});
