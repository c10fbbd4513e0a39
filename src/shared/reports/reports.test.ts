import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocateWeeklyOvertime,
  calculatePayPence,
  DEFAULT_PAY_RULES,
  getWorkedMinutes,
} from "../employees/pay";
import { buildLabourReport, calculateEmployeeWeeks, classifyPosition, type LabourShift } from "./labour";
import { calculateRatio, calculateShares } from "./percentages";
import { buildPurchasesReport } from "./purchases-report";
import { getWeekDates, getWeekStart } from "./report-week";
import { buildSalesReport, type DaySales, emptyChannels } from "./sales-report";

function day(
  date: string,
  channels: Partial<ReturnType<typeof emptyChannels>>,
  extra: Partial<DaySales> = {},
): DaySales {
  return {
    date,
    cashedUp: true,
    channels: { ...emptyChannels(), ...channels },
    onlineGrossPence: channels.online ?? 0,
    onlineRefundsPence: 0,
    cashOutPence: 0,
    tipsPence: 0,
    refundsPence: 0,
    discountsPence: 0,
    ...extra,
  };
}

describe("weeks run Monday to Sunday", () => {
  it("finds the Monday of any day, Sunday belonging to the week before", () => {
    expect(getWeekStart("2026-11-23")).toBe("2026-11-23");
    expect(getWeekStart("2026-11-29")).toBe("2026-11-23");
    expect(getWeekStart("2026-11-30")).toBe("2026-11-30");
    expect(getWeekDates("2026-03-23").at(-1)).toBe("2026-03-29"); // across the clocks going forward
  });
});

describe("shares", () => {
  it("add up to exactly 100.00 % whenever there is a whole", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        (parts) => {
          const shares = calculateShares(parts);
          const sum = shares.reduce((a, b) => a + b, 0);
          expect(sum).toBe(parts.some((p) => p > 0) ? 10_000 : 0);
          shares.forEach((s, i) => {
            const exact =
              ((parts[i] ?? 0) * 10_000) /
              Math.max(
                1,
                parts.reduce((a, b) => a + b, 0),
              );
            expect(Math.abs(s - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it("a third each is 33.34 / 33.33 / 33.33", () => {
    expect(calculateShares([100, 100, 100])).toEqual([3334, 3333, 3333]);
    expect(calculateRatio(1, 0)).toBeNull();
  });
});

describe("sales report", () => {
  it("totals channels, net cash flow and the average trading day", () => {
    const report = buildSalesReport([
      day(
        "2026-11-23",
        { counterCard: 10_000, counterCash: 5_000, online: 2_500 },
        { cashOutPence: 1_000, refundsPence: 500, tipsPence: 300 },
      ),
      day("2026-11-24", { uberEats: 7_500 }),
      day("2026-11-25", {}, { cashedUp: false }),
    ]);
    expect(report.totalRevenuePence).toBe(25_000);
    expect(report.channelTotals.online).toBe(2_500);
    expect(report.channelShares.counterCard).toBe(4_000);
    expect(report.netCashFlowPence).toBe(25_000 - 500 - 1_000);
    expect(report.tradingDays).toBe(2);
    expect(report.averageDailySalesPence).toBe(12_500);
    expect(report.days.map((d) => d.revenuePence)).toEqual([17_500, 7_500, 0]);
  });

  it("revenue is the sum of the days, whatever the split", () => {
    const channel = fc.integer({ min: 0, max: 2_000_000 });
    fc.assert(
      fc.property(fc.array(fc.tuple(channel, channel, channel), { maxLength: 7 }), (rows) => {
        const report = buildSalesReport(
          rows.map(([a, b, c], i) => day(`2026-11-${23 + i}`, { counterCard: a, justEat: b, catering: c })),
        );
        expect(report.totalRevenuePence).toBe(report.days.reduce((s, d) => s + d.revenuePence, 0));
        expect(Number.isInteger(report.averageDailySalesPence)).toBe(true);
      }),
    );
  });
});

describe("purchases report", () => {
  it("groups by category and payment method with VAT", () => {
    const report = buildPurchasesReport([
      { category: "food", paymentMethod: "card", totalAmountPence: 12_000, vatAmountPence: 0 },
      { category: "cleaning", paymentMethod: "cash", totalAmountPence: 2_400, vatAmountPence: 400 },
      {
        category: "utilities",
        paymentMethod: "bank_transfer",
        totalAmountPence: 30_000,
        vatAmountPence: 5_000,
      },
    ]);
    expect(report.byCategory).toEqual({
      food: 12_000,
      beverage: 0,
      equipment: 0,
      utilities: 30_000,
      cleaning: 2_400,
      other: 0,
    });
    expect(report.byPaymentMethod).toEqual({ card: 12_000, cash: 2_400, bank_transfer: 30_000 });
    expect(report.totalVatPence).toBe(5_400);
    expect(report.totalNetPence).toBe(44_400 - 5_400);
    expect(report.averageDailySpendPence).toBe(Math.round(44_400 / 7));
    expect(report.vatUnknownCount).toBe(0);
  });

  it("counts a receipt of unknown VAT apart, never as £0.00 VAT", () => {
    const report = buildPurchasesReport([
      { category: "food", paymentMethod: "card", totalAmountPence: 12_000, vatAmountPence: 2_000 },
      { category: "food", paymentMethod: "card", totalAmountPence: 3_450, vatAmountPence: null },
      { category: "food", paymentMethod: "card", totalAmountPence: 1_000, vatAmountPence: 0 },
    ]);
    expect(report.totalVatPence).toBe(2_000);
    expect(report.vatUnknownCount).toBe(1);
    // No VAT can be reclaimed on a receipt whose VAT nobody knows: it counts at its full total.
    expect(report.totalNetPence).toBe(16_450 - 2_000);
  });
});

describe("labour", () => {
  const cook = { id: 1, position: "Head Chef", hourlyRatePence: 1_500 };
  const waiter = { id: 2, position: "Waiter", hourlyRatePence: 1_200 };
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

  it("reports hours, overtime, cost per role and the share of sales", () => {
    const shifts: LabourShift[] = [0, 1, 2, 3, 4].map((i) => ({
      id: i + 1,
      employeeId: 1,
      date: `2026-11-2${3 + i}`,
      clockInTime: "08:00",
      clockOutTime: "17:30",
      breakDuration: 30,
    }));
    shifts.push({
      id: 6,
      employeeId: 2,
      date: "2026-11-23",
      clockInTime: "17:00",
      clockOutTime: "23:00",
      breakDuration: 0,
    });
    const weeks = calculateEmployeeWeeks([cook, waiter], shifts, DEFAULT_PAY_RULES);
    const report = buildLabourReport(weeks, 100_000);
    expect(report.totalMinutes).toBe(45 * 60 + 6 * 60);
    expect(report.totalOvertimeMinutes).toBe(300);
    expect(report.byRole.chef.costPence).toBe(40 * 1_500 + 5 * 2_250);
    expect(report.byRole.waiter).toEqual({ minutes: 360, costPence: 7_200 });
    expect(report.totalCostPence).toBe(78_450);
    expect(report.labourCostShare).toBe(7_845);
    expect(buildLabourReport(weeks, 0).labourCostShare).toBeNull();

    // The restaurant's own threshold and overtime rate, not fixed ones.
    const [strict] = calculateEmployeeWeeks([cook], shifts, {
      overtimeThresholdMinutes: 8 * 60,
      overtimeRatePercent: 200,
    });
    expect(strict).toMatchObject({ minutes: 45 * 60, overtimeMinutes: 37 * 60 });
    expect(strict?.costPence).toBe(8 * 1_500 + 37 * 3_000);
  });

  it("counts real elapsed time across the clocks going back, and nothing for open shifts", () => {
    const [week] = calculateEmployeeWeeks(
      [waiter],
      [
        // 25 October 2026: 01:00-02:00 happens twice, so 22:00 to 06:00 is nine hours.
        {
          id: 1,
          employeeId: 2,
          date: "2026-10-24",
          clockInTime: "22:00",
          clockOutTime: "06:00",
          breakDuration: 0,
        },
        {
          id: 2,
          employeeId: 2,
          date: "2026-10-25",
          clockInTime: "12:00",
          clockOutTime: null,
          breakDuration: 0,
        },
        {
          id: 3,
          employeeId: 9,
          date: "2026-10-25",
          clockInTime: "12:00",
          clockOutTime: "14:00",
          breakDuration: 0,
        },
      ],
      DEFAULT_PAY_RULES,
    );
    expect(week).toEqual({
      employeeId: 2,
      role: "waiter",
      minutes: 540,
      overtimeMinutes: 0,
      costPence: 10_800,
    });
  });

  it("a week's cost is the sum of the pay the time entries store, shift by shift", () => {
    // The week of the clocks going back, so some shifts are an hour longer than they look.
    const week = getWeekDates("2026-10-19");
    const shift = fc.record({
      day: fc.integer({ min: 0, max: 6 }),
      start: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      length: fc.integer({ min: 30, max: 14 * 60 }),
      breakDuration: fc.integer({ min: 0, max: 29 }),
      open: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(shift, { maxLength: 12 }),
        fc.integer({ min: 900, max: 3_000 }),
        fc.integer({ min: 0, max: 60 * 60 }),
        fc.integer({ min: 100, max: 300 }),
        (drawn, rate, overtimeThresholdMinutes, overtimeRatePercent) => {
          const employee = { id: 7, position: "cook", hourlyRatePence: rate };
          const shifts: LabourShift[] = drawn.map((d, i) => ({
            id: i + 1,
            employeeId: 7,
            date: week[d.day] ?? "2026-10-19",
            clockInTime: hhmm(d.start),
            clockOutTime: d.open ? null : hhmm(d.start + d.length),
            breakDuration: d.breakDuration,
          }));
          const rules = { overtimeThresholdMinutes, overtimeRatePercent };
          const [reported] = calculateEmployeeWeeks([employee], shifts, rules);

          const closed = shifts.flatMap((s) => {
            const worked = s.clockOutTime ? getWorkedMinutes({ ...s, clockOutTime: s.clockOutTime }) : null;
            return worked && "minutes" in worked ? [{ ...s, workedMinutes: worked.minutes }] : [];
          });
          const allocated = [...allocateWeeklyOvertime(closed, overtimeThresholdMinutes).values()];
          const stored = allocated.map((a) =>
            calculatePayPence({ ...a, hourlyRatePence: rate, overtimeRatePercent }),
          );
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

          expect(reported?.costPence ?? 0).toBe(sum(stored));
          expect(reported?.minutes ?? 0).toBe(sum(allocated.map((a) => a.workedMinutes)));
          expect(reported?.overtimeMinutes ?? 0).toBe(
            Math.max(0, sum(allocated.map((a) => a.workedMinutes)) - overtimeThresholdMinutes),
          );
        },
      ),
    );
  });

  it("groups positions into the spec's roles", () => {
    expect(
      ["Sous chef", "Tandoor cook", "Waitress", "Restaurant manager", "Cleaner"].map(classifyPosition),
    ).toEqual(["chef", "chef", "waiter", "manager", "other"]);
  });
});
