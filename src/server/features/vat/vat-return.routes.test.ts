/**
 * The quarter's VAT return (issue 40): orders, refunds and purchase receipts seeded across a quarter
 * and its edges; the nine boxes must equal sums computed here independently, on the accrual and the
 * cash basis, each box's rows exported as CSV with purchases to check first.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { choiceId, dishByName } from "@server/testing/menu-lookup";
import type { MenuItem } from "@shared/menu/menu.schema";
import { onlineOrders, orderRefunds, orderVatLines } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";
import { parseCsv } from "../../testing/parse-csv";
import { insertReceipts, receipt } from "../../testing/purchase-receipts";

let t: TestApp;
let owner: string;
let menu: MenuItem[];

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** VAT in a 20% VAT-inclusive amount, half up, written out again here rather than imported. */
const sixth = (gross: number) => Math.floor((gross + 3) / 6);

interface Seeded {
  id: number;
  totalPence: number;
  vat: number;
}

let placed = 0;
async function seedOrder(items: unknown[], paidAt: string | null, collectionDate: string): Promise<Seeded> {
  const n = placed++;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    remoteAddress: `10.8.0.${n + 1}`,
    payload: {
      customerName: "Asha Patel",
      customerPhone: `07700 9002${String(n).padStart(2, "0")}`,
      collectionDate: "2026-11-24",
      collectionTime: "19:00",
      items,
      totalAmount: "£0.00",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.db
    .update(onlineOrders)
    .set({
      collectionDate,
      ...(paidAt ? { paidAt: new Date(paidAt), paymentStatus: "completed", paymentMethod: "card" } : {}),
    })
    .where(eq(onlineOrders.orderNumber, res.json().orderNumber))
    .returning();
  if (!row) throw new Error("not stored");
  // Independently: the VAT of each rate's paid amount as the stored lines hold it.
  const lines = await t.db.select().from(orderVatLines).where(eq(orderVatLines.orderId, row.id));
  const standardPaid = sum(lines.filter((l) => l.rateBasisPoints === 2000).map((l) => l.paidPence));
  expect(sum(lines.map((l) => l.paidPence))).toBe(row.totalPence);
  return { id: row.id, totalPence: row.totalPence, vat: sixth(standardPaid) };
}

const refund = (orderId: number, amountPence: number, at: string) =>
  t.db.insert(orderRefunds).values({ orderId, amountPence, provider: "stripe", createdAt: new Date(at) });

const get = (url: string) => injectAs(t.app, owner, "GET", url);

let a: Seeded;
let b: Seeded;
let c: Seeded;
let e: Seeded;
const bRefund = 1000;

beforeAll(async () => {
  t = await buildTestApp({ now: "2026-11-24T12:00:00Z" });
  owner = await signInTestAdmin(t.app, t.db);
  await withoutFlashSaleOrMinimum(t.db);
  menu = (await t.app.inject({ method: "GET", url: "/api/menu" })).json();
  // Stagger 3: the quarter ending November runs from 1 September to 30 November 2026.
  const reg = await injectAs(t.app, owner, "PUT", "/api/admin/vat/registration", {
    registered: true,
    vatNumber: "GB123456789",
    stagger: 3,
    basis: "accrual",
  });
  expect(reg.statusCode).toBe(200);
  const naan = dishByName(menu, "Plain Naan");
  const dish = dishByName(menu, "Hyderabadi Chicken Dum Biryani");
  const biryani = { id: dish.id, options: [choiceId(dish, "Spice level", "Mild")] };
  await injectAs(t.app, owner, "PUT", `/api/admin/vat/rates/dishes/${naan.id}`, { rateBasisPoints: 0 });

  // A: mixed rates, paid in October. B: paid in November, £10 refunded in November.
  a = await seedOrder(
    [
      { ...biryani, quantity: 2 },
      { id: naan.id, quantity: 3 },
    ],
    "2026-10-05T18:00:00Z",
    "2026-10-05",
  );
  b = await seedOrder([{ ...biryani, quantity: 1 }], "2026-11-10T18:00:00Z", "2026-11-10");
  await refund(b.id, bRefund, "2026-11-12T10:00:00Z");
  // C: paid in August (last quarter), refunded in full on 3 September (this quarter).
  c = await seedOrder([{ ...biryani, quantity: 1 }], "2026-08-20T18:00:00Z", "2026-08-20");
  await refund(c.id, c.totalPence, "2026-09-03T10:00:00Z");
  // D: never paid. E: collected on 31 August, paid on 1 September (the bases differ).
  await seedOrder([{ ...biryani, quantity: 1 }], null, "2026-10-10");
  e = await seedOrder([{ ...biryani, quantity: 1 }], "2026-09-01T10:00:00Z", "2026-08-31");

  await insertReceipts(t.db, [
    receipt("Booker", "2026-09-15", 12_000, 2_000, "food", "card"),
    receipt("Brakes", "2026-11-30", 6_000, 1_000, "food", "card"),
    { ...receipt("Corner shop", "2026-10-01", 1_550, 0, "food", "cash"), vatAmountPence: null },
    receipt("Booker", "2026-08-31", 9_999, 1_666, "food", "card"), // last quarter
    receipt("Misread", "2026-10-20", 1_200, 900, "other", "card"), // VAT more than 20% allows
  ]);
});
afterAll(() => t.close());

describe("the quarter's VAT return", () => {
  it("boxes equal the sums computed independently (accrual basis)", async () => {
    const res = await get("/api/admin/vat/return?quarter=2026-11");
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ from: "2026-09-01", to: "2026-11-30", basis: "accrual", stagger: 3 });
    // B's £10 refund of a single-rate order: its share of B's VAT, half up.
    const bRefundVat = Math.floor((2 * b.vat * bRefund + b.totalPence) / (2 * b.totalPence));
    const box1 = a.vat + b.vat - bRefundVat - c.vat;
    const salesNet =
      a.totalPence - a.vat + (b.totalPence - b.vat) - (bRefund - bRefundVat) - (c.totalPence - c.vat);
    const box4 = 2_000 + 1_000 + 900; // the unknown VAT reclaims nothing
    const purchasesNet = 12_000 - 2_000 + (6_000 - 1_000) + 1_550 + (1_200 - 900);
    expect(r.boxes).toEqual({
      box1,
      box2: 0,
      box3: box1,
      box4,
      box5: Math.abs(box1 - box4),
      direction: box1 > box4 ? "to-pay" : "to-reclaim",
      box6: Math.trunc(salesNet / 100),
      box7: Math.trunc(purchasesNet / 100),
      box8: 0,
      box9: 0,
    });
    // Purchases to check come first: the unknown VAT and the misread.
    expect(r.rows.slice(0, 2).map((x: { description: string }) => x.description.split(",")[0])).toEqual([
      "Corner shop",
      "Misread",
    ]);
    expect(r.checkCount).toBe(2);
  });

  it("on the cash basis E counts (paid in the quarter); on accrual it did not (supplied before)", async () => {
    await injectAs(t.app, owner, "PUT", "/api/admin/vat/registration", {
      registered: true,
      vatNumber: "GB123456789",
      stagger: 3,
      basis: "cash",
    });
    const accrualBox1 = a.vat + b.vat - c.vat;
    const r = (await get("/api/admin/vat/return?quarter=2026-11")).json();
    expect(r.basis).toBe("cash");
    const bRefundVat = Math.floor((2 * b.vat * bRefund + b.totalPence) / (2 * b.totalPence));
    expect(r.boxes.box1).toBe(accrualBox1 - bRefundVat + e.vat);
  });

  it("each box's CSV lists the rows behind it, adding up to the box", async () => {
    const r = (await get("/api/admin/vat/return?quarter=2026-11")).json();
    const csv = await get("/api/admin/vat/return.csv?quarter=2026-11&box=1");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain("vat-return-2026-11-box-1.csv");
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ""));
    expect(header).toEqual([
      "Kind",
      "Reference",
      "Date",
      "Description",
      "Gross",
      "VAT",
      "Net",
      "Boxes",
      "Check",
    ]);
    const pence = (s: string | undefined) => Math.round(Number(s) * 100);
    expect(sum(rows.map((x) => pence(x[5])))).toBe(r.boxes.box1);
    expect(new Set(rows.map((x) => x[0]))).toEqual(new Set(["sale", "refund"]));
    const four = parseCsv(
      (await get("/api/admin/vat/return.csv?quarter=2026-11&box=4")).body.replace(/^\uFEFF/, ""),
    );
    expect(four.slice(1).map((x) => x[0])).toEqual(["purchase", "purchase", "purchase", "purchase"]);
    expect(four[1]?.[8]).toMatch(/VAT not known/);
    expect(sum(four.slice(1).map((x) => pence(x[5])))).toBe(r.boxes.box4);
  });

  it("refuses a month that ends no quarter of the stagger, and a malformed one", async () => {
    expect((await get("/api/admin/vat/return?quarter=2026-12")).statusCode).toBe(400);
    expect((await get("/api/admin/vat/return?quarter=November")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/vat/return" })).statusCode).toBe(401);
  });
});
