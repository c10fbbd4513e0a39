import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailRecipientCounts, reservations, restaurantSettings, specialHours } from "../../db/schema";
import { runScheduledJob } from "../../lib/scheduled-jobs";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, clearSentMail, sentMail, type TestApp } from "../../testing/build-test-app";
import { withRateLimitedApp } from "../../testing/rate-limited-app";
import { expectRateLimitedAfter } from "../../testing/repeated-requests";
import { createReservationRemindersJob } from "./reservations.service";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({
    env: { RESTAURANT_EMAIL: "kitchen@example.test", PUBLIC_URL: "https://hh.example" },
  });
  cookie = await signInTestAdmin(t.app, t.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(reservations);
  // Each test books for the same guest: her booking mails are capped per hour (lib/mail-caps.ts).
  await t.db.delete(mailRecipientCounts);
  await t.db.delete(specialHours);
  await t.db.update(restaurantSettings).set({
    reservationCoversPerSlot: 30,
    reservationHorizonDays: 60,
    reservationMaxOnlineParty: 6,
    reservationAutoConfirm: false,
    reservationCancelCutoffHours: 2,
  });
  await clearSentMail(t);
  // Tuesday 24 November 2026, 12:00 in London.
  t.clock.set("2026-11-24T12:00:00Z");
});

// Friday 27 November 2026: open 11:00–23:00.
const valid = {
  name: "Asha Patel",
  phone: "07700 900123",
  email: "asha@example.test",
  date: "2026-11-27",
  time: "19:30",
  guests: 4,
  notes: "Window table please",
};

const book = (payload: object) => t.app.inject({ method: "POST", url: "/api/reservations", payload });
const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

async function storedCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(reservations);
  return row?.n ?? 0;
}

function linkToken(text: string | undefined): string {
  const match = /https:\/\/hh\.example\/reservation\/([A-Za-z0-9_-]+)/.exec(text ?? "");
  if (!match?.[1]) throw new Error(`no booking link in: ${text}`);
  return match[1];
}

describe("GET /api/reservations/calendar and /availability", () => {
  it("gives the booking window with closed Mondays, and open times with covers left", async () => {
    const calendar = (await t.app.inject({ method: "GET", url: "/api/reservations/calendar" })).json();
    expect(calendar).toMatchObject({ firstDate: "2026-11-24", lastDate: "2027-01-23", maxOnlineParty: 6 });
    expect(calendar.unavailableDates).toContain("2026-11-30");
    expect(calendar.unavailableDates).not.toContain("2026-11-27");

    await book({ ...valid, time: "19:00", guests: 6 });
    const friday = (
      await t.app.inject({ method: "GET", url: "/api/reservations/availability?date=2026-11-27" })
    ).json();
    // Friday's own hours, 11:00-23:00: every half hour from 11:00 to 22:30 (issue 33).
    expect(friday.times.map((s: { time: string }) => s.time)).toEqual(
      Array.from(
        { length: 24 },
        (_, i) => `${String(11 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
      ),
    );
    expect(friday.times.find((s: { time: string }) => s.time === "19:00")).toEqual({
      time: "19:00",
      remainingCovers: 24,
    });

    const today = (
      await t.app.inject({ method: "GET", url: "/api/reservations/availability?date=2026-11-24" })
    ).json();
    expect(today.times[0].time).toBe("12:30");
    const monday = (
      await t.app.inject({ method: "GET", url: "/api/reservations/availability?date=2026-11-30" })
    ).json();
    expect(monday.times).toEqual([]);
    const bad = await t.app.inject({ method: "GET", url: "/api/reservations/availability?date=30-11-2026" });
    expect(bad.statusCode).toBe(400);
  });

  it("leaves out a full time", async () => {
    await t.db.update(restaurantSettings).set({ reservationCoversPerSlot: 4 });
    await book(valid);
    const friday = (
      await t.app.inject({ method: "GET", url: "/api/reservations/availability?date=2026-11-27" })
    ).json();
    expect(friday.times.map((s: { time: string }) => s.time)).not.toContain("19:30");
  });
});

describe("POST /api/reservations", () => {
  it("stores a request (pending), tells the restaurant, and mails the guest a private link", async () => {
    const res = await book(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...valid, status: "pending" });
    expect((await sentMail(t)).map((m) => m.to)).toEqual(["kitchen@example.test", "asha@example.test"]);
    expect((await sentMail(t))[0]?.text).toContain("07700 900123");
    expect((await sentMail(t))[1]?.text).toContain("not confirmed yet");
    expect((await sentMail(t))[1]?.attachments).toBeUndefined();
    const manage = await t.app.inject({
      method: "GET",
      url: `/api/reservations/manage/${linkToken((await sentMail(t))[1]?.text)}`,
    });
    expect(manage.json()).toMatchObject({ name: "Asha Patel", status: "pending", canCancel: true });
  });

  it("confirms at once within capacity when staff turned auto-confirm on, with the calendar file", async () => {
    await t.db.update(restaurantSettings).set({ reservationAutoConfirm: true });
    const res = await book(valid);
    expect(res.json().status).toBe("confirmed");
    expect((await sentMail(t))[1]?.subject).toMatch(/confirmed/);
    expect((await sentMail(t))[1]?.attachments?.[0]?.filename).toBe("reservation.ics");
  });

  it("keeps '7+' (and any party above the online limit) a request even with auto-confirm", async () => {
    await t.db.update(restaurantSettings).set({ reservationAutoConfirm: true, reservationMaxOnlineParty: 4 });
    expect((await book({ ...valid, guests: 7 })).json()).toMatchObject({ guests: 7, status: "pending" });
    expect((await book({ ...valid, guests: 5 })).json().status).toBe("pending");
    expect((await book({ ...valid, guests: 4 })).json().status).toBe("confirmed");
  });

  const refusals: [string, object, number, RegExp][] = [
    [
      "a closed day (Monday 30 November)",
      { ...valid, date: "2026-11-30", time: "19:00", guests: 7 },
      400,
      /closed/,
    ],
    ["a past date", { ...valid, date: "2026-11-23" }, 400, /earlier than today/],
    ["a time already passed today", { ...valid, date: "2026-11-24", time: "12:00" }, 400, /passed/],
    ["a date beyond the horizon", { ...valid, date: "2027-01-24" }, 400, /60 days/],
  ];
  it.each(refusals)(
    "refuses %s with a clear message and stores nothing",
    async (_label, payload, status, message) => {
      const res = await book(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await storedCount()).toBe(0);
      expect(await sentMail(t)).toHaveLength(0);
    },
  );

  it("refuses a time outside special hours", async () => {
    await t.db.insert(specialHours).values({
      date: "2026-11-27",
      openTime: "18:00",
      closeTime: "21:00",
      isClosed: false,
      isOrderingEnabled: true,
      reason: "Private lunch",
    });
    const res = await book({ ...valid, time: "12:30" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not open for tables/);
    expect((await book({ ...valid, time: "19:00" })).statusCode).toBe(201);
  });

  it("refuses a full slot with 409 and a party larger than a slot holds with 400", async () => {
    await t.db.update(restaurantSettings).set({ reservationCoversPerSlot: 6 });
    expect((await book({ ...valid, guests: 4 })).statusCode).toBe(201);
    const full = await book({ ...valid, guests: 3 });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/fully booked/);
    expect((await book({ ...valid, guests: 2 })).statusCode).toBe(201);
    const tooMany = await book({ ...valid, time: "20:00", guests: 7 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 6 guests/);
    expect(await storedCount()).toBe(2);
  });

  it("frees covers when a booking is declined or cancelled", async () => {
    await t.db.update(restaurantSettings).set({ reservationCoversPerSlot: 4 });
    const first = (await book(valid)).json();
    expect((await book({ ...valid, guests: 1 })).statusCode).toBe(409);
    await admin("PUT", `/api/admin/reservations/${first.id}/status`, { status: "declined" });
    expect((await book({ ...valid, guests: 4 })).statusCode).toBe(201);
  });

  const bad: [string, Record<string, unknown>][] = [
    ["a malformed date", { ...valid, date: "27/11/2026" }],
    ["a missing name", { ...valid, name: "" }],
    ["a blank name", { ...valid, name: "   " }],
    ["a missing phone", { ...valid, phone: undefined }],
    ["a phone with letters", { ...valid, phone: "call me" }],
    ["a too-long phone", { ...valid, phone: "0".repeat(21) }],
    ["a too-long name", { ...valid, name: "x".repeat(101) }],
    ["a bad email", { ...valid, email: "not-an-email" }],
    ["a time off the half hour", { ...valid, time: "16:15" }],
    ["a time after the last seating", { ...valid, time: "23:00" }],
    ["a missing time", { ...valid, time: undefined }],
    ["zero guests", { ...valid, guests: 0 }],
    ["eight guests", { ...valid, guests: 8 }],
    ["fractional guests", { ...valid, guests: 2.5 }],
    ["too-long notes", { ...valid, notes: "x".repeat(1001) }],
  ];
  it.each(bad)("rejects %s with a 400 naming the problem and stores nothing", async (_label, payload) => {
    const res = await book(payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
    expect(await storedCount()).toBe(0);
    expect(await sentMail(t)).toHaveLength(0);
  });

  it("rate-limits a flood of bookings from one address", async () => {
    // Unseeded: the default hours (11:00-22:00 daily) and settings apply.
    await withRateLimitedApp({ seed: false }, async (limited) => {
      await expectRateLimitedAfter(
        limited.app,
        { method: "POST", url: "/api/reservations", payload: { ...valid, guests: 2 } },
        10,
        201,
      );
    });
  });
});

describe("staff routes /api/admin/reservations", () => {
  it("need a staff session", async () => {
    const calls = [
      { method: "GET" as const, url: "/api/admin/reservations?date=2026-11-27" },
      { method: "POST" as const, url: "/api/admin/reservations", payload: valid },
      { method: "PUT" as const, url: "/api/admin/reservations/1/status", payload: { status: "confirmed" } },
    ];
    for (const call of calls) expect((await t.app.inject(call)).statusCode).toBe(401);
  });

  it("show one day with covers per time against capacity", async () => {
    await book(valid);
    await book({ ...valid, name: "Ben", guests: 2 });
    await book({ ...valid, date: "2026-11-28" });
    const day = (await admin("GET", "/api/admin/reservations?date=2026-11-27")).json();
    expect(day.reservations.map((r: { name: string }) => r.name)).toEqual(["Asha Patel", "Ben"]);
    expect(day.slots.find((s: { time: string }) => s.time === "19:30")).toEqual({
      time: "19:30",
      covers: 6,
      capacity: 30,
    });
    expect((await admin("GET", "/api/admin/reservations")).statusCode).toBe(400);
  });

  it("confirm with a message (mailed with the .ics), then seated and completed", async () => {
    const { id } = (await book(valid)).json();
    await clearSentMail(t);
    const res = await admin("PUT", `/api/admin/reservations/${id}/status`, {
      status: "confirmed",
      message: "We kept the window table for you.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reservation: { status: "confirmed", staffMessage: "We kept the window table for you." },
      emailed: true,
    });
    expect((await sentMail(t))[0]?.text).toContain("We kept the window table for you.");
    expect((await sentMail(t))[0]?.attachments?.[0]?.content).toContain("DTSTART:20261127T193000Z");

    expect(
      (await admin("PUT", `/api/admin/reservations/${id}/status`, { status: "seated" })).json().reservation
        .status,
    ).toBe("seated");
    expect(
      (await admin("PUT", `/api/admin/reservations/${id}/status`, { status: "completed" })).json().reservation
        .status,
    ).toBe("completed");
    expect(await sentMail(t)).toHaveLength(1);
  });

  it("decline tells the guest staff's message; a guest without email is not mailed", async () => {
    const asha = (await book(valid)).json();
    const sam = (await book({ ...valid, name: "Sam", email: "" })).json();
    await clearSentMail(t);
    const declined = await admin("PUT", `/api/admin/reservations/${asha.id}/status`, {
      status: "declined",
      message: "We are closed for a private party.",
    });
    expect(declined.json()).toMatchObject({ reservation: { status: "declined" }, emailed: true });
    expect((await sentMail(t))[0]?.text).toContain("We are closed for a private party.");
    const noMail = await admin("PUT", `/api/admin/reservations/${sam.id}/status`, { status: "declined" });
    expect(noMail.json().emailed).toBe(false);
    expect(await sentMail(t)).toHaveLength(1);
  });

  it("refuse a change the rules do not allow, an unknown booking and a bad status", async () => {
    const { id } = (await book(valid)).json();
    const seatedTooSoon = await admin("PUT", `/api/admin/reservations/${id}/status`, { status: "seated" });
    expect(seatedTooSoon.statusCode).toBe(409);
    expect(seatedTooSoon.json().message).toMatch(/requested cannot be marked seated/);
    await admin("PUT", `/api/admin/reservations/${id}/status`, { status: "declined" });
    // A declined booking, an unknown one, a status staff cannot set and a malformed id.
    for (const [bookingId, status, expected] of [
      [id, "confirmed", 409],
      [99999, "confirmed", 404],
      [id, "pending", 400],
      ["abc", "confirmed", 400],
    ] as const) {
      const res = await admin("PUT", `/api/admin/reservations/${bookingId}/status`, { status });
      expect(res.statusCode, `${status} for booking ${bookingId}`).toBe(expected);
    }
  });

  it("cancel by staff mails the guest; no-show counts beside the diner's next booking", async () => {
    const first = (await book({ ...valid, date: "2026-11-25", time: "19:00" })).json();
    await admin("PUT", `/api/admin/reservations/${first.id}/status`, { status: "confirmed" });
    await admin("PUT", `/api/admin/reservations/${first.id}/status`, { status: "no_show" });
    const second = (
      await book({ ...valid, date: "2026-11-26", time: "19:00", email: "ASHA@example.test" })
    ).json();
    await admin("PUT", `/api/admin/reservations/${second.id}/status`, { status: "confirmed" });
    await admin("PUT", `/api/admin/reservations/${second.id}/status`, { status: "no_show" });
    // Same phone typed another way, no email.
    await book({ ...valid, email: "", phone: "+44 7700 900123" });
    await book({ ...valid, name: "Someone else", phone: "07700 111222", email: "other@example.test" });
    const day = (await admin("GET", "/api/admin/reservations?date=2026-11-27")).json();
    expect(day.reservations.map((r: { noShows: number }) => r.noShows)).toEqual([2, 0]);

    const third = (await book({ ...valid, date: "2026-11-28" })).json();
    await clearSentMail(t);
    const cancelled = await admin("PUT", `/api/admin/reservations/${third.id}/status`, {
      status: "cancelled",
    });
    expect(cancelled.json()).toMatchObject({
      reservation: { status: "cancelled", noShows: 2 },
      emailed: true,
    });
    expect((await sentMail(t))[0]?.subject).toMatch(/cancelled/);
  });

  it("take a phone booking (confirmed, any party size, capacity still applies) and refuse bad input", async () => {
    const res = await admin("POST", "/api/admin/reservations", { ...valid, guests: 12, email: "" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      reservation: { guests: 12, status: "confirmed", source: "phone" },
      emailed: false,
    });
    await t.db.update(restaurantSettings).set({ reservationCoversPerSlot: 14 });
    const full = await admin("POST", "/api/admin/reservations", { ...valid, guests: 3 });
    expect(full.statusCode).toBe(409);
    expect(
      (await admin("POST", "/api/admin/reservations", { ...valid, date: "2026-11-23" })).statusCode,
    ).toBe(400);
    expect((await admin("POST", "/api/admin/reservations", { ...valid, name: "" })).statusCode).toBe(400);
  });

  it("save the booking settings and refuse bad values", async () => {
    const saved = await admin("PUT", "/api/admin/settings", {
      reservationCoversPerSlot: 24,
      reservationHorizonDays: 30,
      reservationMaxOnlineParty: 5,
      reservationAutoConfirm: true,
      reservationCancelCutoffHours: 4,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      reservationCoversPerSlot: 24,
      reservationHorizonDays: 30,
      reservationAutoConfirm: true,
    });
    expect((await admin("PUT", "/api/admin/settings", { reservationCoversPerSlot: 0 })).statusCode).toBe(400);
    expect((await admin("PUT", "/api/admin/settings", { reservationMaxOnlineParty: 8 })).statusCode).toBe(
      400,
    );
    const calendar = (await t.app.inject({ method: "GET", url: "/api/reservations/calendar" })).json();
    expect(calendar).toMatchObject({ lastDate: "2026-12-24", maxOnlineParty: 5 });
  });
});

describe("the diner's private link", () => {
  async function bookAndGetToken(payload: object = valid): Promise<string> {
    await clearSentMail(t);
    await book(payload);
    return linkToken((await sentMail(t)).find((m) => m.to === "asha@example.test")?.text);
  }

  it("shows the booking and cancels it, telling the restaurant and the guest", async () => {
    const token = await bookAndGetToken();
    const cancel = await t.app.inject({ method: "POST", url: `/api/reservations/manage/${token}/cancel` });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: "cancelled", canCancel: false });
    expect((await sentMail(t)).slice(-2).map((m) => m.to)).toEqual([
      "kitchen@example.test",
      "asha@example.test",
    ]);
    const again = await t.app.inject({ method: "POST", url: `/api/reservations/manage/${token}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already cancelled/);
    const [row] = await t.db.select().from(reservations);
    expect(row?.status).toBe("cancelled");
  });

  it("every link the diner got keeps working, and only a hash is stored", async () => {
    const first = await bookAndGetToken();
    const [row] = await t.db.select().from(reservations);
    await admin("PUT", `/api/admin/reservations/${row?.id}/status`, { status: "confirmed" });
    const second = linkToken((await sentMail(t)).at(-1)?.text);
    expect(second).not.toBe(first);
    for (const token of [first, second]) {
      const res = await t.app.inject({ method: "GET", url: `/api/reservations/manage/${token}` });
      expect(res.json().status).toBe("confirmed");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const stored = JSON.stringify(await t.db.execute("select * from reservation_links"));
    expect(stored).not.toContain(first);
  });

  it("refuses cancelling after the cut-off", async () => {
    const token = await bookAndGetToken({ ...valid, date: "2026-11-24", time: "14:00" });
    t.clock.set("2026-11-24T12:30:00Z");
    const manage = (await t.app.inject({ method: "GET", url: `/api/reservations/manage/${token}` })).json();
    expect(manage.canCancel).toBe(false);
    const res = await t.app.inject({ method: "POST", url: `/api/reservations/manage/${token}/cancel` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/up to 2 hours before/);
  });

  it("answers 404 to an unknown token and 400 to a malformed one", async () => {
    const unknown = await t.app.inject({ method: "GET", url: `/api/reservations/manage/${"a".repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    expect((await t.app.inject({ method: "GET", url: "/api/reservations/manage/short" })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: "POST", url: `/api/reservations/manage/${"b".repeat(32)}/cancel` }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the day-before reminder job", () => {
  it("reminds confirmed diners of tomorrow once, from 10:00 London, whatever the number of runs", async () => {
    const confirmed = (await book(valid)).json();
    await admin("PUT", `/api/admin/reservations/${confirmed.id}/status`, { status: "confirmed" });
    await book({ ...valid, name: "Still pending", email: "pending@example.test" });
    const later = (await book({ ...valid, date: "2026-11-28", email: "saturday@example.test" })).json();
    await admin("PUT", `/api/admin/reservations/${later.id}/status`, { status: "confirmed" });
    await clearSentMail(t);
    const job = createReservationRemindersJob(t.app.deps);

    t.clock.set("2026-11-26T09:50:00Z");
    await runScheduledJob(t.db, job, t.clock.now());
    expect(await sentMail(t)).toHaveLength(0);

    t.clock.set("2026-11-26T10:10:00Z");
    const runs = await Promise.all([
      runScheduledJob(t.db, job, t.clock.now()),
      runScheduledJob(t.db, job, t.clock.now()),
    ]);
    await runScheduledJob(t.db, job, t.clock.now());
    expect(runs.some((r) => r.ran)).toBe(true);
    expect((await sentMail(t)).map((m) => m.to)).toEqual(["asha@example.test"]);
    expect((await sentMail(t))[0]?.subject).toMatch(/tomorrow at 19:30/);
    expect((await sentMail(t))[0]?.text).toContain("https://hh.example/reservation/");
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, confirmed.id));
    expect(row?.reminderSentAt?.toISOString()).toBe("2026-11-26T10:10:00.000Z");

    // A restart is a new job object on the same database: nothing is sent again.
    await runScheduledJob(t.db, createReservationRemindersJob(t.app.deps), t.clock.now());
    expect(await sentMail(t)).toHaveLength(1);
  });
});
