/**
 * Staff clear a paid no-show (issue 32, item 10): within the owner's staff refund limit the refund
 * is made at once through Stripe (the local fake); over it, the order is cancelled and its refund
 * waits in "Refunds to approve" for an owner, whose approval makes the real refund. Until then the
 * payment stays in the takings (Today, the cash-up's online line, the range report).
 */
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { injectAs, injectForOrder } from "@server/testing/inject-as";
import { reportPayment } from "@server/testing/payment-report";
import { readOrder } from "@server/testing/stored-order";
import { auditLog, refundRequests } from "../../db/schema";
import { signInNewStaff } from "../../testing/admin-session";
import { testEngine } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpPaymentProvidersTestApp } from "../../testing/payment-providers-test-app";

const t = setUpPaymentProvidersTestApp({ providers: ["stripe"], signedIn: true });
const TODAY = "2026-11-24";
let staff: string;

beforeAll(async () => {
  staff = await signInNewStaff(t.app, t.cookie, { username: "sara", password: "kitchen-staff-1" });
});

async function setStaffLimit(pence: number) {
  const res = await injectAs(t.app, t.cookie, "PUT", "/api/admin/settings", { staffRefundLimitPence: pence });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().staffRefundLimitPence).toBe(pence);
}

/** An order paid by card through the real path: intent, Stripe says succeeded, PATCH verifies. */
async function payByCard(totalPence: number, tipPence = 0) {
  const order = await insertTestOrder(t.db, { totalPence, tipPence, collectionDate: TODAY });
  const created = await injectForOrder(t.app, order, "POST", "/api/create-payment-intent", {
    orderId: order.id,
  });
  const intentId = created.json().clientSecret.split("_secret_")[0];
  t.stripe.setIntentStatus(intentId, "succeeded");
  expect((await reportPayment(t.app, order, "stripe", intentId)).statusCode).toBe(200);
  return { order, intentId };
}

const preview = (orderId: number, cookie = staff) =>
  injectAs(t.app, cookie, "GET", `/api/admin/orders/${orderId}/no-show`);
const noShow = (orderId: number, refundPence: number, cookie = staff) =>
  injectAs(t.app, cookie, "POST", `/api/admin/orders/${orderId}/no-show`, { refundPence });
const approve = (id: number, cookie = t.cookie) =>
  injectAs(t.app, cookie, "POST", `/api/admin/refund-requests/${id}/approve`);
const decline = (id: number, body: object = {}, cookie = t.cookie) =>
  injectAs(t.app, cookie, "POST", `/api/admin/refund-requests/${id}/decline`, body);

/** The day's money as the owner reads it in three places. */
async function takings() {
  const today = (await injectAs(t.app, t.cookie, "GET", "/api/admin/reports/today")).json().today;
  const cashUp = (
    await injectAs(t.app, t.cookie, "GET", `/api/admin/cash-ups/online-sales?date=${TODAY}`)
  ).json();
  const range = (
    await injectAs(t.app, t.cookie, "GET", `/api/admin/reports/range?from=${TODAY}&to=${TODAY}`)
  ).json().totals;
  return {
    todayNet: today.netPence as number,
    todayRefunds: today.refundsPence as number,
    cashUpNet: cashUp.netOnlineSalesPence as number,
    cashUpRefunds: cashUp.onlineRefundsPence as number,
    rangeNet: range.netPence as number,
  };
}

function moved(before: Awaited<ReturnType<typeof takings>>, after: Awaited<ReturnType<typeof takings>>) {
  return {
    todayNet: after.todayNet - before.todayNet,
    todayRefunds: after.todayRefunds - before.todayRefunds,
    cashUpNet: after.cashUpNet - before.cashUpNet,
    cashUpRefunds: after.cashUpRefunds - before.cashUpRefunds,
    rangeNet: after.rangeNet - before.rangeNet,
  };
}

async function lastSentences(n: number) {
  const rows = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(n);
  return rows.map((r) => r.summary).reverse();
}

async function openRequestOf(orderId: number) {
  const list = (await injectAs(t.app, t.cookie, "GET", "/api/admin/refund-requests")).json();
  return list.pending.find((r: { orderId: number }) => r.orderId === orderId);
}

describe("staff cancel a paid no-show", () => {
  it("is never without the owner's say by default (limit 0): cancelled, the refund waits", async () => {
    await setStaffLimit(0);
    const { order } = await payByCard(2350);
    const p = await preview(order.id);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({ refundPence: 2350, outcome: "to_approve", staffRefundLimitPence: 0 });
    const res = await noShow(order.id, 2350);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: "to_approve", refundPence: 2350 });
    expect(res.json().order).toMatchObject({ orderStatus: "cancelled", paymentStatus: "completed" });
  });

  it("within the limit: cancelled and refunded at once through Stripe; the takings show the refund", async () => {
    await setStaffLimit(3000);
    const { order, intentId } = await payByCard(2500);
    const before = await takings();
    expect((await preview(order.id)).json()).toMatchObject({ refundPence: 2500, outcome: "refund_now" });

    const res = await noShow(order.id, 2500);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: "refunded",
      refundPence: 2500,
      message: `Order ${order.orderNumber} cancelled as a no-show and £25.00 refunded.`,
    });
    expect(await readOrder(t.db, order.id)).toMatchObject({
      orderStatus: "cancelled",
      paymentStatus: "refunded",
      refundedPence: 2500,
    });
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([
      2500,
    ]);
    expect(moved(before, await takings())).toEqual({
      todayNet: -2500,
      todayRefunds: 2500,
      cashUpNet: -2500,
      cashUpRefunds: 2500,
      rangeNet: -2500,
    });
    expect(await lastSentences(2)).toEqual([
      `sara cancelled order ${order.orderNumber} as a no-show, refunding £25.00 at once`,
      `sara refunded £25.00 on ${order.orderNumber}, refunded in full (reason: No-show)`,
    ]);
    // Nothing waits for the owner.
    expect(await openRequestOf(order.id)).toBeUndefined();
  });

  it("over the limit: cancelled, still money taken, waiting for the owner, whose approval refunds it", async () => {
    await setStaffLimit(1000);
    const { order, intentId } = await payByCard(4200);
    const before = await takings();
    const res = await noShow(order.id, 4200);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: "to_approve",
      message: `Order ${order.orderNumber} cancelled as a no-show. The refund of £42.00 waits for an owner's approval.`,
    });
    expect(res.json().order.paymentNote).toBe("No-show: refund of £42.00 waits for an owner's approval");
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId)).toEqual([]);
    // Cancelled but not refunded: the money is still the day's takings, everywhere.
    expect(moved(before, await takings())).toEqual({
      todayNet: 0,
      todayRefunds: 0,
      cashUpNet: 0,
      cashUpRefunds: 0,
      rangeNet: 0,
    });
    expect(await lastSentences(1)).toEqual([
      `sara cancelled order ${order.orderNumber} as a no-show; its refund of £42.00 waits for an owner's approval`,
    ]);

    const request = await openRequestOf(order.id);
    expect(request).toMatchObject({
      orderNumber: order.orderNumber,
      amountPence: 4200,
      orderTotalPence: 4200,
      status: "pending",
      requestedBy: "sara",
      reason: "No-show",
      paymentMethod: "stripe",
    });

    // Staff cannot approve or decline, whatever they send.
    expect((await approve(request.id, staff)).statusCode).toBe(403);
    expect((await decline(request.id, {}, staff)).statusCode).toBe(403);
    expect((await injectAs(t.app, staff, "GET", "/api/admin/refund-requests")).statusCode).toBe(403);

    const approved = await approve(request.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "refunded", decidedBy: "admin", amountPence: 4200 });
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([
      4200,
    ]);
    expect(await readOrder(t.db, order.id)).toMatchObject({
      paymentStatus: "refunded",
      paymentNote: "No-show: £42.00 refunded",
    });
    expect(moved(before, await takings())).toMatchObject({
      todayNet: -4200,
      cashUpNet: -4200,
      rangeNet: -4200,
    });
    expect(await lastSentences(2)).toEqual([
      `admin refunded £42.00 on ${order.orderNumber}, refunded in full (reason: No-show)`,
      `admin approved the refund of £42.00 on ${order.orderNumber} that sara asked for`,
    ]);

    // A second approval (a double tap, a second owner) is refused and refunds nothing more.
    const again = await approve(request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This refund has already been approved and made");
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    const list = (await injectAs(t.app, t.cookie, "GET", "/api/admin/refund-requests")).json();
    expect(list.decided[0]).toMatchObject({ id: request.id, status: "refunded" });
  });

  it("an owner's decline keeps the payment (and the takings), and cannot then be approved", async () => {
    await setStaffLimit(0);
    const { order, intentId } = await payByCard(1800);
    expect((await noShow(order.id, 1800)).statusCode).toBe(200);
    const request = await openRequestOf(order.id);
    const before = await takings();
    const res = await decline(request.id, { note: "No-show fee, as our terms say" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "declined", decisionNote: "No-show fee, as our terms say" });
    expect(await readOrder(t.db, order.id)).toMatchObject({
      orderStatus: "cancelled",
      paymentStatus: "completed",
    });
    expect(moved(before, await takings()).todayNet).toBe(0);
    expect(await lastSentences(1)).toEqual([
      `admin declined the refund of £18.00 on ${order.orderNumber} that sara asked for (note: No-show fee, as our terms say)`,
    ]);
    expect((await approve(request.id)).statusCode).toBe(409);
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId)).toEqual([]);
  });

  it("a refund Stripe refuses now waits for the owner with Stripe's reason; nothing is lost", async () => {
    await setStaffLimit(5000);
    const { order } = await payByCard(1200);
    t.stripe.failNextRefund = "Your card was declined.";
    const res = await noShow(order.id, 1200);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe("to_approve");
    expect(res.json().message).toMatch(/waits for an owner's approval \(it could not be made now: .+\)\.$/);
    const request = await openRequestOf(order.id);
    expect(request).toMatchObject({ status: "pending", amountPence: 1200 });
    expect(request.lastError).toBeTruthy();
    expect(await readOrder(t.db, order.id)).toMatchObject({
      orderStatus: "cancelled",
      paymentStatus: "completed",
    });
    // The owner tries again, and it goes through.
    expect((await approve(request.id)).statusCode).toBe(200);
    expect((await readOrder(t.db, order.id)).paymentStatus).toBe("refunded");
  });

  it("an unpaid no-show is cancelled with nothing to refund; an owner's own no-show is refunded at once", async () => {
    await setStaffLimit(0);
    const unpaid = await insertTestOrder(t.db, { collectionDate: TODAY });
    expect((await preview(unpaid.id)).json()).toMatchObject({ refundPence: 0, outcome: "nothing_to_refund" });
    const res = await noShow(unpaid.id, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: "nothing_to_refund", order: { orderStatus: "cancelled" } });
    expect(await lastSentences(1)).toEqual([
      `sara cancelled order ${unpaid.orderNumber} as a no-show, with nothing to refund`,
    ]);

    const { order } = await payByCard(6000);
    expect((await preview(order.id, t.cookie)).json().outcome).toBe("refund_now");
    const owners = await noShow(order.id, 6000, t.cookie);
    expect(owners.json()).toMatchObject({ outcome: "refunded" });
  });

  it("restoring a no-show (the diner came after all) withdraws its waiting refund", async () => {
    await setStaffLimit(0);
    const { order } = await payByCard(2000);
    expect((await noShow(order.id, 2000)).statusCode).toBe(200);
    const request = await openRequestOf(order.id);
    const restored = await injectAs(t.app, staff, "PUT", `/api/admin/orders/${order.id}/status`, {
      status: "ready",
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ orderStatus: "ready", paymentNote: null });
    expect(await openRequestOf(order.id)).toBeUndefined();
    const [row] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, request.id));
    expect(row?.status).toBe("withdrawn");
    expect((await approve(request.id)).statusCode).toBe(409);
  });

  it("refuses bad input, a stale amount, a collected order, a second no-show and strangers", async () => {
    await setStaffLimit(0);
    const { order } = await payByCard(1500);
    for (const body of [{}, { refundPence: -1 }, { refundPence: "15.00" }, { refundPence: 1500, extra: 1 }]) {
      const bad = await injectAs(t.app, staff, "POST", `/api/admin/orders/${order.id}/no-show`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const stale = await noShow(order.id, 1400);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "This order's refund is now £15.00, not £14.00. Look at the order again and confirm.",
    );
    expect((await readOrder(t.db, order.id)).orderStatus).toBe("received");
    expect((await noShow(999_999, 0)).statusCode).toBe(404);
    expect((await preview(999_999)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/orders/${order.id}/no-show`,
          payload: { refundPence: 1500 },
        })
      ).statusCode,
    ).toBe(401);

    expect((await noShow(order.id, 1500)).statusCode).toBe(200);
    const twice = await noShow(order.id, 1500);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This order is already cancelled");

    const collected = await insertTestOrder(t.db, { orderStatus: "collected" });
    expect((await noShow(collected.id, 0)).statusCode).toBe(409);
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await decline(999_999)).statusCode).toBe(404);
    expect((await decline(1, { note: "x".repeat(501) })).statusCode).toBe(400);
  });

  it("gives the diner's tip back with its refund: a no-show had no service to tip for (decision 0055)", async () => {
    await setStaffLimit(3000);
    const stripeRefunds = (intentId: string) =>
      t.stripe.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount);
    const ownerRefund = (orderId: number, body: object) =>
      injectAs(t.app, t.cookie, "POST", `/api/admin/orders/${orderId}/refund`, body);

    // A dish refunded first (the tip kept), then the diner never came: the rest and the tip go back.
    const part = await payByCard(2000, 200);
    expect((await ownerRefund(part.order.id, { amountPence: 500 })).statusCode).toBe(200);
    expect((await preview(part.order.id)).json()).toMatchObject({ refundPence: 1500, tipPence: 200 });
    const res = await noShow(part.order.id, 1500);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: "refunded",
      refundPence: 1500,
      tipPence: 200,
      message: `Order ${part.order.orderNumber} cancelled as a no-show and £17.00 (with the £2.00 tip) refunded.`,
    });
    expect(stripeRefunds(part.intentId)).toEqual([500, 1700]);
    expect(await readOrder(t.db, part.order.id)).toMatchObject({
      refundedPence: 2000,
      tipRefundedPence: 200,
    });

    // The whole total refunded with the tip kept: the no-show gives the tip back alone, and the
    // staff limit (0 here) holds it for an owner's approval like any refund.
    await setStaffLimit(0);
    const kept = await payByCard(2000, 200);
    expect((await ownerRefund(kept.order.id, { refundTip: false })).statusCode).toBe(200);
    expect((await preview(kept.order.id)).json()).toMatchObject({
      refundPence: 0,
      tipPence: 200,
      outcome: "to_approve",
    });
    const waiting = await noShow(kept.order.id, 0);
    expect(waiting.json()).toMatchObject({
      outcome: "to_approve",
      message: `Order ${kept.order.orderNumber} cancelled as a no-show. The refund of the £2.00 tip waits for an owner's approval.`,
    });
    expect(waiting.json().order.paymentNote).toBe(
      "No-show: refund of the £2.00 tip waits for an owner's approval",
    );
    const request = await openRequestOf(kept.order.id);
    expect((await approve(request.id)).statusCode).toBe(200);
    expect(stripeRefunds(kept.intentId)).toEqual([2000, 200]);
    expect(await readOrder(t.db, kept.order.id)).toMatchObject({
      tipRefundedPence: 200,
      paymentNote: "No-show: the £2.00 tip refunded",
    });
    expect(await lastSentences(3)).toEqual([
      `sara cancelled order ${kept.order.orderNumber} as a no-show; its refund of the £2.00 tip waits for an owner's approval`,
      expect.stringContaining(`admin refunded £0.00 on ${kept.order.orderNumber}`),
      `admin approved the refund of the £2.00 tip on ${kept.order.orderNumber} that sara asked for`,
    ]);
  });

  it("the owner's staff refund limit: pence, 0 to £1,000, owners only", async () => {
    expect(
      (await injectAs(t.app, t.cookie, "PUT", "/api/admin/settings", { staffRefundLimitPence: -1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await injectAs(t.app, t.cookie, "PUT", "/api/admin/settings", { staffRefundLimitPence: 100_001 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await injectAs(t.app, t.cookie, "PUT", "/api/admin/settings", { staffRefundLimitPence: 12.5 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await injectAs(t.app, staff, "PUT", "/api/admin/settings", { staffRefundLimitPence: 5000 }))
        .statusCode,
    ).toBe(403);
    await setStaffLimit(2000);
    expect(await lastSentences(1)).toEqual([
      expect.stringMatching(/^admin changed the settings: staff refund limit from £[\d.]+ to £20\.00$/),
    ]);
  });
});

describe.skipIf(testEngine !== "postgres")("two owners approve the same refund at once", () => {
  it("make one refund; the other is refused", async () => {
    await setStaffLimit(0);
    const { order, intentId } = await payByCard(3300);
    expect((await noShow(order.id, 3300)).statusCode).toBe(200);
    const request = await openRequestOf(order.id);
    const answers = await Promise.all([approve(request.id), approve(request.id), approve(request.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(t.stripe.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([
      3300,
    ]);
  });
});
