import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CateringPricedLine } from "@shared/catering/catering.schema";
import { cateringOrders, menuItems, orderAheadSettings, outbox, restaurantSettings } from "../../db/schema";
import { runScheduledJob } from "../../lib/scheduled-jobs";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { type FakeEscPosPrinter, startFakeEscPosPrinter } from "../../testing/fake-escpos-printer";
import { injectAs, injectForOrder } from "../../testing/inject-as";
import { firstDish, NOW, SATURDAY } from "../../testing/order-ahead-week";
import { readOrder } from "../../testing/stored-order";
import { createPreOrderTicketsJob, preOrderTicketKey } from "./pre-order-tickets.job";

// Saturday's order collects at 19:00.
const FAST_OUTBOX = { retry: { firstMs: 50, maxMs: 300 }, pollMs: 100, leaseMarginMs: 1_000 };

let t: TestApp;
let printer: FakeEscPosPrinter;
let cookie: string;

beforeAll(async () => {
  printer = await startFakeEscPosPrinter();
  t = await buildTestApp({
    now: NOW,
    env: { KITCHEN_PRINTER: printer.address },
    backgroundWork: { outbox: FAST_OUTBOX, printerWatch: { everyMs: 200 } },
  });
  await t.db.update(restaurantSettings).set({ minOrderPence: 0 });
  await t.db
    .insert(orderAheadSettings)
    .values({ id: 1, daysAhead: 6, printMinutesBefore: 45, cancelCutoffMinutes: 120 });
  cookie = await signInTestAdmin(t.app, t.db);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await printer?.close();
});

describe("the kitchen sees what is coming", () => {
  it("lists Saturday's order in coming up, counts its dishes, and prints it 45 minutes before", async () => {
    const dishes = await t.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.isAvailable, true))
      .orderBy(menuItems.id);
    const [a, b] = dishes;
    if (!a || !b) throw new Error("no seeded dishes");
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        customerName: "Aisha Khan",
        customerPhone: "07700 900123",
        collectionDate: SATURDAY,
        collectionTime: "19:00",
        items: [
          { id: a.id, quantity: 2 },
          { id: b.id, quantity: 1 },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();

    // Printed when placed, marked PRE-ORDER.
    const [first] = await printer.waitForJobs(1);
    expect(first?.lines.join("\n")).toContain("** PRE-ORDER **");

    // Not on today's board; in coming up, by date with counts.
    const board = await injectAs(t.app, cookie, "GET", "/api/admin/orders");
    expect(JSON.stringify(board.json())).not.toContain(order.orderNumber);
    const comingUp = (await injectAs(t.app, cookie, "GET", "/api/admin/order-ahead/coming-up")).json();
    expect(comingUp.days).toEqual([
      expect.objectContaining({ date: SATURDAY, label: "Saturday 5 December", orderCount: 1, itemCount: 3 }),
    ]);
    expect(comingUp.days[0].orders[0]).toMatchObject({
      orderNumber: order.orderNumber,
      collectionTime: "19:00",
    });

    const prep = (
      await injectAs(t.app, cookie, "GET", `/api/admin/order-ahead/prep-list?date=${SATURDAY}`)
    ).json();
    expect(prep).toMatchObject({ date: SATURDAY, orderCount: 1 });
    expect(prep.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: a.name, quantity: 2 }),
        expect.objectContaining({ name: b.name, quantity: 1 }),
      ]),
    );

    // The job, on the test clock: nothing at 18:14, the ticket at 18:15, once.
    const job = createPreOrderTicketsJob(t.app.deps);
    const run = async (at: string) => {
      const result = await runScheduledJob(t.db, job, new Date(at));
      return result.ran ? result.result.queued : null;
    };
    expect(await run("2026-12-05T18:14:00Z")).toEqual([]);
    expect(await run("2026-12-05T18:15:00Z")).toEqual([order.id]);
    expect(await run("2026-12-05T18:16:00Z")).toEqual([]);
    const jobs = await printer.waitForJobs(2);
    const second = jobs[1]?.lines.join("\n") ?? "";
    expect(second).toContain("** PRE-ORDER **");
    expect(second).not.toContain("REPRINT");
    expect(second).toContain(`#${order.orderNumber}`);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, preOrderTicketKey(order.id)));
    expect(rows).toHaveLength(1);
  });
});

/** A catering order as the server stores it, straight into the table (the pricing is not under test). */
async function insertCatering(values: {
  status: "requested" | "confirmed" | "declined";
  eventDate: string;
  eventTime: string;
  guests: number;
  lines: { name: string; pricing: "per_head" | "tray"; quantity: number; unitPricePence: number }[];
  paidPence?: number;
  companyName?: string;
}) {
  const lines: CateringPricedLine[] = values.lines.map((l, i) => ({
    itemId: i + 1,
    name: l.name,
    pricing: l.pricing,
    unitPricePence: l.unitPricePence,
    quantity: l.quantity,
    serves: l.pricing === "tray" ? 12 : null,
    linePence: l.unitPricePence * l.quantity,
    vatRateBasisPoints: 2000,
  }));
  const totalPence = lines.reduce((n, l) => n + l.linePence, 0);
  const [row] = await t.db
    .insert(cateringOrders)
    .values({
      status: values.status,
      eventDate: values.eventDate,
      eventTime: values.eventTime,
      guests: values.guests,
      fulfilment: "collection",
      contactName: "Jo Patel",
      email: "ops@acme.example",
      phone: "01604 123456",
      companyName: values.companyName ?? "",
      lines,
      subtotalPence: totalPence,
      totalPence,
      vatByRate: [],
      depositPercent: 25,
      depositPence: Math.ceil(totalPence / 4),
      paidPence: values.paidPence ?? 0,
      createdAt: new Date(NOW),
    })
    .returning({ id: cateringOrders.id });
  if (!row) throw new Error("no catering order");
  return row.id;
}

describe("catering orders in coming up and the prep list", () => {
  it("lists Saturday's catering orders as their own channel; the prep list counts the confirmed one only", async () => {
    const confirmed = await insertCatering({
      status: "confirmed",
      eventDate: SATURDAY,
      eventTime: "12:30",
      guests: 40,
      companyName: "Acme Ltd",
      paidPence: 13600,
      lines: [
        { name: "Office lunch", pricing: "per_head", quantity: 40, unitPricePence: 1600 },
        { name: "Samosa platter", pricing: "tray", quantity: 2, unitPricePence: 2400 },
      ],
    });
    const requested = await insertCatering({
      status: "requested",
      eventDate: SATURDAY,
      eventTime: "13:00",
      guests: 30,
      lines: [{ name: "Vegetarian lunch", pricing: "per_head", quantity: 30, unitPricePence: 1400 }],
    });
    // Neither a declined one nor today's (Thursday's) is coming up.
    const twentyLunches = [
      { name: "Office lunch", pricing: "per_head" as const, quantity: 20, unitPricePence: 1600 },
    ];
    for (const [status, eventDate] of [
      ["declined", SATURDAY],
      ["confirmed", "2026-12-03"],
    ] as const) {
      await insertCatering({ status, eventDate, eventTime: "18:00", guests: 20, lines: twentyLunches });
    }

    const comingUp = (await injectAs(t.app, cookie, "GET", "/api/admin/order-ahead/coming-up")).json();
    expect(comingUp.days).toHaveLength(1);
    const [saturday] = comingUp.days;
    // The online order above (3 dishes) and the two catering orders (42 and 30 portions and trays).
    expect(saturday).toMatchObject({
      date: SATURDAY,
      orderCount: 3,
      itemCount: 75,
      cateringCount: 2,
      cateringGuests: 70,
    });
    expect(
      saturday.orders.map((o: { channel: string; collectionTime: string }) => [o.channel, o.collectionTime]),
    ).toEqual([
      ["catering", "12:30"],
      ["catering", "13:00"],
      ["online", "19:00"],
    ]);
    expect(saturday.orders[0]).toEqual({
      id: confirmed,
      channel: "catering",
      orderNumber: `CAT-${String(confirmed).padStart(4, "0")}`,
      collectionTime: "12:30",
      customerName: "Jo Patel (Acme Ltd)",
      itemCount: 42,
      totalPence: 68800,
      paymentStatus: "part_paid",
      orderStatus: "confirmed",
      guests: 40,
    });
    expect(saturday.orders[1]).toMatchObject({
      id: requested,
      customerName: "Jo Patel",
      orderStatus: "requested",
      paymentStatus: "pending",
      guests: 30,
    });
    expect(saturday.orders[2]).toMatchObject({ channel: "online", guests: null });

    const prep = (
      await injectAs(t.app, cookie, "GET", `/api/admin/order-ahead/prep-list?date=${SATURDAY}`)
    ).json();
    expect(prep).toMatchObject({ date: SATURDAY, orderCount: 2, cateringCount: 1 });
    expect(prep.lines).toEqual(
      expect.arrayContaining([
        { name: "Office lunch (per head)", quantity: 40, choices: [] },
        { name: "Samosa platter (tray)", quantity: 2, choices: [] },
      ]),
    );
    expect(JSON.stringify(prep.lines)).not.toContain("Vegetarian lunch");
  });
});

describe("a diner moves a pre-order", () => {
  it("the kitchen gets it again marked CHANGED, and its timed ticket before the new time", async () => {
    const dish = await firstDish(t.db);
    const printedBefore = printer.jobs.length;
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      remoteAddress: "10.9.9.9",
      payload: {
        customerName: "Omar Farooq",
        customerPhone: "07700 900456",
        collectionDate: SATURDAY,
        collectionTime: "19:00",
        items: [{ id: dish.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    await printer.waitForJobs(printedBefore + 1);
    await vi.waitFor(async () => expect((await readOrder(t.db, order.id)).printedAt).not.toBeNull());

    // Its timed ticket at the old time has been queued already.
    const job = createPreOrderTicketsJob(t.app.deps);
    const run = async (at: string) => {
      const result = await runScheduledJob(t.db, job, new Date(at));
      return result.ran ? result.result.queued : null;
    };
    expect(await run("2026-12-05T18:15:00Z")).toContain(order.id);
    await printer.waitForJobs(printedBefore + 2);

    const moved = await injectForOrder(t.app, order, "POST", `/api/order-ahead/orders/${order.id}/change`, {
      collectionDate: SATURDAY,
      collectionTime: "19:30",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const jobs = await printer.waitForJobs(printedBefore + 3);
    const changed = jobs[printedBefore + 2]?.lines.join("\n") ?? "";
    expect(changed).toContain("** CHANGED **");
    expect(changed).toContain("was Saturday 5 December 19:00");
    expect(changed).toContain(`#${order.orderNumber}`);

    // Printed again the set 45 minutes before 19:30, not before.
    expect(await run("2026-12-05T18:44:00Z")).not.toContain(order.id);
    expect(await run("2026-12-05T18:45:00Z")).toEqual([order.id]);
    expect(await run("2026-12-05T18:46:00Z")).toEqual([]);
    const timed = (await printer.waitForJobs(printedBefore + 4))[printedBefore + 3]?.lines.join("\n") ?? "";
    expect(timed).toContain("** PRE-ORDER **");
    expect(timed).toContain("19:30");
  });
});
