/**
 * Issue 32, items 9 and 10, as the people meet them. The owner at 1280 px starts a 20% flash sale
 * while the seeded 30% one runs: the offers page, the home page and the cart then all say and apply
 * 20%. Staff on the kitchen tablet (820 x 1180, touch) cancel two paid no-shows: the one within the
 * owner's staff refund limit is refunded at once, the other waits; the owner approves it.
 */
import type { Browser, Page } from "@playwright/test";
import { ADMIN, test as base, expect, startServer, type TestServer } from "./fixtures";

// Tuesday 24 November 2026, 12:10 London (GMT): lunch is open and 13:00 is a collection slot;
// the seeded "COLLECTION 30% OFF" flash sale runs to midnight.
const TEST_NOW = "2026-11-24T12:10:00Z";
const STAFF = { username: "sam", password: "sam-kitchen-1" };

const test = base.extend<object, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startServer({ TEST_NOW });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

async function ownerContext(browser: Browser, baseURL: string, width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  expect((await context.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
  return context;
}

async function placePaidOrder(page: Page, name: string, quantity: number) {
  const placed = await page.request.post("/api/orders", {
    data: {
      customerName: name,
      customerPhone: "07700 900123",
      collectionDate: "2026-11-24",
      collectionTime: "13:00",
      items: [{ id: 1, quantity }],
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()) as {
    id: number;
    orderNumber: string;
    totalPence: number;
    accessToken: string;
  };
  const paid = await page.request.post(`/api/payments/test/${order.id}/pay`, {
    headers: { "x-order-token": order.accessToken },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return order;
}

test("a 20% flash sale started over the 30% one: the site says 20% and the cart applies it", async ({
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const context = await ownerContext(browser, server.url);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(TEST_NOW));

  await page.goto("/offers");
  await expect(page.getByRole("heading", { name: /FLASH SALE/ })).toBeVisible();
  await expect(page.getByText("COLLECTION 30% OFF").first()).toBeVisible();

  await page.goto("/admin");
  await page.getByRole("tab", { name: "Offers" }).click();
  const starter = page.getByRole("form", { name: "Start a flash sale" });
  await starter.getByLabel(/% off collection orders/).fill("20");
  await expect(starter.getByText('The site calls it "COLLECTION 20% OFF"')).toBeVisible();
  await expect(starter.getByText(/starting one ends the flash sale running now/)).toBeVisible();
  await starter.getByRole("button", { name: "Start flash sale" }).click();
  await expect(page.getByText(/Flash sale running until .*; COLLECTION 30% OFF ended/)).toBeVisible();
  await page.screenshot({ path: "test-results/sale-started-admin.png" });

  await page.goto("/offers");
  const banner = page.getByRole("region", { name: /FLASH SALE/ });
  await expect(banner.getByText(/COLLECTION 20% OFF/)).toBeVisible();
  await expect(page.getByText(/30% OFF/)).toHaveCount(0);
  await page.screenshot({ path: "test-results/sale-offers-page.png", fullPage: true });
  await expectNoAxeViolations(page);

  await page.goto("/");
  await expect(page.getByText(/COLLECTION 20% OFF/).first()).toBeAttached();
  await expect(page.getByText(/30% OFF/)).toHaveCount(0);

  // The cart's quote gives exactly 20% off, named as the site names it.
  const quote = await page.request.post("/api/orders/quote", { data: { items: [{ id: 1, quantity: 2 }] } });
  expect(quote.ok(), await quote.text()).toBe(true);
  const { subtotalPence, lines } = (await quote.json()) as {
    subtotalPence: number;
    lines: { kind: string; title: string; amountPence: number }[];
  };
  const percentOff = lines.filter((l) => l.kind === "percent_off");
  expect(percentOff).toEqual([
    expect.objectContaining({ title: "COLLECTION 20% OFF", amountPence: Math.round(subtotalPence * 0.2) }),
  ]);
  await context.close();
});

test("staff cancel two paid no-shows on the tablet; the owner approves the one over the limit", async ({
  page,
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  const owner = await ownerContext(browser, server.url);
  const created = await owner.request.post("/api/admin/staff-accounts", {
    data: { ...STAFF, role: "staff" },
  });
  expect(created.ok(), await created.text()).toBe(true);

  const small = await placePaidOrder(page, "Small Noshow", 3);
  const large = await placePaidOrder(page, "Large Noshow", 6);
  // Staff may refund the small order, not the large one.
  const limit = await owner.request.put("/api/admin/settings", {
    data: { staffRefundLimitPence: small.totalPence },
  });
  expect(limit.ok(), await limit.text()).toBe(true);

  // The tablet: staff, 820 x 1180, touch.
  const tablet = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  const board = await tablet.newPage();
  await board.clock.setFixedTime(new Date(TEST_NOW));
  expect((await board.request.post("/api/admin/login", { data: STAFF })).ok()).toBe(true);
  await board.goto("/admin");

  async function cancelAsNoShow(order: { orderNumber: string }, says: RegExp) {
    const card = board.getByRole("article", { name: `Order ${order.orderNumber}` });
    await expect(card).toBeVisible({ timeout: 60_000 });
    await card.getByText("More").click();
    await card.getByRole("button", { name: "No-show" }).click();
    const dialog = board.getByRole("alertdialog", {
      name: `Cancel order ${order.orderNumber} as a no-show?`,
    });
    await expect(dialog.getByText(says)).toBeVisible();
    return dialog;
  }

  const first = await cancelAsNoShow(small, /is refunded to the diner now/);
  await expectNoAxeViolations(board);
  await board.screenshot({ path: "test-results/no-show-dialog-within-limit.png" });
  await first.getByRole("button", { name: "Cancel as no-show" }).click();
  await expect(board.getByText(`Order ${small.orderNumber} cancelled as a no-show and`)).toBeVisible();

  const second = await cancelAsNoShow(large, /waits for an owner to approve it/);
  await board.screenshot({ path: "test-results/no-show-dialog-over-limit.png" });
  await second.getByRole("button", { name: "Cancel as no-show" }).click();
  await expect(
    board.getByText(
      new RegExp(`Order ${large.orderNumber} cancelled as a no-show\\. The refund of .* waits`),
    ),
  ).toBeVisible();
  // Staff have no "Refunds to approve" tab.
  await expect(board.getByRole("tab", { name: "Refunds to approve" })).toHaveCount(0);
  await tablet.close();

  // The owner at 1280 px approves the one waiting.
  const desk = await owner.newPage();
  await desk.clock.setFixedTime(new Date(TEST_NOW));
  await desk.goto("/admin");
  await desk.getByRole("tab", { name: "Refunds to approve" }).click();
  const waiting = desk.getByRole("listitem", { name: `Refund for order ${large.orderNumber}` });
  await expect(waiting).toBeVisible();
  await expect(desk.getByRole("listitem", { name: `Refund for order ${small.orderNumber}` })).toHaveCount(0);
  await expectNoAxeViolations(desk);
  await desk.screenshot({ path: "test-results/refunds-to-approve.png" });
  await waiting.getByRole("button", { name: "Approve refund" }).click();
  await desk.getByRole("alertdialog").getByRole("button", { name: "Approve refund" }).click();
  await expect(desk.getByText(new RegExp(`refunded for order ${large.orderNumber}`))).toBeVisible();
  await expect(desk.getByText("No refunds waiting.", { exact: false })).toBeVisible();

  const payment = await owner.request.get(`/api/admin/orders/${large.id}/refunds`);
  expect((await payment.json()).payment).toMatchObject({
    paymentStatus: "refunded",
    refundedPence: large.totalPence,
  });
  await owner.close();
});
