import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { injectForOrder } from "@server/testing/inject-as";
import { readOrder } from "@server/testing/stored-order";
import {
  auditLog,
  collectionSlotBookings,
  offers,
  onlineOrders,
  orderAheadSettings,
  restaurantSettings,
} from "../../db/schema";
import { clearSentMail, sentMail } from "../../testing/build-test-app";
import { firstDish, MONDAY, NOW, SATURDAY, TODAY } from "../../testing/order-ahead-week";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ now: NOW });

let phones = 0;

/** A guest's pre-order for Saturday 19:00, placed through the checkout's own route. */
async function placePreOrder(collectionTime = "19:00", collectionDate = SATURDAY) {
  const dish = await firstDish(t.db);
  phones += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    remoteAddress: `10.0.0.${phones}`,
    payload: {
      customerName: "Aisha Khan",
      customerPhone: `07700 9001${String(phones).padStart(2, "0")}`,
      customerEmail: "aisha@example.com",
      collectionDate,
      collectionTime,
      items: [{ id: dish.id, quantity: 2 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    orderNumber: string;
    accessToken: string;
    subtotalPence: number;
    totalPence: number;
  };
}

const change = (order: { id: number; accessToken: string }, body: unknown) =>
  injectForOrder(t.app, order, "POST", `/api/order-ahead/orders/${order.id}/change`, body);

async function booked(date: string, time: string): Promise<number> {
  const [row] = await t.db
    .select()
    .from(collectionSlotBookings)
    .where(
      and(eq(collectionSlotBookings.collectionDate, date), eq(collectionSlotBookings.collectionTime, time)),
    );
  return row?.ordersCount ?? 0;
}

beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(onlineOrders);
  await t.db.delete(collectionSlotBookings);
  await t.db.delete(orderAheadSettings);
  await t.db
    .insert(orderAheadSettings)
    .values({ id: 1, daysAhead: 6, printMinutesBefore: 45, cancelCutoffMinutes: 120 });
  await t.db
    .update(restaurantSettings)
    .set({ minOrderPence: 0, orderingPausedUntil: null, kitchenCapacityPerSlot: 5 });
  await clearSentMail(t);
});

describe("a diner changes a pre-order's day or time", () => {
  it("moves it: the old slot freed, the new one booked, audited and mailed", async () => {
    const order = await placePreOrder();
    expect(await booked(SATURDAY, "19:00")).toBe(1);
    await clearSentMail(t);

    const res = await change(order, { collectionDate: SATURDAY, collectionTime: "19:30" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      collectionDate: SATURDAY,
      collectionTime: "19:30",
      totalPence: order.totalPence,
      orderStatus: "received",
    });
    expect(await booked(SATURDAY, "19:00")).toBe(0);
    expect(await booked(SATURDAY, "19:30")).toBe(1);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.kind, "order.pre-order-changed"));
    expect(entry).toMatchObject({
      username: "the diner",
      subject: order.orderNumber,
      summary: `the diner moved pre-order ${order.orderNumber} from Saturday 5 December at 19:00 to Saturday 5 December at 19:30`,
    });

    const mails = (await sentMail(t)).filter((m) => m.to === "aisha@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(
      `Order ${order.orderNumber} moved to Saturday 5 December 2026 at 19:30`,
    );
    expect(mails[0]?.text).toContain("It was for Saturday 5 December 2026, at 19:00.");
    expect(mails[0]?.text).toContain(`/order/${order.orderNumber}#pay=`);
  });

  it("to another day the owner allows", async () => {
    const order = await placePreOrder();
    const res = await change(order, { collectionDate: "2026-12-04", collectionTime: "19:00" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readOrder(t.db, order.id)).collectionDate).toBe("2026-12-04");
    expect(await booked("2026-12-04", "19:00")).toBe(1);
  });

  it("needs the order's own token: 404 otherwise, and nothing moves", async () => {
    const order = await placePreOrder();
    const res = await change(
      { id: order.id, accessToken: "wrong" },
      { collectionDate: SATURDAY, collectionTime: "19:30" },
    );
    expect(res.statusCode).toBe(404);
    expect((await readOrder(t.db, order.id)).collectionTime).toBe("19:00");
  });

  it("after the cut-off: refused, saying to call the restaurant's number", async () => {
    const order = await placePreOrder();
    t.clock.set("2026-12-05T17:01:00Z");
    const res = await change(order, { collectionDate: SATURDAY, collectionTime: "19:30" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "It is too late to change this order online. Please call us on 01234 567890.",
    );
    expect((await readOrder(t.db, order.id)).collectionTime).toBe("19:00");
  });

  it("a full slot is refused, and the order keeps its own", async () => {
    await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 1 });
    const order = await placePreOrder("19:00");
    await placePreOrder("19:30");
    const res = await change(order, { collectionDate: SATURDAY, collectionTime: "19:30" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Sorry, that collection time has just been fully booked. Please choose another time.",
    );
    expect(await booked(SATURDAY, "19:00")).toBe(1);
    expect(await booked(SATURDAY, "19:30")).toBe(1);
    expect((await readOrder(t.db, order.id)).collectionTime).toBe("19:00");
  });

  it("a closed day, a time that is not a slot and a day too far ahead are refused with why", async () => {
    const order = await placePreOrder();
    const closed = await change(order, { collectionDate: MONDAY, collectionTime: "19:00" });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(
      "Collection Date: Monday 7 December is not available for collection (Closed). Please choose another day.",
    );
    const notASlot = await change(order, { collectionDate: SATURDAY, collectionTime: "04:00" });
    expect(notASlot.statusCode).toBe(400);
    expect(notASlot.json().message).toBe(
      "Collection Time: 04:00 is not available for collection on Saturday 5 December. Please choose another time.",
    );
    const tooFar = await change(order, { collectionDate: "2026-12-20", collectionTime: "19:00" });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe("Collection Date: orders can be placed up to 6 days ahead.");
    expect(await booked(SATURDAY, "19:00")).toBe(1);
  });

  it("to today, today's rules and today's price: the flash sale would change it, so it is refused", async () => {
    const order = await placePreOrder();
    const res = await change(order, { collectionDate: TODAY, collectionTime: "19:00" });
    expect(res.statusCode).toBe(409);
    const discounted = Math.round(order.totalPence * 0.7);
    expect(res.json().message).toBe(
      `Today's offers differ from Saturday's: the order would cost £${(discounted / 100).toFixed(2)} instead of £${(order.totalPence / 100).toFixed(2)}. Cancel it and order again for that day.`,
    );
    expect((await readOrder(t.db, order.id)).collectionDate).toBe(SATURDAY);
    expect(await booked(TODAY, "19:00")).toBe(0);
  });

  it("priced at the new moment: Saturday's offer moves with it to 19:30, not to Friday", async () => {
    // A Saturday-only offer whose one use this order takes: its own use does not count against it.
    const [offer] = await t.db
      .insert(offers)
      .values({
        title: "Saturday supper 10% off",
        description: "Saturdays only",
        discountType: "percentage",
        discountValue: 10,
        daysOfWeek: [6],
        maxRedemptions: 1,
        validFrom: new Date("2026-12-01T00:00:00Z"),
        validTo: new Date("2026-12-31T00:00:00Z"),
      })
      .returning();
    try {
      const order = await placePreOrder();
      expect(order.totalPence).toBeLessThan(order.subtotalPence);
      const later = await change(order, { collectionDate: SATURDAY, collectionTime: "19:30" });
      expect(later.statusCode, later.body).toBe(200);
      const friday = await change(order, { collectionDate: "2026-12-04", collectionTime: "19:00" });
      expect(friday.statusCode).toBe(409);
      expect(friday.json().message).toBe(
        `Friday's offers differ from Saturday's: the order would cost £${(order.subtotalPence / 100).toFixed(2)} instead of £${(order.totalPence / 100).toFixed(2)}. Cancel it and order again for that day.`,
      );
    } finally {
      if (offer) await t.db.delete(offers).where(eq(offers.id, offer.id));
    }
  });

  it("bad input is a 400 naming the field", async () => {
    const order = await placePreOrder();
    const res = await change(order, { collectionDate: "Saturday", collectionTime: "7pm" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Collection Date: please choose a day/);
  });

  it("the same day and time is not a change; a cancelled order is not changed", async () => {
    const order = await placePreOrder();
    const same = await change(order, { collectionDate: SATURDAY, collectionTime: "19:00" });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe("This order is already for Saturday 5 December at 19:00.");
    await t.db.update(onlineOrders).set({ orderStatus: "cancelled" }).where(eq(onlineOrders.id, order.id));
    const cancelled = await change(order, { collectionDate: SATURDAY, collectionTime: "19:30" });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe("This order is cancelled.");
  });
});
