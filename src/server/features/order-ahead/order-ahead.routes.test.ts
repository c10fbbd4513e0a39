import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  collectionSlotBookings,
  menuItems,
  onlineOrders,
  orderAheadSettings,
  restaurantSettings,
} from "../../db/schema";
import { firstDish as firstDishOnSale, MONDAY, NOW, SATURDAY, TODAY } from "../../testing/order-ahead-week";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ now: NOW, signedIn: true });

const firstDish = () => firstDishOnSale(t.db);

async function order(collectionDate: string, collectionTime = "19:00") {
  const dish = await firstDish();
  return t.app.inject({
    method: "POST",
    url: "/api/orders",
    payload: {
      customerName: "Aisha Khan",
      customerPhone: "07700 900123",
      collectionDate,
      collectionTime,
      items: [{ id: dish.id, quantity: 1 }],
    },
  });
}

beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(onlineOrders);
  await t.db.delete(collectionSlotBookings);
  await t.db.delete(orderAheadSettings);
  await t.db.update(restaurantSettings).set({ minOrderPence: 0, orderingPausedUntil: null });
});

const allow = (daysAhead: number) =>
  t.signedIn("PUT", "/api/admin/order-ahead/settings", {
    daysAhead,
    printMinutesBefore: 45,
    cancelCutoffMinutes: 120,
  });

describe("order ahead off (the spec's rule)", () => {
  it("offers today only and refuses tomorrow with the spec's message", async () => {
    const days = await t.app.inject({ method: "GET", url: "/api/order-ahead/days" });
    expect(days.json().days.map((d: { label: string }) => d.label)).toEqual(["Today - Thursday 3 December"]);
    const res = await order("2026-12-04");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Collection Date: orders can only be collected today (Today - Thursday 3 December).",
    );
  });
});

describe("order ahead on", () => {
  it("the owner's setting is read back; days are labelled and closed days left out with why", async () => {
    expect((await allow(6)).statusCode).toBe(200);
    expect((await t.signedIn("GET", "/api/admin/order-ahead/settings")).json()).toMatchObject({
      daysAhead: 6,
    });
    const days = (await t.app.inject({ method: "GET", url: "/api/order-ahead/days" })).json();
    expect(days.days.map((d: { label: string }) => d.label)).toContain("Saturday 5 December");
    expect(days.days.map((d: { date: string }) => d.date)).not.toContain(MONDAY);
    expect(days.notOffered).toContainEqual(
      expect.objectContaining({ date: MONDAY, label: "Monday 7 December", unavailableReason: "Closed" }),
    );
  });

  it("takes Saturday's order, priced without today's flash sale", async () => {
    await allow(6);
    const today = await order(TODAY, "19:00");
    expect(today.statusCode, today.body).toBe(201);
    expect(today.json().discountPence).toBeGreaterThan(0);
    const saturday = await order(SATURDAY, "19:00");
    expect(saturday.statusCode, saturday.body).toBe(201);
    expect(saturday.json()).toMatchObject({
      collectionDate: SATURDAY,
      collectionTime: "19:00",
      discountPence: 0,
    });
  });

  it("the quote for Saturday is priced for Saturday", async () => {
    await allow(6);
    const dish = await firstDish();
    const quote = (day: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/orders/quote",
        payload: { items: [{ id: dish.id, quantity: 1 }], collectionDate: day, collectionTime: "19:00" },
      });
    expect((await quote(TODAY)).json().discountPence).toBeGreaterThan(0);
    expect((await quote(SATURDAY)).json().discountPence).toBe(0);
  });

  it("a dish sold out today is on again for Saturday's order; one switched off is not", async () => {
    await allow(6);
    const dish = await firstDish();
    // "Sold out today" on the board keeps the dish off until tomorrow (London).
    await t.db.update(menuItems).set({ soldOutUntil: "2026-12-04" }).where(eq(menuItems.id, dish.id));
    try {
      const today = await order(TODAY, "19:00");
      expect(today.statusCode, today.body).toBe(409);
      expect(today.json().message).toBe(`${dish.name} is sold out. Please remove it from your cart.`);
      const saturday = await order(SATURDAY, "19:00");
      expect(saturday.statusCode, saturday.body).toBe(201);
      expect(saturday.json().items).toEqual([expect.objectContaining({ name: dish.name, quantity: 1 })]);

      await t.db
        .update(menuItems)
        .set({ soldOutUntil: null, isAvailable: false })
        .where(eq(menuItems.id, dish.id));
      const off = await t.app.inject({
        method: "POST",
        url: "/api/orders/quote",
        payload: { items: [{ id: dish.id, quantity: 1 }], collectionDate: SATURDAY, collectionTime: "19:00" },
      });
      expect(off.statusCode, off.body).toBe(409);
    } finally {
      await t.db
        .update(menuItems)
        .set({ soldOutUntil: null, isAvailable: true })
        .where(eq(menuItems.id, dish.id));
    }
  });

  it("refuses a closed day, a day past the setting and a time outside that day's slots", async () => {
    await allow(6);
    const closed = await order(MONDAY);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(
      "Collection Date: Monday 7 December is not available for collection (Closed). Please choose another day.",
    );
    const far = await order("2026-12-12");
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe("Collection Date: orders can be placed up to 6 days ahead.");
    const early = await order(SATURDAY, "09:00");
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      "Collection Time: 09:00 is not available for collection on Saturday 5 December. Please choose another time.",
    );
  });

  it("a later day's slot holds the kitchen's capacity like today's", async () => {
    await allow(6);
    await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 1 });
    try {
      expect((await order(SATURDAY, "19:30")).statusCode).toBe(201);
      expect((await order(SATURDAY, "19:30")).statusCode).toBe(409);
      const days = (await t.app.inject({ method: "GET", url: "/api/order-ahead/days" })).json();
      const saturday = days.days.find((d: { date: string }) => d.date === SATURDAY);
      expect(saturday.slots.map((s: { time: string }) => s.time)).not.toContain("19:30");
    } finally {
      await t.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 10 });
    }
  });
});

describe("the quote's day", () => {
  it("a day or time that is not one is priced now, never a server error", async () => {
    const dish = await firstDish();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders/quote",
      payload: { items: [{ id: dish.id, quantity: 1 }], collectionDate: "zzzz", collectionTime: "99:99" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().discountPence).toBeGreaterThan(0);
  });
});
