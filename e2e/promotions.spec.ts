import { test as base, expect, openMore, signInAsAdmin, startServer, type TestServer } from "./fixtures";

// Tuesday 24 November 2026, 12:10 London (GMT): open, with collection slots ahead.
const TEST_NOW = "2026-11-24T12:10:00Z";

const test = base.extend<object, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startServer({ TEST_NOW });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

test("a staff code applies in the cart and its line follows the order to the confirmation, admin and ticket", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(300_000);
  await page.clock.setFixedTime(new Date(TEST_NOW));
  await signInAsAdmin(page);
  // Only this test's promotions: the seeded flash sale is switched off from the admin screen.
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Offers", exact: true }).click();
  await expect(page.getByRole("form", { name: "Start a flash sale" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("switch", { name: "COLLECTION 30% OFF active" }).click();
  await expect(page.getByText("Offer deactivated")).toBeVisible();

  // Staff create AUDIT12 from the promotions form.
  await page.getByRole("button", { name: "Add Offer" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill("Audit 12% off");
  await dialog.getByLabel("Description").fill("12% off for our auditors");
  await dialog.getByLabel("Discount value").fill("12");
  await dialog.getByLabel("Valid from").fill("2026-11-01T00:00");
  await dialog.getByLabel("Valid to").fill("2026-12-31T23:00");
  await dialog.getByLabel(/Offer code/).fill("audit12");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Create offer" }).click();
  await expect(page.getByText("Offer created successfully")).toBeVisible();

  // The diner: a cart under the minimum is told how much to add.
  await page.goto("/order");
  await page.getByRole("button", { name: "Add Butter Naan to cart" }).click();
  await page.getByRole("button", { name: /View cart \(1 item/ }).click();
  await expect(page.getByText("Add £11.75 more to order for collection")).toBeVisible();
  await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
  await page.getByRole("button", { name: "Continue Shopping" }).click();
  await page.getByRole("button", { name: "Add Hyderabadi Chicken Dum Biryani to cart" }).click();
  // A biryani asks for its spice level first (Mild is chosen by default).
  await page
    .getByRole("dialog", { name: "Hyderabadi Chicken Dum Biryani" })
    .getByRole("button", { name: "Add to cart" })
    .click();
  await page.getByRole("button", { name: /View cart \(2 items\)/ }).click();

  await page.getByLabel("Coupon code").fill("audit12");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Coupon AUDIT12 applied.")).toBeVisible();
  const line = page.getByTestId("promotion-line");
  // (1695 + 325) x 12% = 242.4p.
  await expect(line).toHaveText("Audit 12% off (AUDIT12)-£2.42");
  await expect(page.getByTestId("order-total")).toHaveText("£17.78");
  await expectNoAxeViolations(page);

  // A code that does not apply says why.
  await page.getByLabel("Coupon code").fill("GROUP20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("This code is not for online orders.")).toBeVisible();
  await page.getByLabel("Coupon code").fill("AUDIT12");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Coupon AUDIT12 applied.")).toBeVisible();

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByTestId("promotion-line")).toHaveText("Audit 12% off (AUDIT12)-£2.42");
  await page.getByLabel(/Full Name/).fill("Audit Person");
  await page.getByLabel(/Phone Number/).fill("07700 900321");
  await page.getByLabel(/Collection Time/).selectOption("13:00");
  const placed = page.waitForResponse(
    (r) => r.url().endsWith("/api/orders") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: /^Place Order/ }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { id: number; orderNumber: string };

  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("promotion-line")).toHaveText("Audit 12% off (AUDIT12)-£2.42");
  await expect(page.getByTestId("order-total")).toHaveText("£17.78");

  // The live order page adds up too.
  await page.goto(`/order/${order.orderNumber}`);
  await expect(page.getByTestId("promotion-line")).toHaveText("Audit 12% off (AUDIT12)-£2.42");
  await expect(page.getByTestId("order-total")).toHaveText("£17.78");

  // Admin order and kitchen ticket.
  // The print dialog is the browser's: stubbed, the ticket drawn for it stays on the page to read.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto("/admin");
  await page.getByRole("tab", { name: /Orders/ }).click();
  const card = page.getByRole("article", { name: `Order ${order.orderNumber}` });
  await expect(card.getByTestId("admin-promotion-line")).toHaveText("Audit 12% off (AUDIT12) -£2.42");
  await openMore(card);
  await card.getByRole("button", { name: "Print" }).click();
  const ticket = page.getByTestId("ticket-print-root");
  await expect(ticket).toContainText("Audit 12% off (AUDIT12)");
  await expect(ticket).toContainText("-£2.42");
  await expect(ticket).toContainText("£17.78");
});
