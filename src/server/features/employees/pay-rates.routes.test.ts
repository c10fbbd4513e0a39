/**
 * Pay at the rates of the time (issue 40): a rate's history, shifts priced at the rate of their
 * date, and past weeks' labour reports that do not move when the rate is raised.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeeTimeEntries } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
let owner: string;
let id: number;

beforeAll(async () => {
  // Wednesday 25 November 2026.
  t = await buildTestApp({ now: "2026-11-25T12:00:00Z" });
  owner = await signInTestAdmin(t.app, t.db);
  const res = await inject("POST", "/api/admin/employees", {
    firstName: "Asha",
    lastName: "Patel",
    position: "chef",
    hourlyRatePence: 1300,
    startDate: "2026-10-01",
  });
  id = res.json().id;
  // Two shifts last month (8 hours each) and two this week (Monday and Wednesday, 8 hours each).
  for (const date of ["2026-10-26", "2026-10-27", "2026-11-23", "2026-11-25"]) {
    const entry = await inject("POST", "/api/admin/time-entries", {
      employeeId: id,
      date,
      clockInTime: "09:00",
      clockOutTime: "17:30",
      breakDuration: 30,
    });
    expect(entry.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: owner }, payload });

const pays = async () =>
  (
    await t.db
      .select({ date: employeeTimeEntries.date, pay: employeeTimeEntries.totalPayPence })
      .from(employeeTimeEntries)
      .where(eq(employeeTimeEntries.employeeId, id))
      .orderBy(asc(employeeTimeEntries.date))
  ).map((r) => [r.date, r.pay]);

const labourCost = async (weekStart: string) =>
  (await inject("GET", `/api/admin/reports/weekly?weekStart=${weekStart}`)).json().labour.totalCostPence;

describe("pay at the rates of the time", () => {
  it("starts the history at the start date with the first rate", async () => {
    const res = await inject("GET", `/api/admin/employees/${id}/pay-rates`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ fromDate: "2026-10-01", hourlyRatePence: 1300 }]);
    expect(await pays()).toEqual([
      ["2026-10-26", 10_400],
      ["2026-10-27", 10_400],
      ["2026-11-23", 10_400],
      ["2026-11-25", 10_400],
    ]);
  });

  it("a raise re-prices this week's shifts (from Monday) only; last month's report does not move", async () => {
    const lastMonth = await labourCost("2026-10-26");
    expect(lastMonth).toBe(20_800);
    const res = await inject("PUT", `/api/admin/employees/${id}`, { hourlyRatePence: 1400 });
    expect(res.statusCode).toBe(200);
    expect(res.json().hourlyRatePence).toBe(1400);
    expect(await pays()).toEqual([
      ["2026-10-26", 10_400],
      ["2026-10-27", 10_400],
      ["2026-11-23", 11_200], // this week, at £14.00
      ["2026-11-25", 11_200],
    ]);
    expect(await labourCost("2026-10-26")).toBe(lastMonth);
    expect(await labourCost("2026-11-23")).toBe(2 * 11_200);
  });

  it("a rate back-dated to a day re-prices from that day, and the CSV shows each shift's rate", async () => {
    const res = await inject("PUT", `/api/admin/employees/${id}`, {
      hourlyRatePence: 1350,
      rateFromDate: "2026-10-27",
    });
    expect(res.statusCode).toBe(200);
    // Today's rate is still this week's raise.
    expect(res.json().hourlyRatePence).toBe(1400);
    expect((await inject("GET", `/api/admin/employees/${id}/pay-rates`)).json()).toEqual([
      { fromDate: "2026-10-01", hourlyRatePence: 1300 },
      { fromDate: "2026-10-27", hourlyRatePence: 1350 },
      { fromDate: "2026-11-23", hourlyRatePence: 1400 },
    ]);
    expect(await pays()).toEqual([
      ["2026-10-26", 10_400],
      ["2026-10-27", 10_800],
      ["2026-11-23", 11_200],
      ["2026-11-25", 11_200],
    ]);
    expect(await labourCost("2026-10-26")).toBe(10_400 + 10_800);
    const csv = await inject(
      "GET",
      "/api/admin/reports/records.csv?records=time-entries&from=2026-10-26&to=2026-11-25",
    );
    expect(csv.statusCode).toBe(200);
    const rates = csv.body
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(",")[5]);
    expect(rates).toEqual(["13.00", "13.50", "14.00", "14.00"]);
  });

  it("a future rate leaves today's rate and every shift so far alone", async () => {
    const before = await pays();
    const res = await inject("PUT", `/api/admin/employees/${id}`, {
      hourlyRatePence: 1500,
      rateFromDate: "2027-04-01",
    });
    expect(res.json().hourlyRatePence).toBe(1400);
    expect(await pays()).toEqual(before);
  });

  it("refuses a rate date without a rate, a bad date, and an unknown employee", async () => {
    expect(
      (await inject("PUT", `/api/admin/employees/${id}`, { rateFromDate: "2026-11-01" })).statusCode,
    ).toBe(400);
    expect(
      (await inject("PUT", `/api/admin/employees/${id}`, { hourlyRatePence: 1400, rateFromDate: "1 Nov" }))
        .statusCode,
    ).toBe(400);
    expect((await inject("GET", "/api/admin/employees/99999/pay-rates")).json()).toEqual([]);
  });

  it("is the owner's: no session, no history", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/admin/employees/${id}/pay-rates` });
    expect(res.statusCode).toBe(401);
  });
});
