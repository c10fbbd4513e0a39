import { describe, expect, it } from "vitest";
import { expectCachedUntil } from "@server/testing/public-cache-expiry";
import { queriesDuring } from "../../testing/count-queries";
import { revalidate } from "../../testing/revalidate";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

const getStatus = async () => (await t.app.inject({ method: "GET", url: "/api/ordering-status" })).json();
const tuesday = { openTime: "11:00", closeTime: "23:00", isOrderingEnabled: true, lastOrderTime: null };
const putSettings = (payload: Record<string, unknown>) => t.signedIn("PUT", "/api/admin/settings", payload);
const setTuesdayClosed = (isClosed: boolean) =>
  t.signedIn("PUT", "/api/operating-hours/2", { ...tuesday, isClosed });

describe("GET /api/ordering-status: what the pages say before checkout", () => {
  it("is open on a Tuesday lunchtime, with the preparation time from the settings", async () => {
    t.clock.set("2026-11-24T12:00:00Z");
    expect(await getStatus()).toEqual({
      state: "open",
      message: null,
      nextOpening: null,
      pausedUntil: null,
      prepTimeMinutes: 30,
      lastCollectionTime: "22:30",
      // Issue 33: the earliest slot's real wait, and the last moment to order (22:30 less 30 minutes).
      firstCollectionTime: "12:30",
      orderBy: "2026-11-24T22:00:00.000Z",
    });
  });

  it("on a Friday at 19:01 names the 20:00 slot and the last order at 22:00 (a flash sale's countdown ends there)", async () => {
    t.clock.set("2026-11-27T19:01:00Z");
    expect(await getStatus()).toMatchObject({
      state: "open",
      firstCollectionTime: "20:00",
      orderBy: "2026-11-27T22:00:00.000Z",
    });
  });

  it("follows staff's change of preparation time, and so does the earliest slot", async () => {
    t.clock.set("2026-11-24T12:00:00Z");
    const res = await putSettings({ prepTimeMinutes: 45 });
    expect(res.statusCode).toBe(200);
    expect(await getStatus()).toMatchObject({ prepTimeMinutes: 45, firstCollectionTime: "13:00" });
    const slots = (await t.app.inject({ method: "GET", url: "/api/collection-slots" })).json();
    expect(slots.slots[0].time).toBe("13:00");
    const bad = await putSettings({ prepTimeMinutes: 7 });
    expect(bad.statusCode).toBe(400);
    await putSettings({ prepTimeMinutes: 30 });
  });

  it("is closed when staff close today, and names the next opening", async () => {
    t.clock.set("2026-11-24T12:00:00Z");
    const res = await setTuesdayClosed(true);
    expect(res.statusCode).toBe(200);
    const status = await getStatus();
    expect(status).toMatchObject({ state: "closed", message: "Closed now - we open Wednesday at 11:00" });
    // The server refuses by the same rule.
    const slots = (await t.app.inject({ method: "GET", url: "/api/collection-slots" })).json();
    expect(slots.slots).toEqual([]);
    await setTuesdayClosed(false);
    expect((await getStatus()).state).toBe("open");
  });

  it("is paused while staff pause online ordering, in London time", async () => {
    t.clock.set("2026-11-24T18:00:00Z");
    await putSettings({ orderingPausedUntil: "2026-11-24T19:30:00Z" });
    expect(await getStatus()).toMatchObject({
      state: "paused",
      message: "Online ordering is paused until 19:30",
      pausedUntil: "2026-11-24T19:30:00.000Z",
    });
    t.clock.set("2026-11-24T19:30:00Z");
    expect((await getStatus()).state).toBe("open");
  });
});

describe("GET /api/ordering-status: kept in memory until it changes", () => {
  const get = () => t.app.inject({ method: "GET", url: "/api/ordering-status" });

  it("runs no database query when warm, closing soon and closed a second past the slots' lead time", async () => {
    // The first slot moves on each half hour (a second past 20:30, 21:00...): from 20:30:01 it is 21:30.
    t.clock.set("2026-11-24T20:30:01Z");
    const resumed = await putSettings({ orderingPausedUntil: null });
    expect(resumed.statusCode).toBe(200);
    const first = await get();
    expect(first.json().state).toBe("open");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(await queriesDuring(t.database, get)).toBe(0);
    // Closing soon once only the last two slots (22:00, 22:30) are left: at 21:00:01.
    await expectCachedUntil(t, "/api/ordering-status", "2026-11-24T21:00:01Z");
    expect((await get()).json()).toMatchObject({
      state: "closing_soon",
      message: "Closing soon - the last collection time today is 22:30",
    });
    // Then only the first slot moves on (22:00, then 22:30 a second past 21:30).
    expect(t.app.publicCache.expiresAt("/api/ordering-status")).toBe(Date.parse("2026-11-24T21:30:01Z"));
    t.clock.set("2026-11-24T21:30:01Z");
    expect((await get()).json()).toMatchObject({ state: "closing_soon", firstCollectionTime: "22:30" });
    // The last slot, 22:30 (the shift closes at 23:00), needs the 30 minutes' preparation: it
    // goes at 22:00:01.
    expect(t.app.publicCache.expiresAt("/api/ordering-status")).toBe(Date.parse("2026-11-24T22:00:01Z"));
    t.clock.set("2026-11-24T22:00:01Z");
    expect((await get()).json()).toMatchObject({
      state: "closed",
      message: "No more collection times today - we open Wednesday at 11:00",
    });
  });

  it("shows staff pausing ordering on the next read, and the pause ending on time", async () => {
    t.clock.set("2026-11-24T12:00:00Z");
    const before = await get();
    expect(before.json().state).toBe("open");
    const paused = await putSettings({ orderingPausedUntil: "2026-11-24T12:45:00Z" });
    expect(paused.statusCode).toBe(200);
    const during = await revalidate(t.app, "/api/ordering-status", before.headers.etag);
    expect(during.statusCode).toBe(200);
    expect(during.json()).toMatchObject({
      state: "paused",
      message: "Online ordering is paused until 12:45",
    });
    t.clock.set("2026-11-24T12:44:59.999Z");
    expect(await queriesDuring(t.database, get)).toBe(0);
    t.clock.set("2026-11-24T12:45:00Z");
    expect((await get()).json().state).toBe("open");
  });
});

describe("GET /api/opening-hours/summary", () => {
  it("states the seeded week grouped, and staff's closures", async () => {
    t.clock.set("2026-11-24T12:00:00Z");
    let summary = (await t.app.inject({ method: "GET", url: "/api/opening-hours/summary" })).json();
    expect(summary).toEqual({
      weekly: [
        { days: "Monday", hours: "Closed" },
        { days: "Tuesday - Thursday", hours: "11:00 - 15:00, 17:00 - 23:00" },
        { days: "Friday - Sunday", hours: "11:00 - 23:00" },
      ],
      specialDays: [],
    });
    await t.signedIn("PUT", "/api/operating-hours/0", { ...tuesday, isClosed: true });
    await t.signedIn("POST", "/api/special-hours", {
      date: "2026-11-27",
      reason: "Staff training",
      isClosed: true,
    });
    summary = (await t.app.inject({ method: "GET", url: "/api/opening-hours/summary" })).json();
    expect(summary.weekly).toContainEqual({ days: "Friday - Saturday", hours: "11:00 - 23:00" });
    expect(summary.weekly).toContainEqual({ days: "Sunday", hours: "Closed" });
    expect(summary.specialDays).toEqual([{ date: "2026-11-27", reason: "Staff training", hours: "Closed" }]);
  });
});
