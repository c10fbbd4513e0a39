/**
 * Phone and counter orders (issue 22 item 6): on the kitchen's tablet (820 x 1180, touch), staff
 * take an order by phone with a dish's option, paid in cash at the counter, and it arrives on the
 * Orders tab like any other.
 */
import { test as base, expect, openMore, signInAsAdmin, startServer, type TestServer } from "./fixtures";

// Tuesday 24 November 2026, 12:10 London (GMT): the lunch shift is open and 13:00 is the first slot.
const TEST_NOW = "2026-11-24T12:10:00Z";

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

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

test("staff take a phone order with an option on the tablet and it shows on the Orders tab", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(new Date(TEST_NOW));
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: /Orders/ }).tap();

  await page.getByRole("button", { name: "New phone order" }).tap();
  const sheet = page.getByRole("dialog", { name: "New phone order" });
  await expect(sheet).toBeVisible();
  // The sheet fits the tablet: nothing of it lies off the screen.
  const box = await sheet.boundingBox();
  expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 820 && box.y + box.height <= 1180).toBe(
    true,
  );
  await expect(sheet.getByRole("button", { name: "Add Butter Chicken" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The diner's own options dialog: a spice level for the curry.
  await sheet.getByPlaceholder("Search dishes...").fill("butter chicken");
  await sheet.getByRole("button", { name: "Add Butter Chicken" }).tap();
  const curry = page.getByRole("dialog", { name: "Butter Chicken" });
  await expect(curry.getByRole("radio", { name: "Mild" })).toBeChecked();
  await curry.getByRole("radio", { name: "Hot" }).check();
  await curry.getByRole("button", { name: "Add to cart" }).tap();
  await expect(curry).toHaveCount(0);

  const lines = sheet.getByRole("list", { name: "Dishes in this order" });
  await expect(lines).toContainText("Butter Chicken");
  await expect(lines).toContainText("Spice level: Hot");
  // Two of them, by keyboard: focus the + button and press Enter.
  await sheet.getByRole("button", { name: "One more Butter Chicken" }).focus();
  await page.keyboard.press("Enter");
  await expect(sheet.getByRole("heading", { name: "Order (2 items)" })).toBeVisible();

  // The total is the server's quote of the two curries, with the promotion a diner would get (the
  // seeded flash sale) on its own line.
  await expect(sheet.getByTestId("promotion-line").first()).toBeVisible();
  const total = sheet.getByTestId("order-total");
  await expect(total).toHaveText(/^£\d+\.\d\d$/);
  const totalText = (await total.textContent()) ?? "";

  await sheet.getByLabel("Full Name").fill("Phone Diner");
  await sheet.getByLabel("Phone Number").fill("07700 900321");
  await sheet.getByLabel("Collection Time").selectOption("13:00");
  await sheet.getByLabel("Special Instructions").fill("NUT ALLERGY");
  await sheet.getByRole("radio", { name: "Paid in cash at the counter" }).check();
  await expectNoAxeViolations(page);

  const answer = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/orders") && r.request().method() === "POST",
  );
  await sheet.getByRole("button", { name: `Place phone order - ${totalText}` }).tap();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  await expect(page.getByText(`Phone order ${orderNumber} placed`).first()).toBeVisible();
  await expect(sheet).toHaveCount(0);

  const card = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Phone Diner");
  await expect(card).toContainText("07700 900321");
  await expect(card).toContainText("Spice level: Hot");
  await expect(card).toContainText("NUT ALLERGY");
  await expect(card).toContainText("13:00");
  await expect(card).toContainText(totalText);
  await expect(card).toContainText("Paid (cash) · phone order");
  await expectNoAxeViolations(page);
});

test("a phone order without dishes cannot be sent, and the form says what is missing", async ({ page }) => {
  await page.clock.setFixedTime(new Date(TEST_NOW));
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: /Orders/ }).click();
  await page.getByRole("button", { name: "New phone order" }).click();
  const sheet = page.getByRole("dialog", { name: "New phone order" });
  await expect(sheet.getByRole("button", { name: /^Place phone order/ })).toBeDisabled();

  await sheet.getByRole("button", { name: "Add Plain Naan" }).click();
  await sheet.getByRole("button", { name: /^Place phone order/ }).click();
  await expect(sheet.getByText("Full Name is required")).toBeVisible();
  // Escape closes the sheet, as any dialog.
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
});

test("a phone order to pay at collection is paid at the counter from its card, and counts in Today", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(new Date(TEST_NOW));
  await signInAsAdmin(page);
  const menu = (await (await page.request.get("/api/menu")).json()) as { id: number; name: string }[];
  const naan = menu.find((d) => d.name === "Plain Naan");
  const placed = await page.request.post("/api/admin/orders", {
    data: {
      customerName: "Collect Later",
      customerPhone: "07700 900654",
      collectionDate: "2026-11-24",
      collectionTime: "13:00",
      items: [{ id: naan?.id, quantity: 6, options: [] }],
      paymentMethod: "at_collection",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { orderNumber: string; totalAmount: string };

  await page.goto("/admin");
  await page.getByRole("tab", { name: /Orders/ }).tap();
  const card = page.getByRole("article", { name: `Order ${order.orderNumber}` });
  await expect(card).toContainText("UNPAID · phone order");
  // Taking payment is under the card's "More", one tap away from the kitchen's primary action.
  await openMore(card, "tap");
  const payment = card.getByRole("group", { name: `Take payment for order ${order.orderNumber}` });
  await expect(payment.getByRole("button", { name: "Paid in cash" })).toBeVisible();
  await expectNoAxeViolations(page);
  // By card: the first journey's order (on this server too) was paid in cash.
  await payment.getByRole("button", { name: "Paid by card" }).tap();
  await expect(page.getByText(`${order.totalAmount} taken by card for ${order.orderNumber}`)).toBeVisible();
  await expect(card).toContainText("Paid (card) · phone order");
  await expect(payment).toHaveCount(0);

  // The owner's Today: the order counts from the moment it was paid, in its own channel.
  await page.getByRole("tab", { name: "Today" }).tap();
  const byChannel = page.getByRole("table", { name: /^Today against last Tuesday, by channel$/ });
  await expect(byChannel.getByRole("row", { name: /^Phone orders, card at the counter/ })).toContainText(
    order.totalAmount,
  );
});
