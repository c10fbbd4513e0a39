import { ADMIN, expect, startServer, test } from "./fixtures";

/**
 * The owner's night at 1280 px (issue 24): a part refund with its confirm step, seen on the week's
 * report refunds line; a second cash-up for a day opens the saved one, which the owner corrects;
 * the audit log reads both in words. Its own server: it writes refunds and cash-ups.
 */
// FIXME(issue 24): since the kitchen board replaced the orders list this journey runs out its time
// after the cash-up correction (the refund, the report line and the correction pass); the API tests
// (refunds-reconcile, corrections) cover the same rules. Re-enable once the hang is found.
test("the owner refunds part of an order, sees it in the week's report, corrects a cash-up and reads the audit log", async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(240_000);
  // Tuesday 24 November 2026, 12:10 London: the week of Monday 23rd.
  const TEST_NOW = "2026-11-24T12:10:00.000Z";
  const server = await startServer({ TEST_NOW });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    // The Reports tab opens on the browser's week: the page's clock is the server's test clock, so
    // the journey does not depend on the day it runs (it failed from the week after 23 November).
    await page.clock.setFixedTime(new Date(TEST_NOW));
    expect((await page.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);

    // A diner's order, paid (simulated payment), and Monday's cash-up already saved.
    const placed = await page.request.post("/api/orders", {
      data: {
        customerName: "Refund Test",
        customerPhone: "07700900998",
        customerEmail: "refund@example.com",
        collectionDate: "2026-11-24",
        collectionTime: "13:00",
        items: [{ id: 1, quantity: 3 }],
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const order = (await placed.json()) as {
      id: number;
      orderNumber: string;
      accessToken: string;
      totalAmount: string;
    };
    const paid = await page.request.post(`/api/payments/test/${order.id}/pay`, {
      headers: { "x-order-token": order.accessToken },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    const cashUp = await page.request.post("/api/admin/cash-ups", {
      data: {
        date: "2026-11-23",
        openingBalancePence: 10000,
        closingBalancePence: 15000,
        counterSalesCardPence: 20000,
        counterSalesCashPence: 5000,
        uberEatsSalesPence: 0,
        justEatSalesPence: 0,
        deliverooSalesPence: 0,
        cateringSalesPence: 0,
        cashOutAmountPence: 0,
        tipsPence: 0,
        refundsPence: 0,
        discountsPence: 0,
      },
    });
    expect(cashUp.ok(), await cashUp.text()).toBe(true);

    // The part refund: the amount in words first, nothing chosen afterwards.
    await page.goto("/admin");
    await page.getByRole("tab", { name: /Orders/ }).click();
    const card = page.getByRole("article", { name: `Order ${order.orderNumber}` });
    // The refund sits under the card's "More", away from the kitchen's one-tap buttons.
    await card
      .locator("summary")
      .filter({ hasText: /^More$/ })
      .click();
    await card
      .locator("summary")
      .filter({ hasText: /^Refund$/ })
      .click();
    await card.getByLabel("Part refund").check();
    await card.getByLabel(/Amount to refund/).fill("3.95");
    await card.getByRole("button", { name: "Refund", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(`Refund £3.95 of ${order.totalAmount} to the test payment`);
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Yes, refund £3.95" }).click();
    await expect(page.getByText("Refund issued")).toBeVisible();
    await expect(card.getByText(/Refunded £3\.95;/)).toBeVisible();
    await expect(card.getByLabel(/Full refund/)).not.toBeChecked();
    await expect(card.getByLabel("Part refund")).not.toBeChecked();

    // Today's view: the refund on the day it was made, the takings net of it.
    await page.getByRole("tab", { name: "Today" }).click();
    const refundsToday = page
      .locator("div")
      .filter({ has: page.getByRole("term").filter({ hasText: /^Refunds made today$/ }) })
      .last();
    await expect(refundsToday.getByRole("definition").first()).toHaveText("£3.95");
    const byChannel = page.getByRole("table", { name: /^Today against last Tuesday, by channel$/ });
    await expect(byChannel.getByRole("row", { name: /^Refunds made/ })).toContainText("£3.95");

    // The week's report: online sales net of the refund, the refund on its own line.
    await page.getByRole("tab", { name: "Reports" }).click();
    const sales = page.getByRole("region", { name: "Sales", exact: true });
    const refundsLine = sales
      .locator("div")
      .filter({ has: page.getByRole("term").filter({ hasText: "Online refunds" }) });
    await expect(refundsLine.getByRole("definition")).toHaveText("£3.95");
    await expect(sales.getByText(/£3\.95 refunded online this week/)).toBeVisible();
    await expectNoAxeViolations(page);

    // A second cash-up for Monday leads to the saved one, which the owner corrects.
    await page.getByRole("tab", { name: "Cash-up", exact: true }).click();
    const form = page.getByRole("form", { name: "Cash-up" });
    await form.getByLabel("Date").fill("2026-11-23");
    await form.getByRole("button", { name: "Save cash-up" }).click();
    await expect(form.getByRole("alert")).toContainText("This day is already cashed up.");
    await form.getByRole("button", { name: /Open the cash-up for .* to correct it/ }).click();
    const correction = page.getByRole("form", { name: /Correct the cash-up for/ });
    await expect(correction.getByLabel("Counter sales by card (£)")).toHaveValue("200.00");
    await correction.getByLabel("Tips (£)").fill("5.00");
    await expectNoAxeViolations(page);
    await correction.getByRole("button", { name: "Save correction" }).click();
    await expect(page.getByText("Cash-up for 2026-11-23 corrected")).toBeVisible();

    // The audit log says both in words.
    await page.getByRole("tab", { name: "Audit log", exact: true }).click();
    const changes = page.getByRole("list", { name: "Changes, newest first" });
    await expect(changes.getByRole("listitem").first()).toContainText(
      /admin corrected the cash-up for .*23 November: tips from £0\.00 to £5\.00/,
    );
    await expect(changes.getByText(`admin refunded £3.95 on ${order.orderNumber}`)).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
    await server.stop();
  }
});
