import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app";

// Tuesday 24 November 2026, 12:00 London.
const t = setUpTestApp({ signedIn: true });

describe("operating hours", () => {
  const monday = { openTime: "12:00", closeTime: "22:00", isClosed: false, isOrderingEnabled: true };

  it("updates a day", async () => {
    const res = await t.signedIn("PUT", "/api/operating-hours/1", { ...monday, lastOrderTime: "21:30" });
    expect(res.json()).toMatchObject({
      success: true,
      data: { dayOfWeek: 1, isClosed: false, lastOrderTime: "21:30" },
    });
  });

  it("refuses a time that is not HH:MM with the spec's message", async () => {
    const res = await t.signedIn("PUT", "/api/operating-hours/1", {
      ...monday,
      openTime: "9am",
      lastOrderTime: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Invalid Time Format: Please use HH:MM format (e.g., 09:30, 17:00)");
  });
});

describe("time periods", () => {
  it("adds a period whose last order time is its close, enabled and active; edits and deletes it", async () => {
    const added = await t.signedIn("POST", "/api/time-periods", {
      dayOfWeek: 3,
      periodName: "Late supper",
      openTime: "21:00",
      closeTime: "23:30",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      data: { lastOrderTime: "23:30", isOrderingEnabled: true, isActive: true },
    });
    const id = added.json().data.id;
    const edited = await t.signedIn("PUT", `/api/time-periods/${id}`, { isActive: false });
    expect(edited.json()).toMatchObject({
      success: true,
      message: "Time period updated",
      data: { isActive: false },
    });
    const deleted = await t.signedIn("DELETE", `/api/time-periods/${id}`);
    expect(deleted.json()).toEqual({ success: true, message: "Time period deleted" });
    expect((await t.signedIn("DELETE", `/api/time-periods/${id}`)).statusCode).toBe(404);
  });
});

describe("special hours", () => {
  it("closes tomorrow, and the status and schedule follow", async () => {
    const closed = { date: "2026-11-25", reason: "Staff holiday", isClosed: true };
    const res = await t.signedIn("POST", "/api/special-hours", closed);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ isClosed: true, openTime: null });
    const dup = await t.signedIn("POST", "/api/special-hours", { ...closed, reason: "Again" });
    expect(dup.statusCode).toBe(409);
    const del = await t.signedIn("DELETE", `/api/special-hours/${res.json().data.id}`);
    expect(del.statusCode).toBe(200);
  });

  it("needs a date and a reason, and a date today or later", async () => {
    const missing = await t.signedIn("POST", "/api/special-hours", { date: "2026-11-26", reason: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("Date and reason are required");
    const past = await t.signedIn("POST", "/api/special-hours", {
      date: "2026-11-23",
      reason: "Too late",
      isClosed: true,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("The date must be today or later");
  });

  it("evening special hours 17:00-21:00 with last order 20:30", async () => {
    const evening = { openTime: "17:00", closeTime: "21:00", lastOrderTime: "20:30" };
    const res = await t.signedIn("POST", "/api/special-hours", {
      date: "2026-11-27",
      reason: "Private event",
      ...evening,
    });
    expect(res.json().data).toMatchObject(evening);
  });
});
