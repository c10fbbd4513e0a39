/**
 * Catering in the takings (issue 39 item 3): a deposit paid on the site counts in the catering
 * channel on the London day it was paid, added to the catering the till took (the cash-up's line),
 * in Today, the range report and the weekly report; Today lists the day's confirmed catering orders.
 */
import { describe, expect, it } from "vitest";
import type { CateringOffer } from "@shared/catering/catering.schema";
import type { RangeReport, TodayReport } from "@shared/reports/range-report.schema";
import type { WeeklyReport } from "@shared/reports/reports.schema";
import { dailySales } from "../../db/schema";
import { injectPublic } from "../../testing/inject-as";
import { setUpTestApp } from "../../testing/set-up-test-app";

// The test clock: Tuesday 24 November 2026, 12:00 London; the sample terms (48 h, £200, 25%).
const t = setUpTestApp({ env: { DEMO_MODE: "true" }, signedIn: true });
const PAID_DAY = "2026-11-24";
const EVENT_DAY = "2026-11-27";
const CATERING = "Catering (at the till and paid on the site)";

const cateringOf = (figures: { channels: { channel: string; label: string; pence: number }[] }) =>
  figures.channels.find((c) => c.channel === "catering");

async function placeConfirmedAndPayDeposit() {
  const offer = (await injectPublic(t.app, "GET", "/api/catering")).json() as CateringOffer;
  const lunch = offer.items.find((i) => i.name === "Office lunch");
  if (!lunch) throw new Error("no Office lunch on the sample catering menu");
  const created = await injectPublic(t.app, "POST", "/api/catering/requests", {
    eventDate: EVENT_DAY,
    eventTime: "12:30",
    guests: 40,
    fulfilment: "collection",
    lines: [{ itemId: lunch.id, quantity: 40 }],
    couponCode: "FIRST15",
    email: "ops@acme.example",
    contactName: "Jo Patel",
    phone: "01604 123456",
    companyName: "Acme Ltd",
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, token } = created.json() as { id: number; token: string };
  const confirmed = await t.signedIn("POST", `/api/admin/catering/requests/${id}/decision`, {
    decision: "confirm",
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const paid = await t.app.inject({
    method: "POST",
    url: `/api/catering/requests/${id}/pay`,
    headers: { "x-catering-token": token },
    payload: { paymentMethod: "test", part: "deposit" },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json()).toMatchObject({ totalPence: 54_400, paidPence: 13_600 });
}

describe("catering in the takings", () => {
  it("counts a £136 deposit in that day's catering channel, with the till's catering, once", async () => {
    await placeConfirmedAndPayDeposit();

    // Paid today: Today's catering channel holds it; no catering event is today.
    let today = (await t.signedIn("GET", "/api/admin/reports/today")).json() as TodayReport;
    expect(cateringOf(today.today)).toEqual({ channel: "catering", label: CATERING, pence: 13_600 });
    expect(today.today.grossPence).toBe(13_600);
    expect(today.today.orders).toBe(0);
    expect(today.catering).toEqual({ orders: 0, guests: 0, totalPence: 0, paidPence: 0 });

    // The till took £50 of catering too: the cash-up's line and the site's deposit add up.
    await t.db.insert(dailySales).values({ date: PAID_DAY, cateringSalesPence: 5_000 });
    today = (await t.signedIn("GET", "/api/admin/reports/today")).json() as TodayReport;
    expect(cateringOf(today.today)?.pence).toBe(18_600);

    const range = (
      await t.signedIn("GET", `/api/admin/reports/range?from=2026-11-23&to=2026-11-29`)
    ).json() as RangeReport;
    expect(cateringOf(range.totals)).toEqual({ channel: "catering", label: CATERING, pence: 18_600 });
    expect(range.totals.grossPence).toBe(18_600);
    expect(range.days.find((d) => d.date === PAID_DAY)?.grossPence).toBe(18_600);
    // Counted on the day it was paid, not on the event's day.
    expect(range.days.find((d) => d.date === EVENT_DAY)?.grossPence).toBe(0);

    const week = (
      await t.signedIn("GET", "/api/admin/reports/weekly?weekStart=2026-11-23")
    ).json() as WeeklyReport;
    expect(week.sales.channelTotals.catering).toBe(18_600);
    expect(week.sales.days.find((d) => d.date === PAID_DAY)?.channels.catering).toBe(18_600);
    expect(week.sales.days.find((d) => d.date === EVENT_DAY)?.channels.catering).toBe(0);
    expect(week.sales.totalRevenuePence).toBe(18_600);

    // On the event's day Today lists the order, and its deposit is not takings again.
    t.clock.set("2026-11-27T09:00:00Z");
    try {
      today = (await t.signedIn("GET", "/api/admin/reports/today")).json() as TodayReport;
      expect(today.catering).toEqual({ orders: 1, guests: 40, totalPence: 54_400, paidPence: 13_600 });
      expect(cateringOf(today.today)).toBeUndefined();
    } finally {
      t.clock.set("2026-11-24T12:00:00Z");
    }
  });
});
