import { describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { expectCachedUntil } from "@server/testing/public-cache-expiry";
import { specialHours } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { queriesDuring } from "../../testing/count-queries";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp();

describe("hours read calls", () => {
  it("GET /api/operating-hours lists seven days with Monday closed", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/operating-hours" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(7);
    expect(data.find((d: { dayOfWeek: number }) => d.dayOfWeek === 1).isClosed).toBe(true);
    expect(data.find((d: { dayOfWeek: number }) => d.dayOfWeek === 5)).toMatchObject({
      openTime: "11:00",
      closeTime: "23:00",
    });
  });

  it("GET /api/time-periods has Tuesday to Thursday's two shifts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/time-periods" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const tuesday = body.data.filter((p: { dayOfWeek: number }) => p.dayOfWeek === 2);
    expect(
      tuesday.map((p: { openTime: string; closeTime: string }) => `${p.openTime}-${p.closeTime}`),
    ).toEqual(["11:00-15:00", "17:00-23:00"]);
  });

  it("GET /api/special-hours starts empty", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/special-hours" });
    expect(res.json()).toEqual({ data: [] });
  });

  it("GET /api/restaurant-status follows the clock in London time", async () => {
    // Tuesday 24 Nov 2026 12:00 GMT: lunch shift.
    t.clock.set("2026-11-24T12:00:00Z");
    let status = (await t.app.inject({ method: "GET", url: "/api/restaurant-status" })).json().data;
    expect(status).toMatchObject({ isOpen: true, nextCloseTime: "15:00" });

    // 16:00: between the shifts.
    t.clock.set("2026-11-24T16:00:00Z");
    status = (await t.app.inject({ method: "GET", url: "/api/restaurant-status" })).json().data;
    expect(status).toMatchObject({ isOpen: false, nextOpenTime: "17:00" });

    // Monday 23 Nov: closed all day, opens Tuesday.
    t.clock.set("2026-11-23T12:00:00Z");
    status = (await t.app.inject({ method: "GET", url: "/api/restaurant-status" })).json().data;
    expect(status).toMatchObject({ isOpen: false, nextOpenTime: "Tomorrow 11:00" });
  });

  it("special hours override the weekly hours", async () => {
    await t.db.insert(specialHours).values({ date: "2026-11-27", isClosed: true, reason: "Staff training" });
    t.clock.set("2026-11-27T13:00:00Z");
    const status = (await t.app.inject({ method: "GET", url: "/api/restaurant-status" })).json().data;
    expect(status.isOpen).toBe(false);
  });
});

describe("GET /api/restaurant-status: kept in memory until a shift opens or closes", () => {
  const getStatus = () => t.app.inject({ method: "GET", url: "/api/restaurant-status" });

  it("runs no database query when warm, and changes when the lunch shift ends", async () => {
    t.clock.set("2026-11-24T12:00:00Z");
    const first = await getStatus();
    expect(first.json().data).toMatchObject({ isOpen: true, message: "Open now until 15:00" });
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(await queriesDuring(t.database, getStatus)).toBe(0);
    await expectCachedUntil(t, "/api/restaurant-status", "2026-11-24T15:00:00Z");
    expect((await getStatus()).json().data).toMatchObject({
      isOpen: false,
      message: "Closed now - opens today at 17:00",
    });
  });

  it("shows staff closing today on the next read", async () => {
    const cookie = await signInTestAdmin(t.app, t.db);
    t.clock.set("2026-11-24T12:00:00Z");
    const tuesday = { openTime: "11:00", closeTime: "23:00", isOrderingEnabled: true, lastOrderTime: null };
    expect((await getStatus()).json().data.isOpen).toBe(true);
    const closed = await injectAs(t.app, cookie, "PUT", "/api/operating-hours/2", {
      ...tuesday,
      isClosed: true,
    });
    expect(closed.statusCode).toBe(200);
    expect((await getStatus()).json().data).toMatchObject({ isOpen: false, nextOpenTime: "Tomorrow 11:00" });
    await injectAs(t.app, cookie, "PUT", "/api/operating-hours/2", { ...tuesday, isClosed: false });
    expect((await getStatus()).json().data.isOpen).toBe(true);
  });
});
