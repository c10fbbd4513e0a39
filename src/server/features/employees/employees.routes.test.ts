import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { NI_KEY_MISSING_MESSAGE, NI_NUMBER_MESSAGE } from "@shared/employees/employee.schema";
import { auditLog, employees } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { raviTheChef as ravi } from "../../testing/staff-route-bodies";

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { BACK_OFFICE_ENCRYPTION_KEY: "b".repeat(64) } });
  owner = await signInTestAdmin(t.app, t.db);
});
afterAll(() => t.close());

const inject = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: owner }, payload });

describe("employees", () => {
  it("stores the National Insurance number encrypted and shows it masked, never in clear", async () => {
    const res = await inject("POST", "/api/admin/employees", ravi);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: "Ravi", nationalInsuranceNumberMasked: "AB •• •• •• C" });
    expect(res.body).not.toContain("AB123456C");
    const [row] = await t.db.select().from(employees);
    expect(row?.nationalInsuranceNumberEncrypted).toMatch(/^v1:/);
    expect(row?.nationalInsuranceNumberEncrypted).not.toContain("AB123456");
    const list = await inject("GET", "/api/admin/employees");
    expect(list.body).not.toContain("AB123456C");
    expect(list.json()[0].nationalInsuranceNumberMasked).toBe("AB •• •• •• C");
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, "employee"));
    expect(audit.map((a) => a.summary)).toEqual([
      "admin added the employee Ravi Kumar (chef, £12.00 an hour)",
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/AB123456C|ab 12 34 56 c|AB •• •• •• C/);
  });

  it("refuses a bad NI number, a missing name, a zero rate and an end before the start", async () => {
    const ni = await inject("POST", "/api/admin/employees", {
      ...ravi,
      nationalInsuranceNumber: "QQ123456Z",
    });
    expect(ni.statusCode).toBe(400);
    expect(ni.json().message).toContain(NI_NUMBER_MESSAGE);
    expect((await inject("POST", "/api/admin/employees", { ...ravi, firstName: "" })).statusCode).toBe(400);
    expect((await inject("POST", "/api/admin/employees", { ...ravi, hourlyRatePence: 0 })).statusCode).toBe(
      400,
    );
    const ends = await inject("POST", "/api/admin/employees", { ...ravi, endDate: "2025-01-01" });
    expect(ends.statusCode).toBe(400);
    expect((await inject("PUT", "/api/admin/employees/999", { isActive: false })).statusCode).toBe(404);
  });

  it("computes hours, weekly overtime and pay on the server; the body cannot set them", async () => {
    const { id } = (
      await inject("POST", "/api/admin/employees", {
        ...ravi,
        firstName: "Meena",
        nationalInsuranceNumber: null,
      })
    ).json();
    await inject("PUT", "/api/admin/settings", { overtimeThresholdMinutes: 16 * 60 });
    const shift = (date: string, extra: object = {}) =>
      inject("POST", "/api/admin/time-entries", {
        employeeId: id,
        date,
        clockInTime: "10:00",
        clockOutTime: "19:00",
        breakDuration: 30,
        hoursWorked: "99.00",
        totalPayPence: 1,
        ...extra,
      });
    const monday = (await shift("2026-11-23")).json();
    expect(monday).toMatchObject({
      hoursWorked: "8.50",
      overtimeHours: "0.00",
      totalPayPence: 10200,
      enteredBy: "admin",
    });
    const tuesday = (await shift("2026-11-24")).json();
    // 17 hours in the week, threshold 16: the last hour is overtime at 150%.
    expect(tuesday).toMatchObject({
      hoursWorked: "8.50",
      overtimeHours: "1.00",
      totalPayPence: 7.5 * 1200 + 1800,
    });
    // Next Monday starts a new week.
    expect((await shift("2026-11-30")).json()).toMatchObject({ overtimeHours: "0.00" });
    // An open shift (clocked in, not out) has no hours until it is closed.
    const open = (await shift("2026-11-25", { clockOutTime: null })).json();
    expect(open).toMatchObject({ hoursWorked: null, totalPayPence: null });
    const closed = await inject("PUT", `/api/admin/time-entries/${open.id}`, {
      clockOutTime: "12:00",
      breakDuration: 0,
    });
    expect(closed.json()).toMatchObject({ hoursWorked: "2.00", overtimeHours: "2.00", totalPayPence: 3600 });
    // Shortening Monday moves overtime off Tuesday.
    await inject("PUT", `/api/admin/time-entries/${monday.id}`, { clockOutTime: "16:30" });
    const week = (await inject("GET", "/api/admin/time-entries?date=2026-11-26")).json();
    expect(week.weekStart).toBe("2026-11-23");
    expect(week.weekEnd).toBe("2026-11-29");
    const byDate = Object.fromEntries(week.entries.map((e: { date: string }) => [e.date, e]));
    expect(byDate["2026-11-23"]).toMatchObject({ hoursWorked: "6.00", overtimeHours: "0.00" });
    expect(byDate["2026-11-24"]).toMatchObject({ overtimeHours: "0.00", totalPayPence: 10200 });
    expect(byDate["2026-11-25"]).toMatchObject({ overtimeHours: "0.50" });
    // Deleting Monday leaves no overtime at all.
    await inject("DELETE", `/api/admin/time-entries/${monday.id}`);
    const after = (await inject("GET", "/api/admin/time-entries?date=2026-11-23")).json();
    expect(after.entries.every((e: { overtimeHours: string }) => e.overtimeHours === "0.00")).toBe(true);
  });

  it("refuses an impossible shift, an unknown employee and a bad week date", async () => {
    const { id } = (await inject("GET", "/api/admin/employees")).json()[0];
    const entry = {
      employeeId: id,
      date: "2026-11-23",
      clockInTime: "10:00",
      clockOutTime: "11:00",
      breakDuration: 60,
    };
    const longBreak = await inject("POST", "/api/admin/time-entries", entry);
    expect(longBreak.statusCode).toBe(400);
    expect(longBreak.json()).toEqual({ message: "The break must be shorter than the shift" });
    expect(
      (await inject("POST", "/api/admin/time-entries", { ...entry, clockInTime: "25:00" })).statusCode,
    ).toBe(400);
    expect(
      (await inject("POST", "/api/admin/time-entries", { ...entry, employeeId: 999, breakDuration: 0 }))
        .statusCode,
    ).toBe(404);
    expect((await inject("GET", "/api/admin/time-entries?date=nope")).statusCode).toBe(400);
    expect((await inject("DELETE", "/api/admin/time-entries/999")).statusCode).toBe(404);
  });
});

describe("without BACK_OFFICE_ENCRYPTION_KEY", () => {
  it("refuses to store an NI number and says why, and stores the rest", async () => {
    const bare = await buildTestApp();
    try {
      const cookie = await signInTestAdmin(bare.app, bare.db);
      const res = await injectAs(bare.app, cookie, "POST", "/api/admin/employees", ravi);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: NI_KEY_MISSING_MESSAGE });
      expect(await bare.db.select().from(employees)).toHaveLength(0);
      const without = await injectAs(bare.app, cookie, "POST", "/api/admin/employees", {
        ...ravi,
        nationalInsuranceNumber: null,
      });
      expect(without.json()).toMatchObject({ nationalInsuranceNumberMasked: null });
    } finally {
      await bare.close();
    }
  });
});
