/**
 * Gift vouchers end to end through the API, in demo mode (the simulated payment): bought for a
 * later day, mailed on that day with a PDF, spent on an online order and a staff phone order,
 * refunded back onto the voucher, and counted as money held until spent.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatVoucherCode, normaliseVoucherCode } from "@shared/gift-vouchers/voucher-code";
import { giftVoucherLedger, giftVouchers } from "../../db/schema";
import { runScheduledJob } from "../../lib/scheduled-jobs";
import { clearSentMail, sentMail } from "../../testing/build-test-app";
import { injectForOrder, injectPublic } from "../../testing/inject-as";
import { insertTestOrder, oneDishAt } from "../../testing/order-factory";
import { withRateLimitedApp } from "../../testing/rate-limited-app";
import { setUpTestApp } from "../../testing/set-up-test-app";
import { readOrder } from "../../testing/stored-order";
import { createGiftVoucherSendJob } from "./gift-vouchers.service";

// The test clock: Tuesday 24 November 2026, 12:00 London.
const t = setUpTestApp({ env: { DEMO_MODE: "true" }, signedIn: true });

const purchase = {
  amountPence: 5000,
  buyerName: "Priya Shah",
  buyerEmail: "priya@example.com",
  recipientName: "Sam Shah",
  recipientEmail: "sam@example.com",
  message: "Happy Christmas!",
  sendOn: "2026-12-25",
};

async function buyVoucher(body: Record<string, unknown> = {}) {
  const created = await injectPublic(t.app, "POST", "/api/gift-vouchers", { ...purchase, ...body });
  expect(created.statusCode).toBe(201);
  const { id, token } = created.json() as { id: number; token: string };
  const paid = await t.app.inject({
    method: "POST",
    url: `/api/gift-vouchers/${id}/pay`,
    headers: { "x-voucher-token": token },
    payload: { paymentMethod: "test" },
  });
  expect(paid.statusCode).toBe(200);
  const [row] = await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
  if (!row) throw new Error("no voucher");
  return { id, token, row, paid: paid.json() };
}

function pdfText(base64: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "voucher-pdf-"));
  const file = path.join(dir, "voucher.pdf");
  writeFileSync(file, Buffer.from(base64, "base64"));
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

function sendJob() {
  return runScheduledJob(t.db, createGiftVoucherSendJob(t.app.deps), t.clock.now());
}

describe("buying and sending a voucher", () => {
  it("takes the payment, sends the buyer a receipt, and mails the voucher with its PDF on its day", async () => {
    await clearSentMail(t);
    const { row, paid, id, token } = await buyVoucher();
    expect(paid).toMatchObject({
      status: "scheduled",
      amountPence: 5000,
      sendOn: "2026-12-25",
      expiresOn: "2027-11-24",
    });
    expect(row.balancePence).toBe(5000);
    expect(normaliseVoucherCode(row.code)).toBe(row.code);

    const receipts = await sentMail(t);
    expect(receipts.map((m) => m.to)).toEqual(["priya@example.com"]);
    expect(receipts[0]?.text).toContain("Friday 25 December 2026");
    expect(receipts[0]?.text).not.toContain(row.code);

    // Before the day: nothing goes out, and resending is refused.
    await clearSentMail(t);
    t.clock.set("2026-12-24T23:30:00Z");
    expect(await sendJob()).toEqual({ ran: true, result: { sent: 0 } });
    expect(await sentMail(t)).toEqual([]);

    // Christmas morning in London.
    t.clock.set("2026-12-25T07:00:00Z");
    expect(await sendJob()).toEqual({ ran: true, result: { sent: 1 } });
    const [mail] = await sentMail(t);
    expect(mail?.to).toBe("sam@example.com");
    expect(mail?.text).toContain(formatVoucherCode(row.code));
    expect(mail?.text).toContain("£50.00");
    expect(mail?.text).toContain("Happy Christmas!");
    expect(mail?.text).toContain("Wednesday 24 November 2027");
    const pdf = mail?.attachments?.[0];
    expect(pdf).toMatchObject({ contentType: "application/pdf", encoding: "base64" });
    const text = pdfText(pdf?.content ?? "");
    expect(text).toContain(formatVoucherCode(row.code));
    expect(text).toContain("£50.00");
    expect(text).toContain("Sam Shah");

    // Once only: a second run sends nothing; the buyer can resend.
    await clearSentMail(t);
    expect(await sendJob()).toEqual({ ran: true, result: { sent: 0 } });
    const resend = await t.app.inject({
      method: "POST",
      url: `/api/gift-vouchers/${id}/resend`,
      headers: { "x-voucher-token": token },
      payload: { to: "buyer" },
    });
    expect(resend.statusCode).toBe(204);
    expect((await sentMail(t)).map((m) => m.to)).toEqual(["priya@example.com"]);
    t.clock.set("2026-11-24T12:00:00Z");
  });

  it("refuses a day in the past, an amount outside the owner's limits, and a wrong token", async () => {
    const past = await injectPublic(t.app, "POST", "/api/gift-vouchers", {
      ...purchase,
      sendOn: "2026-11-23",
    });
    expect(past.statusCode).toBe(400);
    const big = await injectPublic(t.app, "POST", "/api/gift-vouchers", {
      ...purchase,
      amountPence: 1_000_00,
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain("between £10.00 and £250.00");
    const bad = await injectPublic(t.app, "POST", "/api/gift-vouchers", {
      ...purchase,
      recipientEmail: "nope",
    });
    expect(bad.statusCode).toBe(400);
    const created = await injectPublic(t.app, "POST", "/api/gift-vouchers", purchase);
    const wrong = await t.app.inject({
      method: "POST",
      url: `/api/gift-vouchers/${created.json().id}/pay`,
      headers: { "x-voucher-token": "not-it" },
      payload: { paymentMethod: "test" },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it("sends at once when bought for today", async () => {
    await clearSentMail(t);
    await buyVoucher({ sendOn: "2026-11-24" });
    expect((await sentMail(t)).map((m) => m.to).sort()).toEqual(["priya@example.com", "sam@example.com"]);
  });
});

describe("spending a voucher", () => {
  it("pays £32.40 of an order online, leaves £17.60, a phone order spends the rest, a refund puts it back", async () => {
    const { row } = await buyVoucher({ sendOn: "2026-11-24" });
    const order = await insertTestOrder(t.db, { items: oneDishAt(3240), paysOnline: true });
    const spent = await injectForOrder(t.app, order, "POST", `/api/orders/${order.id}/gift-voucher`, {
      code: formatVoucherCode(row.code).toLowerCase(),
    });
    expect(spent.statusCode).toBe(200);
    expect(spent.json()).toEqual({ spentPence: 3240, balancePence: 1760, amountDuePence: 0 });
    expect(await readOrder(t.db, order.id)).toMatchObject({
      paymentStatus: "completed",
      paymentMethod: "gift_voucher",
      giftVoucherPence: 3240,
    });

    const balance = await injectPublic(t.app, "POST", "/api/gift-vouchers/balance", { code: row.code });
    expect(balance.json()).toEqual({ balancePence: 1760, expiresOn: "2027-11-24", usable: true });

    // Staff take the rest on a £20.00 phone order; £2.40 is left to pay at the counter.
    const phone = await insertTestOrder(t.db, { items: oneDishAt(2000), channel: "phone" });
    const staff = await t.signedIn("POST", `/api/admin/orders/${phone.id}/gift-voucher`, { code: row.code });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual({ spentPence: 1760, balancePence: 0, amountDuePence: 240 });
    expect(await readOrder(t.db, phone.id)).toMatchObject({
      paymentStatus: "pending",
      giftVoucherPence: 1760,
    });
    const empty = await injectPublic(t.app, "POST", "/api/gift-vouchers/balance", { code: row.code });
    expect(empty.json()).toMatchObject({ balancePence: 0, usable: false });
    const again = await injectForOrder(t.app, phone, "POST", `/api/orders/${phone.id}/gift-voucher`, {
      code: row.code,
    });
    expect(again.statusCode).toBe(404);

    // The online order refunded in full: the £32.40 goes back on the voucher.
    const refund = await t.signedIn("POST", `/api/admin/orders/${order.id}/refund`, { reason: "Cold" });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().payment).toMatchObject({ paymentStatus: "refunded", refundedPence: 3240 });
    const back = await injectPublic(t.app, "POST", "/api/gift-vouchers/balance", { code: row.code });
    expect(back.json()).toMatchObject({ balancePence: 3240, usable: true });
    const ledger = await t.db.select().from(giftVoucherLedger).where(eq(giftVoucherLedger.voucherId, row.id));
    expect(ledger.map((l) => [l.kind, l.amountPence])).toEqual([
      ["issued", 5000],
      ["spent", -3240],
      ["spent", -1760],
      ["returned", 3240],
    ]);
  });

  it("refuses an unknown code with the same words the balance page uses, and a paid order", async () => {
    const order = await insertTestOrder(t.db, { items: oneDishAt(1000) });
    const res = await injectForOrder(t.app, order, "POST", `/api/orders/${order.id}/gift-voucher`, {
      code: "AAAA-BBBB-CCCC-DDDD",
    });
    expect(res.statusCode).toBe(404);
    const bal = await injectPublic(t.app, "POST", "/api/gift-vouchers/balance", {
      code: "AAAA-BBBB-CCCC-DDDD",
    });
    expect(bal.statusCode).toBe(404);
    expect(bal.json().message).toBe(res.json().message);
    const noToken = await injectPublic(t.app, "POST", `/api/orders/${order.id}/gift-voucher`, {
      code: "AAAA",
    });
    expect(noToken.statusCode).toBe(404);
  });

  it("an expired voucher is not usable", async () => {
    const { row } = await buyVoucher({ sendOn: "2026-11-24" });
    t.clock.set("2027-11-25T10:00:00Z");
    const bal = await injectPublic(t.app, "POST", "/api/gift-vouchers/balance", { code: row.code });
    expect(bal.json()).toMatchObject({ balancePence: 0, usable: false });
    t.clock.set("2026-11-24T12:00:00Z");
  });
});

describe("the owner's vouchers", () => {
  it("lists, totals, extends and cancels, audited; staff may not", async () => {
    const { row, id } = await buyVoucher({ sendOn: "2026-11-24", recipientName: "Zara Findme" });
    const list = await t.signedIn("GET", "/api/admin/gift-vouchers?q=findme");
    expect(list.statusCode).toBe(200);
    expect(list.json().vouchers).toHaveLength(1);
    const byCode = await t.signedIn("GET", `/api/admin/gift-vouchers?q=${formatVoucherCode(row.code)}`);
    expect(byCode.json().vouchers.map((v: { id: number }) => v.id)).toEqual([id]);
    const before = list.json().summary;
    expect(before.outstandingPence).toBeGreaterThanOrEqual(5000);

    const extend = await t.signedIn("PUT", `/api/admin/gift-vouchers/${id}/expiry`, {
      expiresOn: "2028-01-31",
    });
    expect(extend.statusCode).toBe(204);
    const earlier = await t.signedIn("PUT", `/api/admin/gift-vouchers/${id}/expiry`, {
      expiresOn: "2027-01-01",
    });
    expect(earlier.statusCode).toBe(400);
    const cancel = await t.signedIn("POST", `/api/admin/gift-vouchers/${id}/cancel`);
    expect(cancel.statusCode).toBe(204);
    const after = (await t.signedIn("GET", "/api/admin/gift-vouchers")).json().summary;
    expect(after.outstandingPence).toBe(before.outstandingPence - 5000);
    expect(after.cancelledPence).toBe(before.cancelledPence + 5000);
    const bal = await injectPublic(t.app, "POST", "/api/gift-vouchers/balance", { code: row.code });
    expect(bal.statusCode).toBe(404);

    const audit = await t.signedIn("GET", "/api/admin/audit-log?group=gift-vouchers");
    expect(JSON.stringify(audit.json())).toContain("cancelled gift voucher");
    const anon = await injectPublic(t.app, "GET", "/api/admin/gift-vouchers");
    expect(anon.statusCode).toBe(401);
  });

  it("keeps the owner's settings and refuses bad ones", async () => {
    const settings = {
      enabled: true,
      presetAmountsPence: [2000, 4000],
      minPence: 1500,
      maxPence: 20000,
      validityMonths: 24,
      promoteFrom: "2026-11-20",
      promoteUntil: "2026-12-24",
    };
    expect((await t.signedIn("PUT", "/api/admin/gift-vouchers/settings", settings)).statusCode).toBe(200);
    const offer = await injectPublic(t.app, "GET", "/api/gift-vouchers/offer");
    expect(offer.json()).toMatchObject({ presetAmountsPence: [2000, 4000], promoted: true, testMode: true });
    const bad = await t.signedIn("PUT", "/api/admin/gift-vouchers/settings", {
      ...settings,
      minPence: 30000,
    });
    expect(bad.statusCode).toBe(400);
    const { paid } = await buyVoucher({ amountPence: 2000 });
    expect(paid.expiresOn).toBe("2028-11-24");
  });
});

describe("guessing codes", () => {
  it("the balance page answers a few tries a minute from one address, then 429", async () => {
    await withRateLimitedApp({ env: { DEMO_MODE: "true" } }, async (limited) => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await injectPublic(limited.app, "POST", "/api/gift-vouchers/balance", {
          code: `AAAA-BBBB-CCCC-DDD${i}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5).every((s) => s === 404 || s === 400)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  });
});
