import { describe, expect, it } from "vitest";
import { injectForOrder } from "@server/testing/inject-as";
import { paymentConfigWith, readPaymentConfig } from "@server/testing/payment-config";
import { reportPayment } from "@server/testing/payment-report";
import { readOrder } from "@server/testing/stored-order";
import { sentMail } from "../../testing/build-test-app";
import { FAKE_PAYPAL_CLIENT_ID } from "../../testing/fake-paypal-server";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpPaymentProvidersTestApp } from "../../testing/payment-providers-test-app";

const t = setUpPaymentProvidersTestApp({ providers: ["paypal"] });

type GuestOrder = { id: number; accessToken: string };

async function createPaypalOrder(order: GuestOrder, extra: Record<string, unknown> = {}) {
  return injectForOrder(t.app, order, "POST", "/paypal/order", {
    orderId: order.id,
    intent: "CAPTURE",
    ...extra,
  });
}

const capture = (id: string, order: GuestOrder) =>
  injectForOrder(t.app, order, "POST", `/paypal/order/${id}/capture`);

describe("PayPal setup and config", () => {
  it("answers a client token and offers the PayPal buttons", async () => {
    const setup = await t.app.inject({ method: "GET", url: "/paypal/setup" });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().clientToken).toMatch(/^fake-client-token-/);
    expect(await readPaymentConfig(t.app)).toEqual(
      paymentConfigWith({ paypalClientId: FAKE_PAYPAL_CLIENT_ID, available: true }),
    );
  });

  it("card payment is refused when Stripe is not configured", async () => {
    const order = await insertTestOrder(t.db);
    const res = await injectForOrder(t.app, order, "POST", "/api/create-payment-intent", {
      orderId: order.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Card payments are not available");
  });
});

describe("POST /paypal/order", () => {
  it("creates a CAPTURE order in GBP for the stored total, tagged with our order", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 2450 });
    const res = await createPaypalOrder(order, { amount: "24.50", currency: "GBP" });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(t.paypal.orders.get(id)).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: String(order.id),
          custom_id: String(order.id),
          amount: { currency_code: "GBP", value: "24.50" },
        },
      ],
    });
    expect((await readOrder(t.db, order.id)).paymentProviderRef).toBe(id);
  });

  it("creating and capturing answer 404 'Order not found' without the order's secret, leaking nothing", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 1618 });
    const wrong = { id: order.id, accessToken: "wrong-token" };
    const before = t.paypal.orders.size;
    const created = await createPaypalOrder(wrong);
    expect(created.statusCode).toBe(404);
    expect(created.json()).toEqual({ message: "Order not found" });
    expect(t.paypal.orders.size).toBe(before);

    const { id } = (await createPaypalOrder(order)).json();
    for (const accessToken of ["", "wrong-token"]) {
      const res = await capture(id, { id: order.id, accessToken });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Order not found" });
      expect(res.body).not.toContain(order.orderNumber);
      expect(res.body).not.toContain("16.18");
    }
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
    expect((await capture(id, order)).statusCode).toBe(200);
  });

  it("refuses another amount or currency, an unknown order and a paid one", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 2450 });
    const before = t.paypal.orders.size;
    expect((await createPaypalOrder(order, { amount: "1.00" })).statusCode).toBe(400);
    expect((await createPaypalOrder(order, { currency: "USD" })).statusCode).toBe(400);
    expect((await createPaypalOrder(order, { intent: "AUTHORIZE" })).statusCode).toBe(400);
    expect((await createPaypalOrder({ id: 999_999, accessToken: "no-such-order" })).statusCode).toBe(404);
    const paid = await insertTestOrder(t.db, { paymentStatus: "completed", paymentMethod: "test" });
    expect((await createPaypalOrder(paid)).statusCode).toBe(409);
    expect(t.paypal.orders.size).toBe(before);
  });
});

describe("POST /paypal/order/:id/capture", () => {
  it("captures, checks and records the payment; a repeat changes nothing", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 1995, customerEmail: "pp@example.com" });
    const { id } = (await createPaypalOrder(order)).json();
    const res = await capture(id, order);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: "COMPLETED",
      paymentStatus: "completed",
      paymentMethod: "paypal",
    });
    const captureId = t.paypal.orders.get(id)?.purchase_units[0]?.payments?.captures[0]?.id;
    expect(await readOrder(t.db, order.id)).toMatchObject({
      paymentStatus: "completed",
      paymentId: captureId,
      paymentProviderRef: id,
    });
    expect((await capture(id, order)).statusCode).toBe(200);
    expect((await sentMail(t)).filter((m) => m.to === "pp@example.com")).toHaveLength(1);

    // The browser's PATCH afterwards is accepted without recording anything again.
    const patch = await reportPayment(t.app, order, "paypal", id);
    expect(patch.statusCode).toBe(200);
    expect(patch.json().paymentStatus).toBe("completed");
  });

  it("refuses a capture that is not COMPLETED, leaving the order pending", async () => {
    const order = await insertTestOrder(t.db);
    const { id } = (await createPaypalOrder(order)).json();
    t.paypal.nextCaptureStatus = "DECLINED";
    const res = await capture(id, order);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain("not completed (status: DECLINED)");
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
    // The diner tries again (another funding source): a new capture, not PayPal's first answer.
    const again = await capture(id, order);
    expect(again.statusCode).toBe(200);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("completed");
  });

  it("refuses a capture for another amount or currency", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 4200 });
    const { id } = (await createPaypalOrder(order)).json();
    t.paypal.nextCaptureAmount = { currency_code: "GBP", value: "0.42" };
    const res = await capture(id, order);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("does not match the order total");
    expect(res.body).not.toContain("42.00");
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");

    const order2 = await insertTestOrder(t.db, { totalPence: 4200 });
    const second = (await createPaypalOrder(order2)).json();
    t.paypal.nextCaptureAmount = { currency_code: "USD", value: "42.00" };
    expect((await capture(second.id, order2)).statusCode).toBe(400);
    expect((await readOrder(t.db, order2.id)).paymentStatus).toBe("pending");
  });

  it("refuses a PayPal order the server did not create for one of our orders", async () => {
    const order = await insertTestOrder(t.db);
    expect((await capture("UNKNOWN123", order)).statusCode).toBe(404);
    expect((await capture("bad id!", order)).statusCode).toBe(400);
  });

  it("a forged PATCH for an uncaptured PayPal order leaves it pending", async () => {
    const order = await insertTestOrder(t.db);
    const { id } = (await createPaypalOrder(order)).json();
    const res = await reportPayment(t.app, order, "paypal", id);
    expect(res.statusCode).toBe(402);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
  });
});
