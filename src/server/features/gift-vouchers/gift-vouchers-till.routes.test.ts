/**
 * Till truth where vouchers and the counter meet (issue 38): an order part-paid by a voucher and
 * the rest in cash at the counter counts the cash as cash and the voucher's part as vouchers taken,
 * in the cash-up's lines from the orders, in Today and in the range report, and they add up.
 */
import { describe, expect, it } from "vitest";
// The test clock: Tuesday 24 November 2026, 12:00 London.
import { startVoucherPurchase } from "../../testing/gift-voucher-purchase";
import { injectForOrder } from "../../testing/inject-as";
import { insertTestOrder, oneDishAt } from "../../testing/order-factory";
import { setUpTestApp } from "../../testing/set-up-test-app";
import { readOrder } from "../../testing/stored-order";

const t = setUpTestApp({ env: { DEMO_MODE: "true" }, signedIn: true });
const TODAY = "2026-11-24";

async function buyVoucher(amountPence: number, sendOn = TODAY) {
  const { id, token } = await startVoucherPurchase(t.app, amountPence, sendOn);
  const paid = await t.app.inject({
    method: "POST",
    url: `/api/gift-vouchers/${id}/pay`,
    headers: { "x-voucher-token": token },
    payload: { paymentMethod: "test" },
  });
  expect(paid.statusCode).toBe(200);
  const bal = await t.signedIn("GET", `/api/admin/gift-vouchers`);
  const found = (bal.json().vouchers as { id: number; code: string }[]).find((v) => v.id === id);
  if (!found) throw new Error("voucher not listed");
  return found.code;
}

type Channel = { channel: string; pence: number };

describe("a voucher and cash at the counter on one order", () => {
  it("the cash-up and Today count the cash as cash and the voucher as vouchers taken", async () => {
    const code = await buyVoucher(5000);
    // A £80.00 phone order: £50.00 from the voucher, £30.00 in cash when collected.
    const phone = await insertTestOrder(t.db, { items: oneDishAt(8000), channel: "phone" });
    const spent = await t.signedIn("POST", `/api/admin/orders/${phone.id}/gift-voucher`, { code });
    expect(spent.json()).toMatchObject({ spentPence: 5000, amountDuePence: 3000 });
    const paid = await t.signedIn("PUT", `/api/admin/orders/${phone.id}/payment`, { method: "cash" });
    expect(paid.statusCode).toBe(200);
    expect(await readOrder(t.db, phone.id)).toMatchObject({
      paymentStatus: "completed",
      paymentMethod: "cash",
      giftVoucherPence: 5000,
    });

    // A £12.00 online order paid wholly by a second voucher, then refunded in full: the refund goes
    // back on the voucher, so it is neither an online refund nor vouchers taken.
    const second = await buyVoucher(2000);
    const online = await insertTestOrder(t.db, { items: oneDishAt(1200), paysOnline: true });
    const all = await injectForOrder(t.app, online, "POST", `/api/orders/${online.id}/gift-voucher`, {
      code: second,
    });
    expect(all.json()).toMatchObject({ spentPence: 1200, amountDuePence: 0 });
    const refund = await t.signedIn("POST", `/api/admin/orders/${online.id}/refund`, { reason: "Late" });
    expect(refund.statusCode).toBe(200);

    const sales = (await t.signedIn("GET", `/api/admin/cash-ups/online-sales?date=${TODAY}`)).json();
    expect(sales).toMatchObject({
      onlineSalesPence: 0,
      onlineRefundsPence: 0,
      phoneCardSalesPence: 0,
      phoneCashSalesPence: 3000,
      giftVoucherSalesPence: 5000,
    });

    const today = (await t.signedIn("GET", "/api/admin/reports/today")).json().today;
    const lines = Object.fromEntries((today.channels as Channel[]).map((c) => [c.channel, c.pence]));
    expect(lines).toEqual({ phoneCash: 3000, giftVoucher: 6200 });
    // Today's gross is the two orders (£80 + £12); the £12 refund is taken off as a refund.
    expect(today).toMatchObject({ grossPence: 9200, refundsPence: 1200, netPence: 8000 });

    // The cash-up saved for the day stores the same lines and takes the voucher as takings, not cash.
    const cashUp = await t.signedIn("POST", "/api/admin/cash-ups", {
      date: TODAY,
      openingBalancePence: 10000,
      counterSalesCardPence: 0,
      counterSalesCashPence: 0,
      uberEatsSalesPence: 0,
      justEatSalesPence: 0,
      deliverooSalesPence: 0,
      cateringSalesPence: 0,
      cashOutAmountPence: 0,
      tipsPence: 0,
      refundsPence: 0,
      discountsPence: 0,
      closingBalancePence: 13000,
    });
    expect(cashUp.statusCode).toBe(201);
    expect(cashUp.json()).toMatchObject({
      phoneCashSalesPence: 3000,
      giftVoucherSalesPence: 5000,
      summary: { totalTakingsPence: 8000, expectedCashPence: 13000, outcome: "balanced" },
    });
    // Net of the refund, Today and the cash-up agree: £80.00.
    expect(today.netPence).toBe(cashUp.json().summary.totalTakingsPence);

    const audit = await t.signedIn("GET", "/api/admin/audit-log?group=phone-orders");
    expect(JSON.stringify(audit.json())).toContain("took £30.00 in cash");

    // The day's range report: the vouchers' £70 sold is held, the £50 spent is a sale.
    const range = (await t.signedIn("GET", `/api/admin/reports/range?from=${TODAY}&to=${TODAY}`)).json();
    expect(range.giftVouchers).toEqual({ soldPence: 7000, redeemedPence: 5000, outstandingPence: 2000 });
    expect(range.totals.netPence).toBe(8000);
    // The daily CSV's vouchers column, counted in its total takings.
    const csv = await t.signedIn(
      "GET",
      `/api/admin/reports/records.csv?records=daily-sales&from=${TODAY}&to=${TODAY}`,
    );
    const [header, row] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    const cells = (line = "") =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]?.replace(/^"|"$/g, "") ?? "");
    const at = (name: string) => cells(row)[cells(header).indexOf(name)];
    expect(at("Gift vouchers taken (sales when spent)")).toBe("50.00");
    expect(at("Phone orders, cash at the counter")).toBe("30.00");
  });
});

describe("a £50 voucher in the books", () => {
  it("is held, not sales, until spent; spent, its part counts as sales", async () => {
    t.clock.set("2026-11-26T12:00:00Z");
    const day = "2026-11-26";
    const report = async () =>
      (await t.signedIn("GET", `/api/admin/reports/range?from=${day}&to=${day}`)).json();
    const before = (await t.signedIn("GET", "/api/admin/gift-vouchers")).json().summary;
    const code = await buyVoucher(5000, day);
    const sold = await report();
    expect(sold.giftVouchers).toMatchObject({ soldPence: 5000, redeemedPence: 0 });
    expect(sold.totals.netPence).toBe(0);
    const tab = (await t.signedIn("GET", "/api/admin/gift-vouchers")).json().summary;
    expect(tab.outstandingPence - before.outstandingPence).toBe(5000);
    expect(tab.redeemedPence - before.redeemedPence).toBe(0);

    const order = await insertTestOrder(t.db, { items: oneDishAt(3240), paysOnline: true });
    await injectForOrder(t.app, order, "POST", `/api/orders/${order.id}/gift-voucher`, { code });
    const spent = await report();
    expect(spent.giftVouchers).toMatchObject({ soldPence: 5000, redeemedPence: 3240 });
    expect(spent.giftVouchers.outstandingPence).toBe(sold.giftVouchers.outstandingPence - 3240);
    expect(spent.totals.channels).toEqual([
      { channel: "giftVoucher", label: "Gift vouchers taken", pence: 3240 },
    ]);
    const after = (await t.signedIn("GET", "/api/admin/gift-vouchers")).json().summary;
    expect(after.outstandingPence - before.outstandingPence).toBe(1760);
    expect(after.redeemedPence - before.redeemedPence).toBe(3240);
    t.clock.set("2026-11-24T12:00:00Z");
  });
});
