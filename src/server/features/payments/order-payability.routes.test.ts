/**
 * An order can always be paid while it is payable, and says why when not (issue 33 item 2,
 * decision 0039): the live page's answer carries `payable` and the reason, the payment start routes
 * refuse what is not payable with a 409 and that reason, and the confirmation mail carries the live
 * link with the order's secret, from which the order is paid.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  CANCELLED_ORDER_CANNOT_BE_PAID,
  CLOSED_ORDER_CANNOT_BE_PAID,
  COLLECTED_ORDER_CANNOT_BE_PAID,
  readPayFragment,
} from "@shared/orders/order-payability";
import { ORDER_TOKEN_HEADER } from "@shared/orders/place-order.schema";
import { allowManyOrders, orderBody, postOrder } from "../../testing/order-requests";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";
import { setUpRealMailTestApp } from "../../testing/real-mail-test-app";

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const t = setUpRealMailTestApp({
  signedIn: true,
  env: {
    PUBLIC_URL: "https://hh.example",
    MAIL_FROM: "Hyderabad House <orders@hh.example>",
    DEMO_MODE: "true",
  },
});
beforeAll(async () => {
  await withoutFlashSaleOrMinimum(t.db);
  await allowManyOrders(t.db);
});

async function place(email = "payer@example.test") {
  const res = await postOrder(t, { ...(await orderBody(t)), customerEmail: email });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; orderNumber: string; accessToken: string; totalAmount: string };
}

async function tracking(orderNumber: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/orders/${orderNumber}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function payTest(order: { id: number }, token: string | undefined) {
  return t.app.inject({
    method: "POST",
    url: `/api/payments/test/${order.id}/pay`,
    headers: token ? { [ORDER_TOKEN_HEADER]: token } : {},
  });
}

async function setStatus(orderId: number, status: string) {
  const res = await t.signedIn("PUT", `/api/admin/orders/${orderId}/status`, { status });
  expect(res.statusCode, res.body).toBe(200);
}

describe("paying an order from its live link", () => {
  it("the confirmation mail's live link carries the secret; the live page pays the order with it", async () => {
    const order = await place("live.link@example.test");
    expect(await tracking(order.orderNumber)).toMatchObject({
      id: order.id,
      paymentStatus: "pending",
      payable: true,
      paymentRefusal: null,
    });
    const mail = await t.mailTo("live.link@example.test", /confirmed/);
    const match = new RegExp(
      `Follow your order live, and pay online until you collect it: (https://hh\\.example/order/${order.orderNumber}#pay=\\S+)`,
    ).exec(mail.text ?? "");
    expect(match, mail.text).not.toBeNull();
    const link = new URL(match?.[1] ?? "");
    const token = readPayFragment(link.hash);
    expect(token).toBe(order.accessToken);

    const paid = await payTest(order, token ?? undefined);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await tracking(order.orderNumber)).toMatchObject({
      paymentStatus: "completed",
      payable: false,
      paymentRefusal: null,
    });
    // Paying again is refused with the reason.
    const again = await payTest(order, token ?? undefined);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This order has already been paid" });
  });

  it("without the secret the order cannot be paid (404, as for an unknown order)", async () => {
    const order = await place();
    const res = await payTest(order, undefined);
    expect(res.statusCode).toBe(404);
    expect((await payTest(order, "wrong-secret")).statusCode).toBe(404);
    expect((await tracking(order.orderNumber)).paymentStatus).toBe("pending");
  });
});

describe("orders that cannot be paid say why", () => {
  it.each([
    ["cancelled", CANCELLED_ORDER_CANNOT_BE_PAID],
    ["collected", COLLECTED_ORDER_CANNOT_BE_PAID],
  ])("a %s order: the live page says why, and the payment start answers 409 with it", async (status, why) => {
    const order = await place();
    await setStatus(order.id, status);
    expect(await tracking(order.orderNumber)).toMatchObject({ payable: false, paymentRefusal: why });
    const res = await payTest(order, order.accessToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: why });
  });

  it("an order whose collection day has passed: closed, with its reason", async () => {
    const order = await place();
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      expect(await tracking(order.orderNumber)).toMatchObject({
        payable: false,
        paymentRefusal: CLOSED_ORDER_CANNOT_BE_PAID,
      });
      const res = await payTest(order, order.accessToken);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: CLOSED_ORDER_CANNOT_BE_PAID });
    } finally {
      t.clock.advance(-24 * 60 * 60 * 1000);
    }
  });
});
