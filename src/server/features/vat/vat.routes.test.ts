/**
 * VAT on every sale (issue 40): the owner's registration and rates, each order's VAT stored at
 * placement (to the penny, per rate), and the VAT receipt with the VAT number and VAT per rate.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { choiceId, dishByName } from "@server/testing/menu-lookup";
import type { MenuItem } from "@shared/menu/menu.schema";
import { onlineOrders, orderVatLines } from "../../db/schema";
import { renderVatDocumentPdf } from "../../lib/vat-document-pdf";
import { signInNewStaff, signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";
import { buildVatReceipt } from "./vat-receipt";

let t: TestApp;
let owner: string;
let waiter: string;
let menu: MenuItem[];

beforeAll(async () => {
  t = await buildTestApp({ now: "2026-11-24T12:00:00Z" });
  owner = await signInTestAdmin(t.app, t.db);
  waiter = await signInNewStaff(t.app, owner, { username: "vat-waiter", password: "waiter-secret-123" });
  await withoutFlashSaleOrMinimum(t.db);
  menu = (await t.app.inject({ method: "GET", url: "/api/menu" })).json();
});
afterAll(() => t.close());

const as = (cookie: string, method: "GET" | "PUT", url: string, payload?: object) =>
  injectAs(t.app, cookie, method, url, payload);

let placed = 0;
async function placeOrder(items: unknown[], couponCode?: string) {
  const n = placed++;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    remoteAddress: `10.9.0.${n + 1}`,
    payload: {
      customerName: "Aisha Khan",
      customerPhone: `07700 9001${String(n).padStart(2, "0")}`,
      customerEmail: "aisha@example.com",
      collectionDate: "2026-11-24",
      collectionTime: "19:00",
      items,
      totalAmount: "£0.00",
      ...(couponCode ? { couponCode } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.db
    .select()
    .from(onlineOrders)
    .where(eq(onlineOrders.orderNumber, res.json().orderNumber));
  if (!row) throw new Error("order not stored");
  return { ...row, accessToken: res.json().accessToken as string };
}

const linesOf = (orderId: number) =>
  t.db.select().from(orderVatLines).where(eq(orderVatLines.orderId, orderId));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("VAT registration", () => {
  it("is not registered until the owner says so, and only the owner may say", async () => {
    expect((await as(owner, "GET", "/api/admin/vat/registration")).json()).toEqual({
      registered: false,
      vatNumber: null,
      stagger: 1,
      basis: "accrual",
      deliveryFeeRateBasisPoints: 2000,
    });
    expect((await as(waiter, "GET", "/api/admin/vat/registration")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/vat/registration" })).statusCode).toBe(401);
  });

  it("refuses registration without a VAT number, a malformed number, a stagger of 4", async () => {
    const bad = [
      { registered: true, vatNumber: null, stagger: 1, basis: "accrual" },
      { registered: true, vatNumber: "123", stagger: 1, basis: "accrual" },
      { registered: true, vatNumber: "GB123456789", stagger: 4, basis: "accrual" },
      { registered: true, vatNumber: "GB123456789", stagger: 1, basis: "flat-rate" },
      {
        registered: true,
        vatNumber: "GB123456789",
        stagger: 1,
        basis: "cash",
        deliveryFeeRateBasisPoints: 500,
      },
    ];
    for (const body of bad) {
      const res = await as(owner, "PUT", "/api/admin/vat/registration", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("orders placed before registration carry no VAT, and get no VAT receipt", async () => {
    const order = await placeOrder([{ id: dishByName(menu, "Plain Naan").id, quantity: 2 }]);
    const lines = await linesOf(order.id);
    expect(lines.map((l) => [l.rateBasisPoints, l.paidPence, l.vatPence])).toEqual([[0, 590, 0]]);
    const res = await as(waiter, "GET", `/api/admin/vat/receipts/${order.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/not VAT-registered/);
  });

  it("saves the registration with the number as HMRC writes it", async () => {
    const res = await as(owner, "PUT", "/api/admin/vat/registration", {
      registered: true,
      vatNumber: "gb 123 4567 89",
      stagger: 3,
      basis: "cash",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      registered: true,
      vatNumber: "GB123456789",
      stagger: 3,
      basis: "cash",
      deliveryFeeRateBasisPoints: 2000,
    });
  });

  it("the board says whether it is VAT registered as the staff receipt does, the number kept or not", async () => {
    const order = await placeOrder([{ id: dishByName(menu, "Plain Naan").id, quantity: 1 }]);
    await t.db.update(onlineOrders).set({ paymentStatus: "completed" }).where(eq(onlineOrders.id, order.id));
    const registration = { vatNumber: "GB123456789", stagger: 3, basis: "cash" };
    const board = async () => (await as(waiter, "GET", "/api/admin/orders")).json().vatRegistered;
    const receipt = async () => (await as(waiter, "GET", `/api/admin/vat/receipts/${order.id}`)).statusCode;
    // The diner's order page asks the public details (kept by the public cache until this changes).
    const diners = async () =>
      (await t.app.inject({ method: "GET", url: "/api/restaurant" })).json().vatRegistered;
    expect([await board(), await receipt(), await diners()]).toEqual([true, 200, true]);

    // Registration switched off, the VAT number still in the restaurant's details: no receipt.
    const off = await as(owner, "PUT", "/api/admin/vat/registration", { ...registration, registered: false });
    expect(off.json()).toMatchObject({ registered: false, vatNumber: "GB123456789" });
    expect([await board(), await receipt(), await diners()]).toEqual([false, 409, false]);

    await as(owner, "PUT", "/api/admin/vat/registration", { ...registration, registered: true });
    expect(await board()).toBe(true);
  });
});

describe("rates per dish and choice", () => {
  it("lists every dish at its category's default with HMRC's rule, and the owner sets its own", async () => {
    const rates = (await as(owner, "GET", "/api/admin/vat/rates")).json();
    expect(rates.rule).toMatch(/HMRC VAT Notice 709\/1/);
    const naan = rates.dishes.find((d: { name: string }) => d.name === "Plain Naan");
    expect(naan).toMatchObject({ defaultRateBasisPoints: 2000, rateBasisPoints: null });
    expect(rates.dishes.length).toBe(menu.length);

    const kheer = dishByName(menu, "Plain Naan");
    expect(
      (await as(owner, "PUT", `/api/admin/vat/rates/dishes/${kheer.id}`, { rateBasisPoints: 500 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await as(owner, "PUT", "/api/admin/vat/rates/dishes/999999", { rateBasisPoints: 0 })).statusCode,
    ).toBe(404);
    expect(
      (await as(waiter, "PUT", `/api/admin/vat/rates/dishes/${kheer.id}`, { rateBasisPoints: 0 })).statusCode,
    ).toBe(403);
  });

  it("stores a mixed order's VAT per part at placement: sums to the total, per rate to the penny", async () => {
    const biryani = dishByName(menu, "Hyderabadi Chicken Dum Biryani");
    const naan = dishByName(menu, "Plain Naan");
    const raita = choiceId(biryani, "Add-ons", "Extra raita");
    // The owner rates the naan and the cold raita zero (say they are sold cold): an illustration.
    expect(
      (await as(owner, "PUT", `/api/admin/vat/rates/dishes/${naan.id}`, { rateBasisPoints: 0 })).statusCode,
    ).toBe(204);
    expect(
      (await as(owner, "PUT", `/api/admin/vat/rates/choices/${raita}`, { rateBasisPoints: 0 })).statusCode,
    ).toBe(204);

    const order = await placeOrder([
      { id: biryani.id, quantity: 2, options: [choiceId(biryani, "Spice level", "Hot"), raita] },
      { id: naan.id, quantity: 1 },
    ]);
    // (1695 + 150) × 2 + 295 = 3985, over £30: the seeded 10% comes off (398).
    expect(order.subtotalPence).toBe(3985);
    const discount = order.subtotalPence - order.totalPence;
    expect(discount).toBeGreaterThan(0);
    const lines = await linesOf(order.id);
    expect(sum(lines.map((l) => l.paidPence))).toBe(order.totalPence);
    expect(sum(lines.map((l) => l.discountPence))).toBe(discount);
    // Independently: the biryani's 3390 at 20% bears its share of the discount; raita 300 and naan 295 at 0%.
    const standard = lines.filter((l) => l.rateBasisPoints === 2000);
    expect(standard.map((l) => l.grossPence)).toEqual([3390]);
    const standardPaid = 3390 - Math.round((discount * 3390) / 3985);
    expect(sum(standard.map((l) => l.paidPence))).toBe(standardPaid);
    expect(sum(standard.map((l) => l.vatPence))).toBe(Math.round(standardPaid / 6));
    expect(lines.filter((l) => l.rateBasisPoints === 0).map((l) => [l.grossPence, l.vatPence])).toEqual([
      [300, 0],
      [295, 0],
    ]);

    // A later rate change does not move the stored order.
    await as(owner, "PUT", `/api/admin/vat/rates/dishes/${naan.id}`, { rateBasisPoints: null });
    expect(await linesOf(order.id)).toEqual(lines);

    // No receipt before the payment; once paid, the diner gets it with the order's secret.
    const unpaid = await as(waiter, "GET", `/api/admin/vat/receipts/${order.id}`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toMatch(/not been paid yet/);
    await t.db
      .update(onlineOrders)
      .set({ paymentStatus: "completed", paymentMethod: "test", paidAt: new Date("2026-11-24T12:00:00Z") })
      .where(eq(onlineOrders.id, order.id));
    const guest = await t.app.inject({
      method: "GET",
      url: `/api/orders/${order.id}/vat-receipt`,
      headers: { "x-order-token": order.accessToken },
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers["content-type"]).toBe("application/pdf");
    const stranger = await t.app.inject({ method: "GET", url: `/api/orders/${order.id}/vat-receipt` });
    expect(stranger.statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: "GET",
      url: `/api/orders/${order.id}/vat-receipt`,
      headers: { "x-order-token": "not-the-secret" },
    });
    expect(wrong.statusCode).toBe(404);

    // The receipt: the VAT number, the VAT per rate as stored, the total.
    const receipt = await buildVatReceipt(t.db, order.id);
    expect(receipt.details).toContain("VAT number GB123456789");
    expect(receipt.vatTable.map((r) => r.rate)).toEqual(["VAT 20%", "VAT 0%"]);
    expect(receipt.vatTable[0]?.vat).toBe(`£${(Math.round(standardPaid / 6) / 100).toFixed(2)}`);
    const text = pdfText(await renderVatDocumentPdf(receipt, { compress: false }));
    expect(text).toContain("VAT number GB123456789");
    expect(text).toContain("VAT 20%");
    expect(text).toContain("VAT 0%");
    expect(text).toContain("Total VAT");
    expect(receipt.tip).toBeNull();

    // A tip (decision 0051) is its own line, outside the VAT table and the total.
    await t.db.update(onlineOrders).set({ tipPence: 250 }).where(eq(onlineOrders.id, order.id));
    const tipped = await buildVatReceipt(t.db, order.id);
    expect(tipped.tip?.amount).toBe("£2.50");
    expect(tipped.vatTable).toEqual(receipt.vatTable);
    expect(tipped.total).toEqual(receipt.total);
    expect(pdfText(await renderVatDocumentPdf(tipped, { compress: false }))).toContain("Tip for the staff");

    const res = await as(waiter, "GET", `/api/admin/vat/receipts/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await as(waiter, "GET", "/api/admin/vat/receipts/999999")).statusCode).toBe(404);
  });
});

/** The words of an uncompressed pdfkit PDF: its hex strings (WinAnsi) joined per text operator. */
function pdfText(pdf: Buffer): string {
  const content = pdf.toString("latin1");
  const ops = content.match(/\[(?:<[0-9a-f]+>\s*-?[\d.]*\s*)+\]\s*TJ/g) ?? [];
  return ops
    .map((op) =>
      (op.match(/<([0-9a-f]+)>/g) ?? [])
        .map((h) => Buffer.from(h.slice(1, -1), "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}
