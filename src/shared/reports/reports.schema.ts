import { z } from "zod";
import { DeliveryMoneySchema } from "../delivery/drivers.schema";
import { calendarDate } from "../text.schema";
import { isMonday } from "./report-week";

const weekStart = calendarDate("weekStart must be a real date (YYYY-MM-DD)").refine(
  isMonday,
  "weekStart must be a Monday (weeks run Monday to Sunday)",
);

export const WeekQuerySchema = z.object({ weekStart });
export const TrendQuerySchema = z.object({
  weekStart,
  weeks: z.coerce.number().int().min(1, "weeks must be 1 to 52").max(52, "weeks must be 1 to 52").default(12),
});

const REPORT_KINDS = ["sales", "purchases", "labour"] as const;
export const ReportCsvQuerySchema = z.object({
  weekStart,
  report: z.enum(REPORT_KINDS, "report must be sales, purchases or labour"),
});

const RECORD_KINDS = ["daily-sales", "purchases", "time-entries"] as const;
export const RecordsCsvQuerySchema = z
  .object({
    records: z.enum(RECORD_KINDS, "records must be daily-sales, purchases or time-entries"),
    from: calendarDate("from must be a real date (YYYY-MM-DD)"),
    to: calendarDate("to must be a real date (YYYY-MM-DD)"),
  })
  .refine((q) => q.from <= q.to, { message: "from must not be after to", path: ["to"] });

const channels = z.object({
  counterCard: z.number().int(),
  counterCash: z.number().int(),
  uberEats: z.number().int(),
  justEat: z.number().int(),
  deliveroo: z.number().int(),
  catering: z.number().int(),
  online: z.number().int(),
  onlineCard: z.number().int(),
  onlineCash: z.number().int(),
  phoneCard: z.number().int(),
  phoneCash: z.number().int(),
  /** What gift vouchers paid of the orders (a sale when spent), net of what refunds put back. */
  giftVoucher: z.number().int(),
});
const bucket = z.object({ minutes: z.number().int(), costPence: z.number().int() });

export const WeeklyReportSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  sales: z.object({
    days: z.array(
      z.object({
        date: z.string(),
        revenuePence: z.number().int(),
        channels,
        onlineGrossPence: z.number().int(),
        onlineRefundsPence: z.number().int(),
      }),
    ),
    channelTotals: channels,
    channelShares: channels,
    totalRevenuePence: z.number().int(),
    onlineGrossPence: z.number().int(),
    totalOnlineRefundsPence: z.number().int(),
    totalCashOutPence: z.number().int(),
    totalTipsPence: z.number().int(),
    totalRefundsPence: z.number().int(),
    totalDiscountsPence: z.number().int(),
    netCashFlowPence: z.number().int(),
    tradingDays: z.number().int(),
    averageDailySalesPence: z.number().int(),
    /**
     * The week's deliveries, their fees (within the sales above) and each driver's cash (within
     * "Online orders, cash at the counter"), by collection date; fees refunded on the refunds' days.
     */
    delivery: DeliveryMoneySchema,
  }),
  purchases: z.object({
    byCategory: z.object({
      food: z.number().int(),
      beverage: z.number().int(),
      equipment: z.number().int(),
      utilities: z.number().int(),
      cleaning: z.number().int(),
      other: z.number().int(),
    }),
    byPaymentMethod: z.object({
      card: z.number().int(),
      cash: z.number().int(),
      bank_transfer: z.number().int(),
    }),
    totalPurchasesPence: z.number().int(),
    totalVatPence: z.number().int(),
    totalNetPence: z.number().int(),
    /** Receipts whose VAT is not known (not in totalVatPence). */
    vatUnknownCount: z.number().int(),
    averageDailySpendPence: z.number().int(),
    receiptCount: z.number().int(),
  }),
  labour: z.object({
    totalMinutes: z.number().int(),
    totalOvertimeMinutes: z.number().int(),
    totalCostPence: z.number().int(),
    averageHourlyRatePence: z.number().int(),
    byRole: z.object({ chef: bucket, waiter: bucket, manager: bucket, other: bucket }),
    labourCostShare: z.number().int().nullable(),
    averageDailyCostPence: z.number().int(),
    employeeCount: z.number().int(),
  }),
});
export type WeeklyReport = z.infer<typeof WeeklyReportSchema>;

export const TrendSchema = z.object({
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      revenuePence: z.number().int(),
      labourCostPence: z.number().int(),
      purchasesPence: z.number().int(),
      labourCostShare: z.number().int().nullable(),
    }),
  ),
});
export type Trend = z.infer<typeof TrendSchema>;
