/**
 * Correctable records with a trail (issue 24): an owner edits an employee (rate, position, end
 * date), edits and deletes a time entry and deletes a purchase, each audited with before and
 * after; a rate below the National Living Wage (a setting) needs confirmBelowMinimumWage.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BELOW_MINIMUM_WAGE_CODE } from "@shared/employees/employee.schema";
import { auditLog, employeeTimeEntries } from "../../db/schema";
import { setUpTestApp } from "../../testing/set-up-test-app";

// Tuesday 24 November 2026, 12:00 London.
const t = setUpTestApp({ signedIn: true });

const inject = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.signedIn(method, url, payload);

const sara = {
  firstName: "Sara",
  lastName: "Ali",
  position: "waiter",
  hourlyRatePence: 1300,
  startDate: "2025-04-01",
};

async function auditOf(kind: string, entityId: number | string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, kind), eq(auditLog.entityId, String(entityId))));
}

describe("a rate below the National Living Wage", () => {
  it("is refused without the owner's confirmation, with the amounts in words", async () => {
    const res = await inject("POST", "/api/admin/employees", { ...sara, hourlyRatePence: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: BELOW_MINIMUM_WAGE_CODE,
      message:
        "£5.00 an hour is below the National Living Wage of £12.71 an hour. Confirm to save it anyway.",
    });
    const confirmed = await inject("POST", "/api/admin/employees", {
      ...sara,
      hourlyRatePence: 500,
      confirmBelowMinimumWage: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().hourlyRatePence).toBe(500);
  });

  it("follows the setting, and asks again only when the rate changes", async () => {
    const created = await inject("POST", "/api/admin/employees", { ...sara, firstName: "Ana" });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await inject("PUT", "/api/admin/settings", { nationalLivingWagePence: 1350 })).statusCode).toBe(
      200,
    );
    try {
      // Her position can change without a word about the rate she is already on.
      expect((await inject("PUT", `/api/admin/employees/${id}`, { position: "manager" })).statusCode).toBe(
        200,
      );
      const lower = await inject("PUT", `/api/admin/employees/${id}`, { hourlyRatePence: 1320 });
      expect(lower.statusCode).toBe(400);
      expect(lower.json().message).toContain("National Living Wage of £13.50");
      const ok = await inject("PUT", `/api/admin/employees/${id}`, {
        hourlyRatePence: 1320,
        confirmBelowMinimumWage: true,
      });
      expect(ok.statusCode).toBe(200);
      // A flag that is not `true` is bad input, not a confirmation.
      const bad = await inject("PUT", `/api/admin/employees/${id}`, {
        hourlyRatePence: 1310,
        confirmBelowMinimumWage: "yes",
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await inject("PUT", "/api/admin/settings", { nationalLivingWagePence: 1271 });
    }
  });
});

describe("corrections, each with its audit row", () => {
  it("an employee's rate, position and end date: a leaver leaves the active list and keeps their hours", async () => {
    const id = (await inject("POST", "/api/admin/employees", { ...sara, firstName: "Meena" })).json().id;
    const shift = await inject("POST", "/api/admin/time-entries", {
      employeeId: id,
      date: "2026-11-23",
      clockInTime: "17:00",
      clockOutTime: "23:00",
      breakDuration: 0,
    });
    expect(shift.statusCode).toBe(201);

    const res = await inject("PUT", `/api/admin/employees/${id}`, {
      hourlyRatePence: 1400,
      position: "manager",
      endDate: "2026-11-24",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hourlyRatePence: 1400,
      position: "manager",
      endDate: "2026-11-24",
      isActive: false,
    });

    const [audit] = await auditOf("employee.changed", id);
    expect(audit?.before).toMatchObject({
      hourlyRatePence: 1300,
      position: "waiter",
      endDate: null,
      isActive: true,
    });
    expect(audit?.after).toMatchObject({
      hourlyRatePence: 1400,
      position: "manager",
      endDate: "2026-11-24",
      isActive: false,
    });
    expect(audit?.summary).toContain("admin changed Meena Ali");

    // Her shift stays, and is paid at the new rate from this week on.
    const week = (await inject("GET", "/api/admin/time-entries?date=2026-11-23")).json();
    expect(week.entries.find((e: { employeeId: number }) => e.employeeId === id)).toMatchObject({
      hoursWorked: "6.00",
      totalPayPence: 8400,
    });
  });

  it("a time entry edited and then deleted: before and after in the log", async () => {
    const id = (await inject("POST", "/api/admin/employees", { ...sara, firstName: "Joe" })).json().id;
    const entry = (
      await inject("POST", "/api/admin/time-entries", {
        employeeId: id,
        date: "2026-11-24",
        clockInTime: "09:00",
        clockOutTime: "17:00",
        breakDuration: 30,
      })
    ).json();
    const edited = await inject("PUT", `/api/admin/time-entries/${entry.id}`, { clockOutTime: "15:00" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ hoursWorked: "5.50", totalPayPence: 7150 });
    const [changed] = await auditOf("time-entry.changed", entry.id);
    expect(changed?.before).toMatchObject({
      clockOutTime: "17:00",
      hoursWorked: "7.50",
      totalPayPence: 9750,
    });
    expect(changed?.after).toMatchObject({ clockOutTime: "15:00", hoursWorked: "5.50", totalPayPence: 7150 });

    const removed = await inject("DELETE", `/api/admin/time-entries/${entry.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(employeeTimeEntries).where(eq(employeeTimeEntries.id, entry.id))).toEqual(
      [],
    );
    const [deleted] = await auditOf("time-entry.removed", entry.id);
    expect(deleted?.before).toMatchObject({ clockOutTime: "15:00", totalPayPence: 7150 });
    expect(deleted?.after).toBeNull();
    expect((await inject("DELETE", `/api/admin/time-entries/${entry.id}`)).statusCode).toBe(404);
  });

  it("a wrong purchase deleted: the log keeps what it was", async () => {
    const created = await inject("POST", "/api/admin/purchases", {
      vendor: "Booker",
      date: "2026-11-23",
      totalAmountPence: 4599,
      vatAmountPence: 766,
      category: "food",
      paymentMethod: "card",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await inject("DELETE", `/api/admin/purchases/${id}`)).statusCode).toBe(200);
    const [audit] = await auditOf("purchase.removed", id);
    expect(audit?.before).toMatchObject({ vendor: "Booker", totalAmountPence: 4599, vatAmountPence: 766 });
    expect(audit?.after).toBeNull();
    expect((await inject("GET", `/api/admin/purchases/${id}`)).statusCode).toBe(404);
  });

  it("staff cannot correct: the routes are the owner's", async () => {
    expect((await t.app.inject({ method: "DELETE", url: "/api/admin/purchases/1" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/admin/employees/1", payload: {} })).statusCode,
    ).toBe(401);
  });
});
