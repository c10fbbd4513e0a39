/**
 * The Z-report: the day's close on one page (issue 32 item 11, decision 0035). Its figures are not
 * worked out here: they are the day's Today/range figures (buildPeriodFigures, range-report.ts) and
 * its cash-up (summariseCashUp, cash-up.ts), so it says what the cash-up and Today say, to the
 * penny. This file only says what the report holds and how it reads, once, for every way out of
 * it: the screen and the browser's print (80 mm and A4), the CSV, and the network printer's
 * ESC/POS ticket.
 */
import { z } from "zod";
import { formatPence } from "../money";
import { formatWeekdayDayMonth } from "../opening-hours/london-time";
import { UnpaidOrdersSchema } from "../payments/unpaid-orders.schema";
import { calendarDate } from "../text.schema";
import { PeriodFiguresSchema } from "./range-report.schema";

export const ZReportQuerySchema = z.object({ date: calendarDate("date must be a real date (YYYY-MM-DD)") });

const pence = z.number().int();

export const ZReportSchema = z.object({
  date: z.string(),
  /** When the report was drawn up (ISO); the day may still be trading. */
  generatedAt: z.string(),
  /** The day's takings by channel and payment method, refunds, orders and average order. */
  takings: PeriodFiguresSchema,
  /** Discounts on the site's orders (promotions, codes, points) and those the cash-up recorded. */
  discounts: z.object({ ordersPence: pence, counterPence: pence, totalPence: pence }),
  /** Tips from the cash-up (null before it is entered). */
  tipsPence: pence.nullable(),
  /** The drawer, from the cash-up; null until the day is cashed up. */
  cash: z
    .object({
      openingBalancePence: pence,
      counterCashPence: pence,
      /** Orders marked paid in cash on the board (online and phone), net of cash refunds. */
      siteCashPence: pence,
      cashOutPence: pence,
      drawerRefundsPence: pence,
      expectedCashPence: pence,
      countedCashPence: pence,
      differencePence: pence,
      outcome: z.enum(["over", "short", "balanced"]),
      enteredBy: z.string().nullable(),
    })
    .nullable(),
  /** Orders marked paid in cash on the board, known before the cash-up (it goes in the drawer). */
  siteCashPence: pence,
  unpaidOrders: UnpaidOrdersSchema,
});
export type ZReport = z.infer<typeof ZReportSchema>;

interface ZReportLine {
  /** A line of figures, or a section's heading (value null). */
  label: string;
  value: string | null;
  /** Pence, for the CSV's number column (null for counts and words). */
  pence: number | null;
  strong?: boolean;
}

export interface ZReportSection {
  title: string;
  lines: ZReportLine[];
}

/** "Tuesday 24 November 2026" */
export function formatZReportDate(isoDate: string): string {
  return `${formatWeekdayDayMonth(isoDate)} ${isoDate.slice(0, 4)}`;
}

const money = (label: string, value: number, strong = false): ZReportLine => ({
  label,
  value: formatPence(value),
  pence: value,
  strong,
});
const words = (label: string, value: string, strong = false): ZReportLine => ({
  label,
  value,
  pence: null,
  strong,
});

/** The report as the owner reads it, section by section. */
export function buildZReportSections(report: ZReport): ZReportSection[] {
  const t = report.takings;
  const sections: ZReportSection[] = [
    {
      title: "Takings by channel and payment",
      lines: [
        ...t.channels.map((c) => money(c.label, c.pence)),
        ...(t.channels.length === 0 ? [words("No takings", formatPence(0))] : []),
        money("Takings before refunds", t.grossPence, true),
        money("Refunds made", t.refundsPence),
        money("Takings less refunds", t.netPence, true),
      ],
    },
    {
      title: "Orders",
      lines: [
        words("Online orders paid", String(t.orders)),
        money("Average online order", t.averageOrderPence),
      ],
    },
    {
      title: "Discounts and tips",
      lines: [
        money("Discounts on orders", report.discounts.ordersPence),
        money("Discounts at the counter", report.discounts.counterPence),
        money("Discounts in all", report.discounts.totalPence, true),
        report.tipsPence === null ? words("Tips", "no cash-up yet") : money("Tips", report.tipsPence),
      ],
    },
  ];
  const c = report.cash;
  sections.push({
    title: "Cash",
    lines: c
      ? [
          money("Opening balance", c.openingBalancePence),
          money("Counter sales in cash", c.counterCashPence),
          money("Orders paid in cash on the board", c.siteCashPence),
          money("Cash taken out", -c.cashOutPence),
          money("Refunds paid from the drawer", -c.drawerRefundsPence),
          money("Cash expected", c.expectedCashPence, true),
          money("Cash counted", c.countedCashPence),
          words(
            "Difference",
            c.outcome === "balanced"
              ? "Balanced"
              : `${c.outcome === "over" ? "Over" : "Short"} by ${formatPence(Math.abs(c.differencePence))}`,
            true,
          ),
        ]
      : [
          money("Orders paid in cash on the board", report.siteCashPence),
          words("Cash expected", "enter the cash-up for the float and counter cash", true),
        ],
  });
  const u = report.unpaidOrders;
  sections.push({
    title: "Unpaid orders to resolve",
    lines:
      u.orders.length === 0
        ? [words("None", "every order is paid or cancelled")]
        : [
            ...u.orders.map((o) =>
              money(
                `${o.orderNumber} ${o.collectionTime} ${o.orderStatus === "collected" ? "COLLECTED" : o.orderStatus}`,
                o.totalPence,
              ),
            ),
            money(`${u.orders.length} unpaid, ${u.collected} collected`, u.totalPence, true),
          ],
  });
  return sections;
}
