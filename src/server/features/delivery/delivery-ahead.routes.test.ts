/**
 * Delivery on a later day (issue 39 item 1 meets issue 35): with order ahead on, a delivery for
 * Saturday is judged by Saturday's delivery hours, a pause for tonight does not stop it, and a
 * day without delivery is refused in the diner's words.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { deliverySettings } from "../../db/schema";
import { placeDeliveryOrder, setUpDelivery } from "../../testing/delivery-orders";
import { setUpTestApp } from "../../testing/set-up-test-app";

// Thursday 3 December 2026, 10:00 London.
const NOW = "2026-12-03T10:00:00Z";
const t = setUpTestApp({ now: NOW, signedIn: true });
let dishId = 0;

/** Delivery on Fridays and Saturdays only, 17:00 to 22:00. */
const WEEKEND_EVENINGS = [
  null,
  null,
  null,
  null,
  null,
  { start: "17:00", end: "22:00" },
  { start: "17:00", end: "22:00" },
];

beforeEach(async () => {
  t.clock.set(NOW);
});

describe("a delivery for a later day", () => {
  it("follows that day's delivery hours, not today's, and the day's pause", async () => {
    dishId = await setUpDelivery(t.db);
    const set = await t.signedIn("PUT", "/api/admin/order-ahead/settings", {
      daysAhead: 7,
      printMinutesBefore: 45,
      cancelCutoffMinutes: 120,
    });
    expect(set.statusCode, set.body).toBe(200);
    // Today (Thursday) has no delivery; delivery is paused until tonight's midnight too.
    await t.db
      .update(deliverySettings)
      .set({ hours: WEEKEND_EVENINGS, pausedUntil: new Date("2026-12-04T00:00:00Z") });

    const today = await t.app.inject({
      method: "GET",
      url: "/api/delivery/check?postcode=NN3%202AB&basketPence=2000",
    });
    expect(today.json()).toMatchObject({ delivers: false });
    const saturday = await t.app.inject({
      method: "GET",
      url: "/api/delivery/check?postcode=NN3%202AB&basketPence=2000&collectionDate=2026-12-05",
    });
    expect(saturday.json()).toMatchObject({ delivers: true, latestTime: "22:00" });
    const placed = await placeDeliveryOrder(t, { dishId, date: "2026-12-05", time: "18:30" });
    expect(placed.delivery.feePence).toBeGreaterThanOrEqual(0);

    // Outside Saturday's hours, and on a day with no delivery at all.
    const late = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        customerName: "Aisha Khan",
        customerPhone: "07700 900123",
        collectionDate: "2026-12-05",
        collectionTime: "13:00",
        items: [{ id: dishId, quantity: 4 }],
        delivery: { address: "12 Abington Street", postcode: "NN3 2AB" },
      },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain("outside our delivery hours that day (17:00-22:00)");
    const monday = await t.app.inject({
      method: "GET",
      url: "/api/delivery/check?postcode=NN3%202AB&basketPence=2000&collectionDate=2026-12-07",
    });
    expect(monday.json()).toMatchObject({
      delivers: false,
      message: "Sorry, we don't deliver on that day - collection is available",
    });
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/delivery/check?postcode=NN3%202AB&collectionDate=2026-02-30",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("is stopped by a pause that lasts until then", async () => {
    await t.db.update(deliverySettings).set({ pausedUntil: new Date("2026-12-06T00:00:00Z") });
    const saturday = await t.app.inject({
      method: "GET",
      url: "/api/delivery/check?postcode=NN3%202AB&basketPence=2000&collectionDate=2026-12-05",
    });
    expect(saturday.json()).toMatchObject({
      delivers: false,
      message: "Sorry, we're not delivering right now - collection is available",
    });
  });
});
