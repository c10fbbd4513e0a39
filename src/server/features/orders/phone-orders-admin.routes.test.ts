/**
 * POST /api/admin/orders: staff take an order by phone or at the counter (issue 22 item 6). It is
 * placed by the same service as a diner's, so it is priced, checked and booked the same way; it is
 * stored as a phone order, paid when staff took card or cash, audited, and it reaches the board and
 * the week's report like any other order.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { injectPublic } from "@server/testing/inject-as";
import { choiceId, dishByName } from "@server/testing/menu-lookup";
import type { MenuItem } from "@shared/menu/menu.schema";
import {
  collectionSlotBookings,
  menuItems,
  onlineOrders,
  orderRefunds,
  restaurantSettings,
} from "../../db/schema";
import { clearSentMail, sentMail } from "../../testing/build-test-app";
import { setUpTestApp } from "../../testing/set-up-test-app";
import { SLOT_FULL_MESSAGE } from "./orders.service";

const t = setUpTestApp({ signedIn: true });
const TODAY = "2026-11-24";
/** The Monday of the test clock's week (24 November 2026 is a Tuesday). */
const WEEK_START = "2026-11-23";

let menu: MenuItem[] = [];

beforeEach(async () => {
  await t.db.delete(orderRefunds);
  await t.db.delete(onlineOrders);
  await t.db.delete(collectionSlotBookings);
  await t.db.update(menuItems).set({ isAvailable: true, soldOutUntil: null });
  await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 10 });
  if (menu.length === 0) menu = (await t.app.inject({ method: "GET", url: "/api/menu" })).json();
  await clearSentMail(t);
});

const byName = (name: string) => dishByName(menu, name);

/** A biryani with hot spice and extra raita, and the family feast meal deal with its six dishes. */
function itemsWithOptionsAndDeal() {
  const biryani = byName("Hyderabadi Chicken Dum Biryani");
  const feast = byName("Family Feast 2+2+2");
  const biryaniPick = (name: string) => ({
    id: choiceId(feast, "Biryanis", name),
    options: [choiceId(byName(name), "Spice level", "Mild")],
  });
  return [
    {
      id: biryani.id,
      quantity: 2,
      options: [choiceId(biryani, "Spice level", "Hot"), choiceId(biryani, "Add-ons", "Extra raita")],
    },
    {
      id: feast.id,
      quantity: 1,
      options: [
        biryaniPick("Hyderabadi Chicken Dum Biryani"),
        biryaniPick("Paneer Biryani"),
        choiceId(feast, "Starters", "Chicken 65"),
        choiceId(feast, "Starters", "Onion Bhaji"),
        choiceId(feast, "Naans", "Garlic Naan"),
        choiceId(feast, "Naans", "Plain Naan"),
      ],
    },
  ];
}

function phoneOrder(overrides: Record<string, unknown> = {}) {
  return {
    customerName: "Ravi Patel",
    customerPhone: "07700 900456",
    collectionDate: TODAY,
    collectionTime: "13:00",
    items: itemsWithOptionsAndDeal(),
    paymentMethod: "at_collection",
    ...overrides,
  };
}

const postPhoneOrder = (body: unknown) => t.signedIn("POST", "/api/admin/orders", body);

describe("POST /api/admin/orders", () => {
  it("places an order with options and a meal deal, priced as the public route prices it", async () => {
    const res = await postPhoneOrder(phoneOrder({ specialInstructions: "NUT ALLERGY" }));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    const online = await injectPublic(t.app, "POST", "/api/orders", {
      ...phoneOrder(),
      paymentMethod: undefined,
      customerPhone: "07700 900999",
    });
    expect(online.statusCode).toBe(201);
    const diners = online.json();
    for (const field of ["subtotalPence", "discountPence", "totalPence", "promotions", "items"]) {
      expect(order[field], field).toEqual(diners[field]);
    }
    // 2 x (biryani 16.95 + raita 1.50) and the feast at its set price of 49.95.
    expect(order.subtotalPence).toBe(2 * (1695 + 150) + 4995);
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^HH-[A-Z2-9]{6}$/),
      channel: "phone",
      customerName: "Ravi Patel",
      customerEmail: null,
      paymentStatus: "pending",
      paymentMethod: null,
      orderStatus: "received",
      collectionTime: "13:00",
      specialInstructions: "NUT ALLERGY",
    });
    expect(order.items[0].options.map((o: { name: string }) => o.name)).toEqual(["Hot", "Extra raita"]);
    expect(diners.channel).toBe("online");
    // It takes its place in the slot like any order.
    const [booked] = await t.db.select().from(collectionSlotBookings);
    expect(booked).toMatchObject({ collectionTime: "13:00", ordersCount: 2 });
  });

  it("is audited in words, and sends the diner a confirmation only when an email was given", async () => {
    const without = await postPhoneOrder(phoneOrder());
    expect(without.statusCode).toBe(201);
    expect(await sentMail(t)).toEqual([]);

    const withEmail = await postPhoneOrder(
      phoneOrder({ customerEmail: "ravi@example.com", paymentMethod: "card_at_counter" }),
    );
    expect(withEmail.statusCode).toBe(201);
    const mail = await sentMail(t);
    expect(mail.map((m) => m.to)).toEqual(["ravi@example.com"]);
    expect(mail[0]?.subject).toContain(withEmail.json().orderNumber);

    const log = await t.signedIn("GET", "/api/admin/audit-log?group=phone-orders");
    expect(log.statusCode).toBe(200);
    const summaries = log.json().entries.map((e: { summary: string }) => e.summary);
    const total = (withEmail.json().totalPence / 100).toFixed(2);
    expect(summaries).toContain(
      `admin took phone order ${withEmail.json().orderNumber} (£${total}, paid by card at the counter)`,
    );
    expect(summaries).toContainEqual(
      expect.stringMatching(
        new RegExp(`^admin took phone order ${without.json().orderNumber} .*pay at collection\\)$`),
      ),
    );
  });

  it("marks an order paid in cash at the counter as paid, on the board and in the week's report", async () => {
    const res = await postPhoneOrder(phoneOrder({ paymentMethod: "cash_at_counter" }));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ paymentStatus: "completed", paymentMethod: "cash", channel: "phone" });
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
    expect(row?.paidAt?.toISOString()).toBe(t.clock.now().toISOString());

    const board = await t.signedIn("GET", "/api/admin/orders");
    expect(board.statusCode).toBe(200);
    expect(board.json().orders).toContainEqual(
      expect.objectContaining({ orderNumber: order.orderNumber, channel: "phone", paymentMethod: "cash" }),
    );

    const report = await t.signedIn("GET", `/api/admin/reports/weekly?weekStart=${WEEK_START}`);
    expect(report.statusCode).toBe(200);
    expect(report.json().sales.channelTotals).toMatchObject({ phoneCash: order.totalPence, online: 0 });
    expect(report.json().sales.totalRevenuePence).toBe(order.totalPence);
  });

  it("leaves an order to pay at collection out of the takings until it is paid", async () => {
    await postPhoneOrder(phoneOrder());
    const report = await t.signedIn("GET", `/api/admin/reports/weekly?weekStart=${WEEK_START}`);
    expect(report.json().sales.totalRevenuePence).toBe(0);
  });

  it("refunds an order paid at the counter by recording the money given back there", async () => {
    const order = (await postPhoneOrder(phoneOrder({ paymentMethod: "card_at_counter" }))).json();
    const res = await t.signedIn("POST", `/api/admin/orders/${order.id}/refund`, { reason: "Changed mind" });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({
      paymentStatus: "refunded",
      paymentMethod: "card",
      refundedPence: order.totalPence,
    });
  });

  it("refuses a full collection slot with the diner's message", async () => {
    await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 1 });
    expect((await postPhoneOrder(phoneOrder())).statusCode).toBe(201);
    const full = await postPhoneOrder(phoneOrder({ paymentMethod: "cash_at_counter" }));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: SLOT_FULL_MESSAGE });
    expect(await t.db.select().from(onlineOrders)).toHaveLength(1);
  });

  it("is not held by the caps on unpaid orders: staff can take many calls from the one tablet", async () => {
    await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 100 });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await postPhoneOrder(phoneOrder({ customerPhone: `07700 90010${i}` }))).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it.each([
    ["no payment method", { paymentMethod: undefined }, /Choose how the order is paid/],
    ["an unknown payment method", { paymentMethod: "cheque" }, /Choose how the order is paid/],
    ["no name", { customerName: "" }, /Missing Information - Full Name is required/],
    ["a bad phone number", { customerPhone: "call me" }, /Please enter a valid phone number/],
    ["no dishes", { items: [] }, /Your cart is empty/],
    ["a time that is not offered", { collectionTime: "03:00" }, /03:00 is not available for collection/],
  ])("answers 400 for %s", async (_what, overrides, message) => {
    const res = await postPhoneOrder(phoneOrder(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await t.db.select().from(onlineOrders)).toHaveLength(0);
  });

  it("answers 401 without a staff session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/orders", payload: phoneOrder() });
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(onlineOrders)).toHaveLength(0);
  });
});

describe("PUT /api/admin/orders/:id/payment", () => {
  const takePayment = (id: number, body: unknown) =>
    t.signedIn("PUT", `/api/admin/orders/${id}/payment`, body);

  it("marks an order to pay at collection paid in cash now: in today's takings, audited in words", async () => {
    const order = (await postPhoneOrder(phoneOrder())).json();
    const res = await takePayment(order.id, { method: "cash" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, paymentStatus: "completed", paymentMethod: "cash" });
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
    expect(row?.paidAt?.toISOString()).toBe(t.clock.now().toISOString());

    const report = await t.signedIn("GET", `/api/admin/reports/weekly?weekStart=${WEEK_START}`);
    expect(report.json().sales.channelTotals).toMatchObject({ phoneCash: order.totalPence, online: 0 });
    // Today's takings count it too, on a line of its own; the online order count does not.
    const today = (await t.signedIn("GET", "/api/admin/reports/today")).json().today;
    expect(today.channels).toEqual([
      { channel: "phoneCash", label: "Phone orders, cash at the counter", pence: order.totalPence },
    ]);
    expect(today).toMatchObject({ grossPence: order.totalPence, orders: 0 });

    const log = await t.signedIn("GET", "/api/admin/audit-log?group=phone-orders");
    const total = (order.totalPence / 100).toFixed(2);
    expect(log.json().entries[0].summary).toBe(
      `admin took £${total} in cash for phone order ${order.orderNumber}`,
    );
  });

  it("answers 409 for an order already paid and a cancelled one, changing nothing", async () => {
    const paid = (await postPhoneOrder(phoneOrder({ paymentMethod: "card_at_counter" }))).json();
    const again = await takePayment(paid.id, { method: "cash" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This order is already paid." });

    const toCancel = (await postPhoneOrder(phoneOrder({ customerPhone: "07700 900457" }))).json();
    await t.signedIn("PUT", `/api/admin/orders/${toCancel.id}/status`, { status: "cancelled" });
    const cancelled = await takePayment(toCancel.id, { method: "cash" });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ message: "This order is cancelled: there is nothing to pay." });

    const rows = await t.db.select().from(onlineOrders);
    expect(rows.find((r) => r.id === paid.id)?.paymentMethod).toBe("card");
    expect(rows.find((r) => r.id === toCancel.id)?.paymentStatus).toBe("pending");
  });

  it.each([
    ["no method", {}],
    ["an unknown method", { method: "cheque" }],
  ])("answers 400 for %s", async (_what, body) => {
    const order = (await postPhoneOrder(phoneOrder())).json();
    const res = await takePayment(order.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Choose card or cash/);
  });

  it("answers 404 for an unknown order and 401 without a staff session", async () => {
    expect((await takePayment(999_999, { method: "cash" })).statusCode).toBe(404);
    const order = (await postPhoneOrder(phoneOrder())).json();
    const res = await injectPublic(t.app, "PUT", `/api/admin/orders/${order.id}/payment`, { method: "cash" });
    expect(res.statusCode).toBe(401);
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
    expect(row?.paymentStatus).toBe("pending");
  });
});
