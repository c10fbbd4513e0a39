import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertTestOrder } from "../../testing/order-factory";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: t.cookie } });
const put = (url: string, payload: object) =>
  t.app.inject({ method: "PUT", url, headers: { cookie: t.cookie }, payload });

describe("GET /api/admin/stats", () => {
  it("counts orders, dishes, pending orders (received or preparing) and active offers", async () => {
    const before = (await get("/api/admin/stats")).json();
    await insertTestOrder(t.db, { orderStatus: "received" });
    await insertTestOrder(t.db, { orderStatus: "preparing" });
    await insertTestOrder(t.db, { orderStatus: "ready" });
    const after = (await get("/api/admin/stats")).json();
    expect(after.totalOrders).toBe(before.totalOrders + 3);
    expect(after.pendingOrders).toBe(before.pendingOrders + 2);
    expect(after.menuItems).toBe(76);
    expect(after.activeOffers).toBeGreaterThan(0);
  });
});

describe("settings", () => {
  it("shows the defaults and saves capacity, loyalty rate and the ordering pause", async () => {
    expect((await get("/api/admin/settings")).json()).toMatchObject({
      prepTimeMinutes: 30,
      minOrderPence: 1500,
      deliveryFeePence: 250,
      orderingPausedUntil: null,
    });
    const saved = await put("/api/admin/settings", {
      kitchenCapacityPerSlot: 6,
      loyaltyPointsPerPound: 2,
      pointsPerPoundRedeemed: 50,
      orderingPausedUntil: "2026-11-24T13:00:00.000Z",
    });
    expect(saved.json()).toMatchObject({
      kitchenCapacityPerSlot: 6,
      loyaltyPointsPerPound: 2,
      pointsPerPoundRedeemed: 50,
      orderingPausedUntil: "2026-11-24T13:00:00.000Z",
    });
    const resumed = await put("/api/admin/settings", { orderingPausedUntil: null });
    expect(resumed.json().orderingPausedUntil).toBeNull();
    const bad = await put("/api/admin/settings", { kitchenCapacityPerSlot: 0 });
    expect(bad.statusCode).toBe(400);
    expect((await get("/api/admin/settings")).json().kitchenCapacityPerSlot).toBe(6);
  });
});

describe("messages", () => {
  it("lists contact and catering messages and marks one read", async () => {
    await t.db.execute(sql`insert into contact_messages (first_name, last_name, email, subject, message)
      values ('Ali', 'Khan', 'ali@example.com', 'catering', 'Wedding for 200')`);
    const list = (await get("/api/admin/messages")).json() as { id: number; status: string }[];
    expect(list[0]).toMatchObject({ subject: "catering", status: "unread" });
    const read = await put(`/api/admin/messages/${list[0]?.id}/read`, {});
    expect(read.json().status).toBe("read");
  });
});
