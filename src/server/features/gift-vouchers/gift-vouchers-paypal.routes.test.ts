/**
 * A voucher paid with PayPal: the server makes the PayPal order for the voucher's amount, captures
 * it when the buyer has approved it, and issues the voucher only if PayPal (the local fake the
 * payment tests use) says the capture completed for that amount in pounds.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftVoucherLedger, giftVouchers } from "../../db/schema";
import { FAKE_PAYPAL_CLIENT_ID, fakePaypalWebhook } from "../../testing/fake-paypal-server";
import { startVoucherPurchase } from "../../testing/gift-voucher-purchase";
import { injectForOrder } from "../../testing/inject-as";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpPaymentProvidersTestApp } from "../../testing/payment-providers-test-app";
import { readOrder } from "../../testing/stored-order";

const t = setUpPaymentProvidersTestApp({ providers: ["paypal"], signedIn: true });

async function startPurchase(amountPence = 5000) {
  const { id, token } = await startVoucherPurchase(t.app, amountPence, "2026-11-24");
  const headers = { "x-voucher-token": token };
  const paypalOrder = () =>
    t.app.inject({ method: "POST", url: `/api/gift-vouchers/${id}/paypal-order`, headers });
  const pay = (paymentId: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/gift-vouchers/${id}/pay`,
      headers,
      payload: { paymentMethod: "paypal", paymentId },
    });
  const made = await paypalOrder();
  expect(made.statusCode).toBe(200);
  return { id, paypalOrderId: made.json().id as string, paypalOrder, pay };
}

const readVoucher = async (id: number) =>
  (await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id)))[0];

describe("a voucher paid with PayPal", () => {
  it("is offered on the voucher page when PayPal is set up", async () => {
    const offer = await t.app.inject({ method: "GET", url: "/api/gift-vouchers/offer" });
    expect(offer.json()).toMatchObject({ paypalClientId: FAKE_PAYPAL_CLIENT_ID, testMode: false });
  });

  it("gets a PayPal order for its amount in pounds, keyed by the voucher, not by an order", async () => {
    const { id, paypalOrderId } = await startPurchase(4500);
    expect(t.paypal.orders.get(paypalOrderId)).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: `gift-voucher-${id}`,
          amount: { currency_code: "GBP", value: "45.00" },
        },
      ],
    });
    expect((await readVoucher(id))?.paymentProviderRef).toBe(paypalOrderId);
  });

  it("is captured and issued once: the capture id is kept for refunds, a repeat changes nothing", async () => {
    const { id, paypalOrderId, paypalOrder, pay } = await startPurchase();
    const paid = await pay(paypalOrderId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: "sent", amountPence: 5000 });
    const captureId = t.paypal.orders.get(paypalOrderId)?.purchase_units[0]?.payments?.captures[0]?.id;
    expect(captureId).toBeTruthy();
    expect(await readVoucher(id)).toMatchObject({
      status: "sent",
      balancePence: 5000,
      paymentMethod: "paypal",
      paymentId: captureId,
    });
    const again = await pay(paypalOrderId);
    expect(again.statusCode).toBe(200);
    const captures = t.paypal.requests.filter(
      (r) => r.path === `/v2/checkout/orders/${paypalOrderId}/capture`,
    );
    expect(captures).toHaveLength(1);
    // Paid already: no second PayPal order is made for it.
    expect((await paypalOrder()).statusCode).toBe(409);
  });

  it("stays unpaid when PayPal leaves the capture pending or takes another amount", async () => {
    const pending = await startPurchase(2500);
    t.paypal.nextCaptureStatus = "PENDING";
    const first = await pending.pay(pending.paypalOrderId);
    expect(first.statusCode).toBe(402);
    expect(first.json().message).toContain("PENDING");
    expect(await readVoucher(pending.id)).toMatchObject({ status: "awaiting_payment", balancePence: 0 });
    // Still pending at PayPal when asked again: still not issued.
    expect((await pending.pay(pending.paypalOrderId)).statusCode).toBe(402);

    const declined = await startPurchase(2500);
    t.paypal.nextCaptureStatus = "DECLINED";
    expect((await declined.pay(declined.paypalOrderId)).statusCode).toBe(402);
    // The buyer tries again with another funding source: a new capture, and it completes.
    expect((await declined.pay(declined.paypalOrderId)).statusCode).toBe(200);
    expect((await readVoucher(declined.id))?.status).toBe("sent");

    const short = await startPurchase(2500);
    t.paypal.nextCaptureAmount = { currency_code: "GBP", value: "2.50" };
    const second = await short.pay(short.paypalOrderId);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toContain("does not match the voucher");
    expect((await readVoucher(short.id))?.status).toBe("awaiting_payment");
  });

  it("refuses another voucher's PayPal order and an order's, before PayPal captures anything", async () => {
    const first = await startPurchase(2500);
    const second = await startPurchase(2500);
    const res = await second.pay(first.paypalOrderId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This payment belongs to something else");

    const order = await insertTestOrder(t.db, { totalPence: 2500 });
    const forOrder = await injectForOrder(t.app, order, "POST", "/paypal/order", { orderId: order.id });
    expect(forOrder.statusCode).toBe(200);
    expect((await second.pay(forOrder.json().id)).statusCode).toBe(400);
    // And a voucher's PayPal order does not pay an order.
    const onOrder = await injectForOrder(
      t.app,
      order,
      "POST",
      `/paypal/order/${second.paypalOrderId}/capture`,
    );
    expect(onOrder.statusCode).toBe(404);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("pending");
    const captured = [first.paypalOrderId, second.paypalOrderId, forOrder.json().id];
    expect(t.paypal.requests.filter((r) => captured.some((id) => r.path.includes(id)))).toEqual([]);
  });

  it("answers bad input with 400s and a wrong or missing secret with 404", async () => {
    const { id, paypalOrderId } = await startPurchase(2500);
    const bad = await t.app.inject({
      method: "POST",
      url: `/api/gift-vouchers/${id}/pay`,
      headers: { "x-voucher-token": "nope" },
      payload: { paymentMethod: "paypal", paymentId: paypalOrderId },
    });
    expect(bad.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: "POST",
      url: `/api/gift-vouchers/${id}/pay`,
      payload: { paymentMethod: "paypal", paymentId: "../../v1/oauth2" },
    });
    expect(malformed.statusCode).toBe(400);
    const noToken = await t.app.inject({ method: "POST", url: `/api/gift-vouchers/${id}/paypal-order` });
    expect(noToken.statusCode).toBe(404);
  });
});

describe("POST /api/webhooks/paypal", () => {
  const refundedEvent = (captureId: string, id = "WH-EVENT-1") => ({
    id,
    event_type: "PAYMENT.CAPTURE.REFUNDED",
    resource: {
      id: "REFUND-1",
      status: "COMPLETED",
      links: [
        { href: "https://api.paypal.com/v2/payments/refunds/REFUND-1", rel: "self" },
        { href: `https://api.paypal.com/v2/payments/captures/${captureId}`, rel: "up" },
      ],
    },
  });
  const deliver = (event: object, signed = fakePaypalWebhook(event)) =>
    t.app.inject({ method: "POST", url: "/api/webhooks/paypal", ...signed });

  it("cancels a voucher whose PayPal purchase was refunded, once, audited as PayPal", async () => {
    const { id, paypalOrderId, pay } = await startPurchase(3000);
    await pay(paypalOrderId);
    const captureId = (await readVoucher(id))?.paymentId as string;
    expect((await deliver(refundedEvent(captureId))).statusCode).toBe(200);
    expect(await readVoucher(id)).toMatchObject({ status: "cancelled", balancePence: 0 });
    // Redelivered, or a second part refund: nothing more happens.
    expect((await deliver(refundedEvent(captureId, "WH-EVENT-2"))).statusCode).toBe(200);
    const ledger = await t.db.select().from(giftVoucherLedger).where(eq(giftVoucherLedger.voucherId, id));
    expect(ledger.map((l) => [l.kind, l.amountPence])).toEqual([
      ["issued", 3000],
      ["cancelled", -3000],
    ]);
    const audit = await t.signedIn("GET", "/api/admin/audit-log?group=gift-vouchers");
    expect(JSON.stringify(audit.json())).toContain("PayPal");
  });

  it("refuses a delivery PayPal did not sign, and leaves other refunds' vouchers alone", async () => {
    const { id, paypalOrderId, pay } = await startPurchase(2000);
    await pay(paypalOrderId);
    const captureId = (await readVoucher(id))?.paymentId as string;
    const forged = fakePaypalWebhook(refundedEvent(captureId), "WH-SOMEONE-ELSE");
    const refused = await deliver(refundedEvent(captureId), forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Invalid PayPal signature");
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/paypal",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(refundedEvent(captureId)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await deliver(refundedEvent("SOMEONE-ELSES-CAPTURE"))).statusCode).toBe(200);
    expect(
      (await deliver({ id: "WH-X", event_type: "CHECKOUT.ORDER.APPROVED", resource: { id: paypalOrderId } }))
        .statusCode,
    ).toBe(200);
    expect((await readVoucher(id))?.status).toBe("sent");
    expect((await deliver({ id: "WH-Y", event_type: "PAYMENT.CAPTURE.REFUNDED" })).statusCode).toBe(400);
  });
});
