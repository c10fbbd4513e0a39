import { ADMIN, expect, openMore, startServer, test } from "./fixtures";
import { placePaidTippedOrder } from "./tipped-order";

/**
 * A tipped order refunded on the kitchen's 820 x 1180 tablet (issue 40, decision 0055): the refund
 * form says the diner paid a tip, a part refund keeps it, the full refund of the rest gives it back
 * and says so before staff confirm; the day's tips to share no longer hold it. Its own server: it
 * turns tips on and writes refunds.
 */
test("a tipped order's refund on the tablet gives the tip back with the rest", async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const TEST_NOW = "2026-12-03T12:10:00.000Z"; // Thursday, lunch open
  const server = await startServer({ TEST_NOW });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(TEST_NOW));
    expect((await page.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    const order = await placePaidTippedOrder(page.request, {
      name: "Tip Test",
      phone: "07700900997",
      date: "2026-12-03",
    });
    const pounds = (p: number) => `£${(p / 100).toFixed(2)}`;

    await page.goto("/admin");
    await page.getByRole("tab", { name: /Orders/ }).tap();
    const card = page.getByRole("article", { name: `Order ${order.orderNumber}` });
    await openMore(card, "tap");
    await card
      .locator("summary")
      .filter({ hasText: /^Refund$/ })
      .tap();
    await expect(
      card.getByText(`Paid ${pounds(order.totalPence)} and a ${pounds(order.tipPence)} tip`),
    ).toBeVisible();

    // A part refund for a dish keeps the tip.
    await card.getByLabel("Part refund").check();
    await card.getByLabel(/Amount to refund for the order/).fill("1.00");
    await card.getByRole("button", { name: "Refund", exact: true }).tap();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(`Refund £1.00 of ${pounds(order.totalPence + order.tipPence)}`);
    await expect(confirm).not.toContainText("tip");
    await confirm.getByRole("button", { name: "Yes, refund £1.00" }).tap();
    await expect(card.getByText(/Refunded £1\.00;/)).toBeVisible();

    // The rest, in full: the tip goes back with it, said before and after.
    const rest = order.totalPence - 100;
    await expect(card.getByLabel(/Full refund/)).toBeVisible();
    await expect(
      card.getByText(`Full refund (${pounds(rest)}, with the ${pounds(order.tipPence)} tip)`),
    ).toBeVisible();
    await card.getByLabel(/Full refund/).check();
    await card.getByRole("button", { name: "Refund", exact: true }).tap();
    await expect(confirm).toContainText(`It gives back the diner's ${pounds(order.tipPence)} tip.`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "test-results/tipped-refund-820.png" });
    await confirm.getByRole("button", { name: `Yes, refund ${pounds(rest + order.tipPence)}` }).tap();
    await expect(card.getByText(`(with the ${pounds(order.tipPence)} tip)`)).toBeVisible();
    await expect(card.getByText(/left to refund \(and £0\.00 of the tip\)/)).toBeVisible();

    const day = await page.request.get("/api/admin/tips/days/2026-12-03");
    expect(await day.json()).toMatchObject({ onlineTipsPence: 0 });
  } finally {
    await context.close();
    await server.stop();
  }
});
