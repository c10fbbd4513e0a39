import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs, injectForOrder } from "@server/testing/inject-as";
import { paymentConfigWith, readPaymentConfig } from "@server/testing/payment-config";
import { reportPayment } from "@server/testing/payment-report";
import { readOrder } from "@server/testing/stored-order";
import { ORDER_TOKEN_HEADER } from "@shared/orders/place-order.schema";
import { onlineOrders } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, sentMail, type TestApp } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";

describe("demo mode (DEMO_MODE=true, no provider keys)", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DEMO_MODE: "true" } });
    admin = await signInTestAdmin(t.app, t.db);
  });
  afterAll(() => t.close());

  const payTest = (order: { id: number; accessToken: string }) =>
    injectForOrder(t.app, order, "POST", `/api/payments/test/${order.id}/pay`);

  it("offers a simulated payment and no provider", async () => {
    expect(await readPaymentConfig(t.app)).toEqual(paymentConfigWith({ testMode: true, available: true }));
  });

  it("records the stored total once, with a receipt", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 2790, customerEmail: "test@example.com" });
    const res = await payTest(order);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderId: order.id,
      paymentStatus: "completed",
      paymentMethod: "test",
      totalPence: 2790,
      paidAt: t.clock.now().toISOString(),
    });
    expect(res.json().paymentId).toMatch(/^test_/);
    const again = await payTest(order);
    expect(again.statusCode).toBe(409);
    expect((await readOrder(t.db, order.id)).paymentId).toBe(res.json().paymentId);
    const receipts = (await sentMail(t)).filter((m) => m.to === "test@example.com");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("no money was taken");

    // The browser's PATCH that follows is idempotent.
    const patch = await reportPayment(t.app, order, "test", res.json().paymentId);
    expect(patch.statusCode).toBe(200);
  });

  it("answers 404 'Order not found' without the order's secret or with a wrong one, leaking nothing", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 3141, customerPhone: "07700900777" });
    const routes = [
      { method: "POST", url: `/api/payments/test/${order.id}/pay` },
      {
        method: "PATCH",
        url: `/api/orders/${order.id}/payment`,
        payload: { status: "completed", paymentId: "test_x", paymentMethod: "test" },
      },
    ] as const;
    for (const route of routes) {
      for (const headers of [{}, { [ORDER_TOKEN_HEADER]: "wrong-token" }, { [ORDER_TOKEN_HEADER]: "" }]) {
        const res = await t.app.inject({ ...route, headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: "Order not found" });
        for (const secret of [order.orderNumber, "31.41", "3141", "07700900777", "asha@example.com"]) {
          expect(res.body).not.toContain(secret);
        }
      }
    }
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
    // Another order's secret opens only that order.
    const other = await insertTestOrder(t.db);
    expect((await payTest({ id: order.id, accessToken: other.accessToken })).statusCode).toBe(404);
    expect((await payTest(order)).statusCode).toBe(200);
    const patch = await t.app.inject({ ...routes[1], headers: { [ORDER_TOKEN_HEADER]: order.accessToken } });
    expect(patch.statusCode).toBe(200);
  });

  it("sends no receipt without an email, and refuses unknown orders and bad ids", async () => {
    const before = (await sentMail(t)).length;
    const order = await insertTestOrder(t.db, { customerEmail: null });
    expect((await payTest(order)).statusCode).toBe(200);
    expect((await sentMail(t)).length).toBe(before);
    expect((await payTest({ ...order, id: 999_999 })).statusCode).toBe(404);
    expect((await payTest({ ...order, id: 0 })).statusCode).toBe(400);
  });

  it("PATCH refuses a card or PayPal payment the server cannot check, leaving the order pending", async () => {
    const order = await insertTestOrder(t.db);
    for (const paymentMethod of ["stripe", "paypal"]) {
      const res = await reportPayment(t.app, order, paymentMethod, "pi_123");
      expect(res.statusCode).toBe(400);
    }
    const bad = await reportPayment(t.app, order, "cash", "x");
    expect(bad.statusCode).toBe(400);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
  });

  it("refunds a test payment in full and in part without a provider", async () => {
    const order = await insertTestOrder(t.db, { totalPence: 1500 });
    await payTest(order);
    const part = await injectAs(t.app, admin, "POST", `/api/admin/orders/${order.id}/refund`, {
      amountPence: 500,
    });
    expect(part.json().payment).toMatchObject({ paymentStatus: "partially_refunded", refundedPence: 500 });
    const rest = await injectAs(t.app, admin, "POST", `/api/admin/orders/${order.id}/refund`, {});
    expect(rest.json().payment).toMatchObject({ paymentStatus: "refunded", refundedPence: 1500 });
    expect(rest.json().refunds.map((r: { provider: string }) => r.provider)).toEqual(["test", "test"]);
    const nothingLeft = await injectAs(t.app, admin, "POST", `/api/admin/orders/${order.id}/refund`, {});
    expect(nothingLeft.statusCode).toBe(400);
  });

  it("allows only the payment providers' documented sources in the CSP", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/payments/config" });
    const csp = String(res.headers["content-security-policy"]);
    const directive = (name: string) =>
      csp
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1) ?? [];
    const thirdParty = (name: string) => directive(name).filter((s) => s.startsWith("https://"));
    expect(thirdParty("script-src").sort()).toEqual(
      [
        "https://js.stripe.com",
        "https://*.js.stripe.com",
        "https://www.paypal.com",
        "https://*.paypal.com",
        "https://www.paypalobjects.com",
        "https://*.paypalobjects.com",
      ].sort(),
    );
    expect(thirdParty("frame-src").sort()).toEqual(
      [
        "https://js.stripe.com",
        "https://*.js.stripe.com",
        "https://hooks.stripe.com",
        "https://www.paypal.com",
        "https://*.paypal.com",
        "https://www.sandbox.paypal.com",
        "https://*.paypalobjects.com",
      ].sort(),
    );
    expect(thirdParty("connect-src").sort()).toEqual(
      [
        "https://api.stripe.com",
        "https://www.paypal.com",
        "https://*.paypal.com",
        "https://www.sandbox.paypal.com",
        "https://*.paypalobjects.com",
      ].sort(),
    );
    expect(directive("default-src")).toEqual(["'self'"]);
    expect(directive("object-src")).toEqual(["'none'"]);
    expect(directive("script-src")).not.toContain("'unsafe-inline'");
  });
});

describe.each([
  ["a default install (no DEMO_MODE)", {}],
  ["production", { NODE_ENV: "production", PUBLIC_URL: "https://hyderabad-house.example" }],
])("%s without provider keys", (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env });
  });
  afterAll(() => t.close());

  it("offers no payment, refuses the simulated one and leaves the order pending", async () => {
    expect(await readPaymentConfig(t.app)).toEqual(paymentConfigWith({}));
    const order = await insertTestOrder(t.db);
    const res = await t.app.inject({ method: "POST", url: `/api/payments/test/${order.id}/pay` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Test payments are not available on this site" });
    const patch = await reportPayment(t.app, order, "test", "test_1");
    expect(patch.statusCode).toBe(400);
    const intent = await injectForOrder(t.app, order, "POST", "/api/create-payment-intent", {
      orderId: order.id,
    });
    expect(intent.statusCode).toBe(400);
    const setup = await t.app.inject({ method: "GET", url: "/paypal/setup" });
    expect(setup.statusCode).toBe(400);
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
    expect(row?.paymentStatus).toBe("pending");
  });

  it("answers 404 on the webhook when no signing secret is configured", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(404);
  });
});
