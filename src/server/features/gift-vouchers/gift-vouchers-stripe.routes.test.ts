/**
 * A voucher paid by card: the server creates the PaymentIntent for the voucher's amount and issues
 * the voucher only once Stripe (the local fake the payment tests use) says it succeeded. An order
 * paid partly by a voucher takes only the rest by card, and its refund splits the same way.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { giftVoucherLedger, giftVouchers } from "../../db/schema";
import { startVoucherPurchase } from "../../testing/gift-voucher-purchase";
import { injectForOrder } from "../../testing/inject-as";
import { insertTestOrder, oneDishAt } from "../../testing/order-factory";
import { setUpPaymentProvidersTestApp } from "../../testing/payment-providers-test-app";
import { reportPayment } from "../../testing/payment-report";
import { readOrder } from "../../testing/stored-order";

const WEBHOOK_SECRET = "whsec_test_vouchers";
const t = setUpPaymentProvidersTestApp({
  providers: ["stripe"],
  signedIn: true,
  stripeWebhookSecret: WEBHOOK_SECRET,
});

function sendWebhook(event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    payload,
  });
}

async function startPurchase(amountPence = 5000) {
  const { id, token } = await startVoucherPurchase(t.app, amountPence, "2026-11-24");
  const headers = { "x-voucher-token": token };
  const intent = await t.app.inject({
    method: "POST",
    url: `/api/gift-vouchers/${id}/payment-intent`,
    headers,
  });
  expect(intent.statusCode).toBe(200);
  const intentId = (intent.json().clientSecret as string).split("_secret_")[0] as string;
  const pay = (paymentId: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/gift-vouchers/${id}/pay`,
      headers,
      payload: { paymentMethod: "stripe", paymentId },
    });
  return { id, intentId, pay };
}

describe("a voucher paid by card", () => {
  it("is issued only after Stripe says the payment of its amount succeeded", async () => {
    const { id, intentId, pay } = await startPurchase();
    expect(t.stripe.intents.get(intentId)).toMatchObject({ amount: 5000, currency: "gbp" });
    const early = await pay(intentId);
    expect(early.statusCode).toBe(402);
    t.stripe.setIntentStatus(intentId, "succeeded");
    const paid = await pay(intentId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: "sent" });
    const [row] = await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
    expect(row).toMatchObject({ balancePence: 5000, paymentMethod: "stripe", paymentId: intentId });
    // The same report again changes nothing.
    expect((await pay(intentId)).statusCode).toBe(200);
  });

  it("refuses another purchase's payment, and test payments on a site with cards", async () => {
    const first = await startPurchase(2500);
    const second = await startPurchase(2500);
    t.stripe.setIntentStatus(first.intentId, "succeeded");
    expect((await second.pay(first.intentId)).statusCode).toBe(400);
    const test = await t.app.inject({
      method: "POST",
      url: `/api/gift-vouchers/${second.id}/pay`,
      headers: {},
      payload: { paymentMethod: "test" },
    });
    expect(test.statusCode).toBe(404);
  });

  /** A £10 voucher bought by card, then spent on a £30 order whose rest is paid by card. */
  async function orderPaidByVoucherAndCard(tipPence = 0) {
    const { id, intentId, pay } = await startPurchase(1000);
    t.stripe.setIntentStatus(intentId, "succeeded");
    await pay(intentId);
    const [voucher] = await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
    const order = await insertTestOrder(t.db, { items: oneDishAt(3000), paysOnline: true, tipPence });
    const spent = await injectForOrder(t.app, order, "POST", `/api/orders/${order.id}/gift-voucher`, {
      code: voucher?.code,
    });
    expect(spent.json()).toEqual({ spentPence: 1000, balancePence: 0, amountDuePence: 2000 + tipPence });
    const created = await injectForOrder(t.app, order, "POST", "/api/create-payment-intent", {
      orderId: order.id,
    });
    const orderIntent = (created.json().clientSecret as string).split("_secret_")[0] as string;
    t.stripe.setIntentStatus(orderIntent, "succeeded");
    expect((await reportPayment(t.app, order, "stripe", orderIntent)).statusCode).toBe(200);
    return { voucherId: id, order, orderIntent };
  }

  it("an order part-paid by voucher takes the rest by card; a full refund splits card first, then voucher", async () => {
    const { voucherId: id, order, orderIntent } = await orderPaidByVoucherAndCard();
    expect(t.stripe.intents.get(orderIntent)?.amount).toBe(2000);
    expect(await readOrder(t.db, order.id)).toMatchObject({
      paymentStatus: "completed",
      giftVoucherPence: 1000,
    });

    const refund = await t.signedIn("POST", `/api/admin/orders/${order.id}/refund`, {});
    expect(refund.statusCode).toBe(200);
    expect(t.stripe.refunds.filter((r) => r.payment_intent === orderIntent).map((r) => r.amount)).toEqual([
      2000,
    ]);
    const [after] = await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
    expect(after?.balancePence).toBe(1000);
  });

  it("a tipped order paid by voucher and card, refunded in full: the card its £23, the voucher its £10", async () => {
    // £30 of food and the diner's £3 tip (issue 40): the voucher pays £10, the card the other £23.
    const { voucherId: id, order, orderIntent } = await orderPaidByVoucherAndCard(300);
    expect(t.stripe.intents.get(orderIntent)?.amount).toBe(2300);

    const refund = await t.signedIn("POST", `/api/admin/orders/${order.id}/refund`, {});
    expect(refund.statusCode).toBe(200);
    expect(refund.json().refunds).toMatchObject([{ amountPence: 3000, tipPence: 300 }]);
    expect(t.stripe.refunds.filter((r) => r.payment_intent === orderIntent).map((r) => r.amount)).toEqual([
      2300,
    ]);
    const [after] = await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
    expect(after?.balancePence).toBe(1000);
  });

  it("a voucher whose purchase is refunded in Stripe is cancelled, once, audited", async () => {
    const { id, intentId, pay } = await startPurchase(4000);
    t.stripe.setIntentStatus(intentId, "succeeded");
    expect((await pay(intentId)).statusCode).toBe(200);
    const refunded = (eventId: string) =>
      sendWebhook({
        id: eventId,
        type: "charge.refunded",
        data: { object: { id: `ch_${eventId}`, payment_intent: intentId, amount_refunded: 4000 } },
      });
    expect((await refunded("evt_voucher_refund_1")).statusCode).toBe(200);
    const [row] = await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
    expect(row).toMatchObject({ status: "cancelled", balancePence: 0 });
    // A second refund event of the same payment (a part refund after another) changes nothing.
    expect((await refunded("evt_voucher_refund_2")).statusCode).toBe(200);
    const ledger = await t.db.select().from(giftVoucherLedger).where(eq(giftVoucherLedger.voucherId, id));
    expect(ledger.map((l) => [l.kind, l.amountPence, l.note])).toEqual([
      ["issued", 4000, null],
      ["cancelled", -4000, "purchase payment refunded"],
    ]);
    const balance = await t.app.inject({
      method: "POST",
      url: "/api/gift-vouchers/balance",
      payload: { code: row?.code },
    });
    expect(balance.statusCode).toBe(404);
    const audit = await t.signedIn("GET", "/api/admin/audit-log?group=gift-vouchers");
    expect(JSON.stringify(audit.json())).toContain("Stripe");
  });

  it("a refunded charge of an order's payment cancels no voucher", async () => {
    const { id, intentId, pay } = await startPurchase(2500);
    t.stripe.setIntentStatus(intentId, "succeeded");
    await pay(intentId);
    const res = await sendWebhook({
      id: "evt_other_refund",
      type: "charge.refunded",
      data: { object: { id: "ch_other", payment_intent: "pi_someone_elses_order" } },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
    expect(row?.status).not.toBe("cancelled");
  });
});
