import { describe, expect, it } from "vitest";
import { DEFAULT_PAY_RULES } from "../employees/pay";
import { buildLabourReport, calculateEmployeeWeeks } from "./labour";
import { buildPurchasesReport } from "./purchases-report";
import { weeklyReportCsv } from "./report-csv";
import type { WeeklyReport } from "./reports.schema";
import { buildSalesReport } from "./sales-report";

const report = (delivery: WeeklyReport["sales"]["delivery"]): WeeklyReport => ({
  weekStart: "2026-11-16",
  weekEnd: "2026-11-22",
  sales: { ...buildSalesReport([]), delivery },
  purchases: buildPurchasesReport([]),
  labour: buildLabourReport(calculateEmployeeWeeks([], [], DEFAULT_PAY_RULES), 0),
});

describe("the weekly sales file", () => {
  it("has the week's deliveries, their fees, the fees refunded and each driver's cash", () => {
    const csv = weeklyReportCsv(
      report({
        deliveries: 3,
        deliveryFeesPence: 895,
        feesRefundedPence: 250,
        drivers: [
          { driverId: 4, username: "ana", deliveries: 2, cashCollectedPence: 2_250, tipsCollectedPence: 0 },
          {
            driverId: null,
            username: "No driver",
            deliveries: 1,
            cashCollectedPence: 1_000,
            tipsCollectedPence: 0,
          },
        ],
        cashCollectedPence: 3_250,
      }),
      "sales",
    );
    const week = "2026-11-16 to 2026-11-22";
    expect(csv).toContain(
      [
        `${week},Deliveries,3,`,
        `${week},Delivery fees (in online orders),8.95,`,
        `${week},Delivery fees refunded,2.50,`,
        `${week},Cash collected by drivers,32.50,`,
        `${week},Cash collected by driver ana,22.50,`,
        `${week},Cash collected with no driver assigned,10.00,`,
      ].join("\r\n"),
    );
  });

  it("writes zeros for a week without deliveries", () => {
    const csv = weeklyReportCsv(
      report({
        deliveries: 0,
        deliveryFeesPence: 0,
        feesRefundedPence: 0,
        drivers: [],
        cashCollectedPence: 0,
      }),
      "sales",
    );
    expect(csv).toContain("Deliveries,0,\r\n");
    expect(csv).toContain("Delivery fees (in online orders),0.00,\r\n");
    expect(csv).not.toContain("Cash collected by driver ");
  });
});
