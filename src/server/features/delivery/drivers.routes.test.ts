import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COULD_NOT_DELIVER_REASON_MESSAGE } from "@shared/delivery/drivers.schema";
import { onlineOrders, users } from "../../db/schema";
import { signInNewStaff } from "../../testing/admin-session";
import { placeDeliveryOrder, setUpDelivery } from "../../testing/delivery-orders";
import { injectAs } from "../../testing/inject-as";
import { buildFileTestApp, type FileTestApp } from "../../testing/set-up-test-app";

// Tuesday 24 November 2026, 12:00 London.
const NOW = "2026-11-24T12:00:00Z";
const TODAY = "2026-11-24";

let t: FileTestApp;
let dishId: number;
let ana: string;
let ben: string;
let clerk: string;
let anaId: number;
let benId: number;

function placeDelivery(time: string, phone: string, payOnDelivery = true) {
  return placeDeliveryOrder(t, { dishId, date: TODAY, time, phone, payOnDelivery });
}

beforeAll(async () => {
  t = await buildFileTestApp({ now: NOW, signedIn: true });
  dishId = await setUpDelivery(t.db);
  ana = await signInNewStaff(t.app, t.cookie, { username: "ana-driver", password: "correct horse 1" });
  ben = await signInNewStaff(t.app, t.cookie, { username: "ben-driver", password: "correct horse 2" });
  clerk = await signInNewStaff(t.app, t.cookie, { username: "clerk", password: "correct horse 3" });
  const rows = await t.db.select().from(users);
  anaId = rows.find((u) => u.username === "ana-driver")?.id ?? 0;
  benId = rows.find((u) => u.username === "ben-driver")?.id ?? 0;
});
afterAll(() => t.close());

describe("drivers", () => {
  it("the owner gives staff accounts the driver role; staff cannot", async () => {
    expect(
      (await injectAs(t.app, clerk, "PUT", `/api/admin/delivery/drivers/${anaId}`, { isDriver: true }))
        .statusCode,
    ).toBe(403);
    const res = await t.signedIn("PUT", `/api/admin/delivery/drivers/${anaId}`, { isDriver: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: anaId, username: "ana-driver" });
    expect(
      (await t.signedIn("PUT", `/api/admin/delivery/drivers/${benId}`, { isDriver: true })).statusCode,
    ).toBe(200);
    expect(
      (await t.signedIn("PUT", "/api/admin/delivery/drivers/999999", { isDriver: true })).statusCode,
    ).toBe(404);
    expect(
      (await t.signedIn("PUT", `/api/admin/delivery/drivers/${anaId}`, { isDriver: "yes" })).statusCode,
    ).toBe(400);
    const list = await injectAs(t.app, clerk, "GET", "/api/admin/delivery/drivers");
    expect(list.json().map((d: { username: string }) => d.username)).toEqual(["ana-driver", "ben-driver"]);
  });

  it("staff assign a driver in one tap; a driver sees only their own, in collection-time order", async () => {
    const late = await placeDelivery("14:00", "07700 900001");
    const early = await placeDelivery("13:00", "07700 900002", false);
    const bens = await placeDelivery("13:30", "07700 900003");
    for (const [order, driver] of [
      [late, anaId],
      [early, anaId],
      [bens, benId],
    ] as const) {
      const res = await injectAs(t.app, clerk, "PUT", `/api/admin/delivery/orders/${order.id}/driver`, {
        driverId: driver,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().delivery).toMatchObject({ driverId: driver, zoneName: "Town" });
    }
    // Not a driver, no such order, a collection order, bad body.
    const clerkId = (await t.db.select().from(users).where(eq(users.username, "clerk")))[0]?.id;
    expect(
      (
        await injectAs(t.app, clerk, "PUT", `/api/admin/delivery/orders/${late.id}/driver`, {
          driverId: clerkId,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await injectAs(t.app, clerk, "PUT", "/api/admin/delivery/orders/999999/driver", { driverId: anaId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await injectAs(t.app, clerk, "PUT", `/api/admin/delivery/orders/${late.id}/driver`, { driverId: "x" }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: `/api/admin/delivery/orders/${late.id}/driver`,
          payload: { driverId: anaId },
        })
      ).statusCode,
    ).toBe(401);

    // The diner tipped £1.50 at checkout: the driver takes it with the cash (issue 40 meets 35).
    await t.db.update(onlineOrders).set({ tipPence: 150 }).where(eq(onlineOrders.id, late.id));
    const mine = await injectAs(t.app, ana, "GET", "/api/admin/delivery/mine");
    expect(mine.statusCode, mine.body).toBe(200);
    const body = mine.json();
    expect(body.date).toBe(TODAY);
    expect(body.deliveries.map((d: { orderNumber: string }) => d.orderNumber)).toEqual([
      early.orderNumber,
      late.orderNumber,
    ]);
    expect(body.deliveries[1]).toMatchObject({
      address: "12 Abington Street\nNorthampton",
      postcode: "NN3 2AB",
      phoneLink: "tel:07700900001",
      mapLink:
        "https://www.google.com/maps/search/?api=1&query=12%20Abington%20Street%2C%20Northampton%2C%20NN3%202AB",
      notes: "Side door",
      amountToCollectPence: late.totalPence + 150,
      tipPence: 150,
      status: null,
    });
    expect(body.deliveries[0].amountToCollectPence).toBe(0);
    // Staff who are not drivers have no driver's screen.
    expect((await injectAs(t.app, clerk, "GET", "/api/admin/delivery/mine")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/delivery/mine" })).statusCode).toBe(401);

    // Ben cannot touch Ana's delivery.
    expect(
      (await injectAs(t.app, ben, "PUT", `/api/admin/delivery/mine/${late.id}`, { status: "out" }))
        .statusCode,
    ).toBe(404);
    // Bad input.
    expect(
      (await injectAs(t.app, ana, "PUT", `/api/admin/delivery/mine/${late.id}`, { status: "lost" }))
        .statusCode,
    ).toBe(400);
    const noReason = await injectAs(t.app, ana, "PUT", `/api/admin/delivery/mine/${late.id}`, {
      status: "failed",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(COULD_NOT_DELIVER_REASON_MESSAGE);

    // One tap each: out, then delivered (the cash is taken at the door).
    const out = await injectAs(t.app, ana, "PUT", `/api/admin/delivery/mine/${late.id}`, { status: "out" });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().status).toBe("out");
    const live = await t.app.inject({ method: "GET", url: `/api/orders/${late.orderNumber}` });
    expect(live.json().delivery.statusWords).toBe("Out for delivery");
    const done = await injectAs(t.app, ana, "PUT", `/api/admin/delivery/mine/${late.id}`, {
      status: "delivered",
    });
    expect(done.json()).toMatchObject({ status: "delivered", amountToCollectPence: 0 });
    const [row] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, late.id));
    expect(row).toMatchObject({
      paymentStatus: "completed",
      paymentMethod: "cash",
      orderStatus: "collected",
    });
    const after = await t.app.inject({ method: "GET", url: `/api/orders/${late.orderNumber}` });
    expect(after.json().delivery.statusWords).toBe("Delivered");

    const failed = await injectAs(t.app, ana, "PUT", `/api/admin/delivery/mine/${early.id}`, {
      status: "failed",
      reason: "Nobody home",
    });
    expect(failed.json()).toMatchObject({ status: "failed", failureReason: "Nobody home" });

    // The money: Ana's doorstep cash is in the cash-up's online cash and named as hers; Today agrees.
    const sales = await t.signedIn("GET", `/api/admin/cash-ups/online-sales?date=${TODAY}`);
    expect(sales.statusCode, sales.body).toBe(200);
    const money = sales.json();
    expect(money.delivery).toMatchObject({
      deliveries: 1,
      deliveryFeesPence: 250,
      cashCollectedPence: late.totalPence,
      drivers: [
        { driverId: anaId, username: "ana-driver", deliveries: 1, cashCollectedPence: late.totalPence },
      ],
    });
    expect(money.onlineCounterCashSalesPence).toBe(late.totalPence);
    const today = await t.signedIn("GET", "/api/admin/reports/today");
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().delivery).toEqual(money.delivery);
  });
});
