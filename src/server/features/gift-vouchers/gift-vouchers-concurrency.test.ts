/**
 * Twenty orders spending one voucher at once never take more than its balance: each spend locks
 * the voucher's row. Real concurrency needs PostgreSQL (TEST_DATABASE_URL); on PGlite, which runs
 * one transaction at a time, the same test checks the arithmetic.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftVoucherLedger, giftVouchers, onlineOrders } from "../../db/schema";
import { injectForOrder, injectPublic } from "../../testing/inject-as";
import { insertTestOrder, oneDishAt } from "../../testing/order-factory";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ env: { DEMO_MODE: "true" } });

describe("concurrent spends", () => {
  it("20 orders of £7.00 on a £50.00 voucher: seven are paid, one in part, the balance ends at £0.00", async () => {
    const created = await injectPublic(t.app, "POST", "/api/gift-vouchers", {
      amountPence: 5000,
      buyerName: "Priya Shah",
      buyerEmail: "priya@example.com",
      recipientName: "Sam Shah",
      recipientEmail: "sam@example.com",
      sendOn: "2026-11-24",
    });
    const { id, token } = created.json();
    await t.app.inject({
      method: "POST",
      url: `/api/gift-vouchers/${id}/pay`,
      headers: { "x-voucher-token": token },
      payload: { paymentMethod: "test" },
    });
    const [voucher] = await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
    const orders = await Promise.all(
      Array.from({ length: 20 }, () => insertTestOrder(t.db, { items: oneDishAt(700) })),
    );
    const answers = await Promise.all(
      orders.map((order) =>
        injectForOrder(t.app, order, "POST", `/api/orders/${order.id}/gift-voucher`, { code: voucher?.code }),
      ),
    );
    const spent = answers.filter((a) => a.statusCode === 200).map((a) => a.json().spentPence as number);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 404)).toBe(true);
    expect(spent.reduce((s, p) => s + p, 0)).toBe(5000);
    expect(spent.sort((a, b) => a - b)).toEqual([100, 700, 700, 700, 700, 700, 700, 700]);

    const [after] = await t.db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
    expect(after?.balancePence).toBe(0);
    const ledger = await t.db.select().from(giftVoucherLedger).where(eq(giftVoucherLedger.voucherId, id));
    expect(ledger.reduce((s, l) => s + l.amountPence, 0)).toBe(0);
    const paid = await t.db.select().from(onlineOrders).where(eq(onlineOrders.paymentMethod, "gift_voucher"));
    expect(paid.filter((o) => orders.some((x) => x.id === o.id))).toHaveLength(7);
  });
});
