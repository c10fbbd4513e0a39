import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RangeReport, TodayReport } from "@shared/reports/range-report.schema";
import { fakeServer, renderWithClient, retype } from "../../testing/render-with-server";
import { RangeReportTab } from "./range-report-tab";
import { TodayTab } from "./today-tab";

const figures = (over: Partial<TodayReport["today"]> = {}): TodayReport["today"] => ({
  channels: [],
  grossPence: 0,
  refundsPence: 0,
  netPence: 0,
  orders: 0,
  averageOrderPence: 0,
  cashedUp: false,
  ...over,
});

const today: TodayReport = {
  date: "2026-11-27",
  time: "20:15",
  today: figures({
    channels: [
      { channel: "stripe", label: "Online card", pence: 30_000 },
      { channel: "paypal", label: "PayPal", pence: 6_000 },
    ],
    grossPence: 36_000,
    refundsPence: 395,
    netPence: 35_605,
    orders: 12,
    averageOrderPence: 3_000,
  }),
  lastWeek: {
    date: "2026-11-20",
    soFar: figures({
      channels: [{ channel: "stripe", label: "Online card", pence: 31_650 }],
      grossPence: 31_650,
      netPence: 31_650,
      orders: 10,
      averageOrderPence: 3_165,
    }),
    wholeDay: figures({
      channels: [
        { channel: "stripe", label: "Online card", pence: 50_000 },
        { channel: "counterCash", label: "Counter cash", pence: 12_000 },
      ],
      grossPence: 62_000,
      netPence: 62_000,
      orders: 16,
      averageOrderPence: 3_125,
      cashedUp: true,
    }),
  },
  unpaidOrders: {
    orders: [
      {
        id: 7,
        orderNumber: "HH-7VSW9Z",
        customerName: "Priya",
        channel: "online",
        orderStatus: "collected",
        collectionTime: "19:30",
        totalPence: 2_450,
      },
    ],
    totalPence: 2_450,
    collected: 1,
  },
  tipsPence: 0,
  catering: { orders: 0, guests: 0, totalPence: 0, paidPence: 0 },
};

describe("the Today tab", () => {
  it("shows takings so far, orders and the average against last week at the same time", async () => {
    fakeServer({ "GET /api/admin/reports/today": today });
    renderWithClient(<TodayTab />);
    expect(await screen.findByRole("heading", { name: "Today, Friday 27 November" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Takings so far £356.05 from 12 online orders.");
    const takings = screen.getByText("Takings so far").parentElement as HTMLElement;
    expect(takings.textContent).toContain("£356.05");
    expect(takings.textContent).toContain("up 12.50% on last Friday");
    expect(screen.getByText("Average order").parentElement?.textContent).toContain(
      "down 5.21% on last Friday",
    );

    const table = screen.getByRole("table", { name: "Today against last Friday, by channel" });
    expect(within(table).getByRole("columnheader", { name: "Last Friday to 20:15" })).toBeTruthy();
    // Every channel of any column, with £0.00 where a column has none.
    expect(within(table).getByRole("row", { name: /Counter cash/ }).textContent).toContain(
      "Counter cash£0.00£0.00£120.00",
    );
    expect(within(table).getByRole("row", { name: /Refunds made/ }).textContent).toContain("£3.95");
    // A collected order nobody recorded a payment for is listed to resolve, not dropped.
    const unpaid = screen.getByRole("region", { name: "Unpaid orders to resolve" });
    expect(unpaid.textContent).toContain("1 unpaid order (£24.50), collected");
    expect(unpaid.textContent).toContain("HH-7VSW9Z Priya, 19:30, online order: collected");
    // Without delivery figures (an older server) Today shows no delivery lines.
    expect(screen.queryByText(/Delivery today/)).toBeNull();
    // No catering event today: no catering line.
    expect(screen.queryByText(/Catering today/)).toBeNull();
  });

  it("shows today's catering orders as their own line, and their takings in the catering channel", async () => {
    fakeServer({
      "GET /api/admin/reports/today": {
        ...today,
        today: figures({
          channels: [
            { channel: "catering", label: "Catering (at the till and paid on the site)", pence: 13_600 },
          ],
          grossPence: 13_600,
          netPence: 13_600,
        }),
        catering: { orders: 1, guests: 40, totalPence: 54_400, paidPence: 13_600 },
      },
    });
    renderWithClient(<TodayTab />);
    const line = await screen.findByText(/Catering today:/);
    expect(line.textContent).toBe("Catering today: 1 order, 40 guests, £544.00 (£136.00 paid)");
    const table = screen.getByRole("table", { name: "Today against last Friday, by channel" });
    expect(
      within(table).getByRole("row", { name: /Catering \(at the till and paid on the site\)/ }).textContent,
    ).toContain("£136.00");
  });

  it("shows today's deliveries, their fees and each driver's cash", async () => {
    fakeServer({ "GET /api/admin/reports/today": { ...today, delivery: someDelivery } });
    renderWithClient(<TodayTab />);
    const table = await screen.findByRole("table", { name: "Delivery today" });
    expect(
      within(table).getByRole("row", { name: /Delivery fees \(in the online takings\)/ }).textContent,
    ).toContain("£8.95");
    expect(within(table).getByRole("row", { name: /Cash collected by driver ana/ }).textContent).toContain(
      "£22.50",
    );
  });
});

const noDelivery: RangeReport["delivery"] = {
  deliveries: 0,
  deliveryFeesPence: 0,
  feesRefundedPence: 0,
  drivers: [],
  cashCollectedPence: 0,
};

const someDelivery: RangeReport["delivery"] = {
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
};

const emptyReport = (from: string, to: string, delivery = noDelivery): RangeReport => ({
  from,
  to,
  totals: { ...figures(), discountsPence: 0 },
  days: [],
  bestSellers: [{ name: "Lamb Rogan Josh", quantity: 3, salesPence: 4_485 }],
  byHour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    orders: hour === 19 ? 2 : 0,
    salesPence: hour === 19 ? 4_485 : 0,
  })),
  promotions: [{ title: "Welcome", code: "WELCOME5", kind: "amount_off", uses: 1, costPence: 500 }],
  refunds: { count: 0, totalPence: 0 },
  giftVouchers: { soldPence: 0, redeemedPence: 0, outstandingPence: 0 },
  delivery,
});

describe("the Sales by date tab", () => {
  it("opens on the server's month, asks for the week picked, and refuses dates out of order", async () => {
    const server = fakeServer({
      "GET /api/admin/reports/today": today,
      "GET /api/admin/reports/range?from=2026-11-01&to=2026-11-30": emptyReport(
        "2026-11-01",
        "2026-11-30",
        someDelivery,
      ),
      "GET /api/admin/reports/range?from=2026-11-16&to=2026-11-22": emptyReport("2026-11-16", "2026-11-22"),
    });
    const { user } = renderWithClient(<RangeReportTab />);
    expect(
      await screen.findByRole("heading", { name: "Sunday 1 November to Monday 30 November" }),
    ).toBeTruthy();
    // Each chart has a key and its figures as a table.
    const hours = screen.getByRole("figure", { name: "Online sales by hour of the day" });
    expect(within(hours).getByRole("list", { name: "Key" }).textContent).toContain("Online sales (£)");
    const drawing = within(hours).getByRole("img", { name: "Online sales by hour of the day" });
    const description = document.getElementById(drawing.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toContain("Busiest hour 19:00-20:00 with £44.85 from 2 orders");
    expect(within(hours).getByRole("row", { name: /19:00-20:00/ }).textContent).toContain("£44.85");
    expect(screen.getByRole("row", { name: /Welcome/ }).textContent).toContain("WELCOME5Amount off1£5.00");
    // Delivery's lines, in the owner's words, each driver's cash on its own line.
    const delivery = screen.getByRole("table", { name: "Delivery" });
    expect(within(delivery).getByRole("row", { name: /^Deliveries/ }).textContent).toBe("Deliveries3");
    expect(
      within(delivery).getByRole("row", { name: /Delivery fees \(in the online takings\)/ }).textContent,
    ).toContain("£8.95");
    expect(within(delivery).getByRole("row", { name: /Delivery fees refunded/ }).textContent).toContain(
      "£2.50",
    );
    expect(within(delivery).getByRole("row", { name: /Cash collected by drivers/ }).textContent).toContain(
      "£32.50",
    );
    expect(
      within(delivery).getByRole("row", { name: /Cash collected by driver ana \(2 deliveries\)/ })
        .textContent,
    ).toContain("£22.50");
    expect(
      within(delivery).getByRole("row", { name: /Cash collected with no driver assigned \(1 delivery\)/ })
        .textContent,
    ).toContain("£10.00");

    const picker = screen.getByRole("form", { name: "Choose the report's dates" });
    await user.selectOptions(within(picker).getByLabelText("Period"), "week");
    await retype(user, within(picker).getByLabelText("Any day in it"), "2026-11-18");
    await user.click(within(picker).getByRole("button", { name: "Show report" }));
    expect(
      await screen.findByRole("heading", { name: "Monday 16 November to Sunday 22 November" }),
    ).toBeTruthy();
    // A range without deliveries says so, with no table of zeros.
    expect(screen.queryByRole("table", { name: "Delivery" })).toBeNull();
    expect(screen.getByText("No deliveries").textContent).toBe("Delivery: No deliveries");

    await user.selectOptions(within(picker).getByLabelText("Period"), "custom");
    await retype(user, within(picker).getByLabelText("From"), "2026-11-20");
    await retype(user, within(picker).getByLabelText("To"), "2026-11-10");
    const asked = server.requests.length;
    await user.click(within(picker).getByRole("button", { name: "Show report" }));
    expect(await within(picker).findByText("from must not be after to")).toBeTruthy();
    expect(server.requests).toHaveLength(asked);
  });
});
