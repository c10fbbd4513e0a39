import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems, orderAheadSettings, outbox, restaurantSettings } from "../../db/schema";
import { runScheduledJob } from "../../lib/scheduled-jobs";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { type FakeEscPosPrinter, startFakeEscPosPrinter } from "../../testing/fake-escpos-printer";
import { injectAs } from "../../testing/inject-as";
import { createPreOrderTicketsJob, preOrderTicketKey } from "./pre-order-tickets.job";

// Thursday 3 December 2026, 10:00 London (GMT); Saturday's order collects at 19:00.
const NOW = "2026-12-03T10:00:00Z";
const SATURDAY = "2026-12-05";
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
