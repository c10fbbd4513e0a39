/**
 * The busy night's switches in the staff scope (issue 22): a staff account, with no owner signed
 * in, pauses and resumes online ordering and sets the preparation time; diners see both and each
 * change is in the audit log with the staff member's name.
 */
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeAuditEntry } from "@shared/audit-log/audit-sentence";
import { auditLog } from "../../db/schema";
import { signInNewStaff } from "../../testing/admin-session";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

function staffCookie(): Promise<string> {
  return signInNewStaff(t.app, t.cookie, { username: "sara", password: "sara-secret-1" });
}

async function lastAuditSentence(): Promise<string> {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  if (!row) throw new Error("no audit row");
  return describeAuditEntry({ ...row, at: row.at.toISOString() });
}

const diner = async (url: string) => (await t.app.inject({ method: "GET", url })).json();

describe("/api/admin/service as staff", () => {
  it("pauses and resumes online ordering and moves the preparation time, audited, and diners see it", async () => {
    t.clock.set("2026-11-24T18:00:00Z");
    const cookie = await staffCookie();
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: "/api/admin/service", headers: { cookie }, payload });

    const start = await t.app.inject({ method: "GET", url: "/api/admin/service", headers: { cookie } });
    expect(start.json()).toEqual({ orderingPausedUntil: null, prepTimeMinutes: 30 });
    // The owner-only settings stay closed to staff.
    const settings = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie } });
    expect(settings.statusCode).toBe(403);

    const paused = await put({ orderingPausedUntil: "2026-11-24T18:30:00Z" });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().orderingPausedUntil).toBe("2026-11-24T18:30:00.000Z");
    expect(await lastAuditSentence()).toMatch(/^sara paused online ordering until .*18:30/);
    expect(await diner("/api/ordering-status")).toMatchObject({
      state: "paused",
      message: "Online ordering is paused until 18:30",
    });

    const resumed = await put({ orderingPausedUntil: null });
    expect(resumed.json().orderingPausedUntil).toBeNull();
    expect(await lastAuditSentence()).toBe("sara resumed online ordering");
    expect((await diner("/api/ordering-status")).state).toBe("open");

    // Busy: +15 minutes on the preparation time moves the earliest slot and what the diner is told.
    const before = (await diner("/api/collection-slots")).slots[0].time;
    const busy = await put({ prepTimeMinutes: 45 });
    expect(busy.json()).toEqual({ orderingPausedUntil: null, prepTimeMinutes: 45 });
    expect(await lastAuditSentence()).toBe("sara changed the preparation time from 30 to 45 minutes");
    expect((await diner("/api/ordering-status")).prepTimeMinutes).toBe(45);
    const after = (await diner("/api/collection-slots")).slots[0].time;
    expect(after > before).toBe(true);
    await put({ prepTimeMinutes: 30 });
  });

  it.each([
    [{}, "Choose a pause or a preparation time"],
    [{ prepTimeMinutes: 7 }, "Choose a preparation time of 15, 20, 30, 45 or 60 minutes"],
    [{ orderingPausedUntil: "tonight" }, "orderingPausedUntil"],
    [{ prepTimeMinutes: 45, minOrderPence: 0 }, "minOrderPence"],
  ])("answers 400 for %j", async (payload, message) => {
    const res = await t.signedIn("PUT", "/api/admin/service", payload);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/service",
      payload: { prepTimeMinutes: 45 },
    });
    expect(res.statusCode).toBe(401);
  });
});
