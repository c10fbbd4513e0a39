import { ADMIN, expect, startServer, test } from "./fixtures";

const pounds = (pence: number) => `£${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;

/**
 * The owner at 1280 px watches Today while a diner's order is placed and paid: the takings and the
 * order count move without a reload (the live order events). Then a month's report with its
 * charts' keys and data tables. Its own server, on a set clock: Tuesday 24 November 2026, 12:10.
 */
test("the owner sees today's takings move as an order is paid, then a month's report with its chart keys", async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(240_000);
  const server = await startServer({ TEST_NOW: "2026-11-24T12:10:00.000Z" });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  try {
    const owner = await context.newPage();
    expect((await owner.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    const before = (await (await owner.request.get("/api/admin/reports/today")).json()) as {
      today: { netPence: number; orders: number };
    };

    await owner.goto("/admin");
    await owner.getByRole("tab", { name: "Today" }).click();
    await expect(owner.getByRole("heading", { name: "Today, Tuesday 24 November" })).toBeVisible();
    const summary = owner.getByRole("status").filter({ hasText: "Takings so far" });
    await expect(summary).toHaveText(
      `Takings so far ${pounds(before.today.netPence)} from ${before.today.orders} online ${before.today.orders === 1 ? "order" : "orders"}.`,
    );
    await expect(owner.getByRole("table", { name: "Today against last Tuesday, by channel" })).toBeVisible();
    await expectNoAxeViolations(owner);

    // A diner orders and pays (the simulated payment of demo mode), on their own connection.
    const diner = await browser.newContext({ baseURL: server.url });
    const placed = await diner.request.post("/api/orders", {
      data: {
        customerName: "Today Test",
        customerPhone: "07700900998",
        collectionDate: "2026-11-24",
        collectionTime: "13:00",
        items: [{ id: 1, quantity: 3 }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { id: number; totalPence: number; accessToken: string };
    const paid = await diner.request.post(`/api/payments/test/${order.id}/pay`, {
      headers: { "x-order-token": order.accessToken },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await diner.close();

    // Live: no reload, the figures follow the payment.
    const orders = before.today.orders + 1;
    await expect(summary).toHaveText(
      `Takings so far ${pounds(before.today.netPence + order.totalPence)} from ${orders} online ${orders === 1 ? "order" : "orders"}.`,
      { timeout: 30_000 },
    );
    const comparison = owner.getByRole("table", { name: "Today against last Tuesday, by channel" });
    await expect(comparison.getByRole("row", { name: /^Online orders/ })).toContainText(String(orders));

    // The month's report: charts with a key and their figures as tables.
    await owner.getByRole("tab", { name: "Sales by date" }).click();
    await expect(
      owner.getByRole("heading", { name: "Sunday 1 November to Monday 30 November" }),
    ).toBeVisible();
    const byHour = owner.getByRole("figure", { name: "Online sales by hour of the day" });
    await expect(byHour.getByRole("list", { name: "Key" })).toHaveText("Online sales (£)");
    await expect(byHour.getByRole("img", { name: "Online sales by hour of the day" })).toBeVisible();
    await byHour.getByText("Online sales by hour of the day: data table").click();
    await expect(byHour.getByRole("row", { name: /12:00-13:00/ })).toContainText(pounds(order.totalPence));
    const byDay = owner.getByRole("figure", { name: "Takings and refunds per day" });
    await expect(byDay.getByRole("list", { name: "Key" }).getByRole("listitem")).toHaveText([
      "Takings (£)",
      "Refunds (£)",
    ]);
    await expect(owner.getByRole("figure", { name: "Best-selling dishes" })).toBeVisible();
    await expectNoAxeViolations(owner);

    // A custom range with the dates out of order is refused in the form, as the server would.
    const picker = owner.getByRole("form", { name: "Choose the report's dates" });
    await picker.getByLabel("Period").selectOption("custom");
    await picker.getByLabel("From").fill("2026-11-20");
    await picker.getByLabel("To").fill("2026-11-10");
    await picker.getByRole("button", { name: "Show report" }).click();
    await expect(picker.getByText("from must not be after to")).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
  }
});
