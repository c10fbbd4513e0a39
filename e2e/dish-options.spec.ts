/**
 * Dish options and meal deals in the browser (issue 13): a Family Feast with its courses chosen and
 * a curry with its spice level go through the cart, checkout and demo payment, and the same lines
 * show on the confirmation, the live order page, the admin order and the kitchen ticket.
 */
import { expect, openMore, showWholeHomeMenu, startServer, test } from "./fixtures";

// Tuesday 24 November 2026, 12:10 London: the lunch shift is open, so slots exist whatever the real time is.
const TEST_NOW = "2026-11-24T12:10:00Z";

const FEAST = {
  Biryanis: ["Hyderabadi Mutton Dum Biryani", "Paneer Biryani"],
  Starters: ["Chicken 65", "Onion Bhaji"],
  Naans: ["Garlic Naan", "Plain Naan"],
};

test("order a Family Feast with choices and a hot curry with a code, pay, and see the same lines in admin", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(300_000);
  const server = await startServer({ TEST_NOW });
  try {
    await page.clock.setFixedTime(new Date(TEST_NOW));
    await page.goto(`${server.url}/order`);

    await page.getByRole("button", { name: /^Meal Deals \(2\)$/ }).click();
    await page.getByRole("button", { name: "Add Family Feast 2+2+2 to cart" }).click();
    const feast = page.getByRole("dialog", { name: "Family Feast 2+2+2" });
    await expect(feast).toBeVisible();
    await expect(feast.getByText("£49.95")).toBeVisible();

    // Keyboard: focus starts in the dialog; Tab reaches the first course's first "Add one" (its
    // "Remove one" is disabled at 0) and Space counts it; a course lets a choice repeat (issue 21).
    await expect(feast.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    const biryanis = feast.getByRole("group", { name: /^Biryanis/ });
    const firstAdd = biryanis.getByRole("button", {
      name: "Add one Hyderabadi Chicken Dum Biryani",
      exact: true,
    });
    await expect(firstAdd).toBeFocused();
    await page.keyboard.press("Space");
    await expect(biryanis.getByText("1 of 2 chosen")).toBeVisible();
    await biryanis
      .getByRole("button", { name: "Remove one Hyderabadi Chicken Dum Biryani", exact: true })
      .click();
    await expect(biryanis.getByText("0 of 2 chosen")).toBeVisible();

    for (const [group, names] of Object.entries(FEAST)) {
      const fieldset = feast.getByRole("group", { name: new RegExp(`^${group}`) });
      await fieldset.getByRole("button", { name: `Add one ${names[0]}`, exact: true }).click();
    }
    // One of each course short: the dialog says what is missing.
    await feast.getByRole("button", { name: "Add to cart" }).click();
    await expect(feast.getByRole("alert")).toHaveText(
      "Family Feast 2+2+2: please choose 2 for Biryanis (1 chosen).",
    );
    for (const [group, names] of Object.entries(FEAST)) {
      const fieldset = feast.getByRole("group", { name: new RegExp(`^${group}`) });
      await fieldset.getByRole("button", { name: `Add one ${names[1]}`, exact: true }).click();
      await expect(fieldset.getByText("2 of 2 chosen")).toBeVisible();
    }
    // A full course lets no third choice be added; each biryani in the deal keeps its spice level.
    await expect(biryanis.getByRole("button", { name: "Add one Egg Biryani", exact: true })).toBeDisabled();
    await expect(
      feast
        .getByRole("group", { name: "Paneer Biryani: its own options" })
        .getByRole("radio", { name: "Mild" }),
    ).toBeChecked();
    await expectNoAxeViolations(page);
    await feast.getByRole("button", { name: "Add to cart" }).click();
    await expect(feast).toHaveCount(0);

    await page.getByRole("button", { name: /^All \(76\)$/ }).click();
    await page.getByRole("button", { name: "Add Butter Chicken to cart" }).click();
    const curry = page.getByRole("dialog", { name: "Butter Chicken" });
    await expect(curry.getByRole("radio", { name: "Mild" })).toBeChecked();
    await curry.getByRole("radio", { name: "Hot" }).check();
    await curry.getByRole("button", { name: "Add to cart" }).click();

    // Staff have made a code worth more than the running flash sale; the diner applies it in the cart.
    const login = await page.request.post(`${server.url}/api/admin/login`, {
      data: { username: "admin", password: "e2e-admin-password" },
    });
    expect(login.ok()).toBe(true);
    const promotion = await page.request.post(`${server.url}/api/offers`, {
      data: {
        title: "Feast night",
        description: "40% off with the code",
        discountType: "percentage",
        discountValue: 40,
        validFrom: "2026-11-01T00:00:00Z",
        validTo: "2026-12-31T00:00:00Z",
        offerCode: "FEAST40",
      },
    });
    expect(promotion.status()).toBe(201);

    await page.getByRole("button", { name: /View cart \(2 items\)/ }).click();
    const cart = page.getByRole("region", { name: "Your Cart" });
    await page.getByLabel("Coupon code").fill("feast40");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Coupon FEAST40 applied.")).toBeVisible();
    await expect(page.getByTestId("promotion-line").filter({ hasText: "(FEAST40)" })).toBeVisible();
    await expect(cart).toContainText("Biryanis: Hyderabadi Mutton Dum Biryani (Mild), Paneer Biryani (Mild)");
    await expect(cart).toContainText("Starters: Chicken 65, Onion Bhaji");
    await expect(cart).toContainText("Naans: Plain Naan, Garlic Naan");
    await expect(cart).toContainText("Spice level: Hot");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("Spice level: Hot");
    await page.getByLabel(/Full Name/).fill("Asha Patel");
    await page.getByLabel(/Phone Number/).fill("07700900123");
    await page.getByLabel(/Collection Time/).selectOption("13:00");
    const placed = page.waitForResponse(
      (r) => r.url().endsWith("/api/orders") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: /^Place Order/ }).click();
    const order = (await (await placed).json()) as {
      orderNumber: string;
      totalAmount: string;
      subtotalPence: number;
    };
    expect(order.subtotalPence).toBe(4995 + 1395);

    const confirmation = page.getByRole("list", { name: "Your order" });
    await expect(confirmation).toContainText("1 x Family Feast 2+2+2");
    await expect(confirmation).toContainText("Spice level: Hot");
    const payment = page.getByRole("region", { name: "Payment" });
    await payment.getByRole("button", { name: `Simulate payment of ${order.totalAmount}` }).click();
    await expect(page.getByText("Payment Successful!")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${server.url}/order/${order.orderNumber}`);
    const live = page.getByRole("region", { name: "Your order" });
    await expect(live).toContainText("Naans: Plain Naan, Garlic Naan");
    await expect(live).toContainText("Spice level: Hot");
    await expectNoAxeViolations(page);

    // The print dialog is the browser's: stubbed, the ticket drawn for it stays on the page to read.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto(`${server.url}/admin`);
    await page.getByRole("tab", { name: /Orders/ }).click();
    const card = page.getByRole("article", { name: `Order ${order.orderNumber}` });
    await expect(card).toContainText("1 × Family Feast 2+2+2");
    await expect(card).toContainText("Biryanis: Hyderabadi Mutton Dum Biryani (Mild), Paneer Biryani (Mild)");
    await expect(card).toContainText("Spice level: Hot");
    await expect(card).toContainText("FEAST40");
    // The code replaces the automatic promotions (it is worth more): 40% of £63.90.
    await expect(card.getByTestId("admin-promotion-line")).toHaveText(["Feast night (FEAST40) -£25.56"]);
    await expectNoAxeViolations(page);

    await openMore(card);
    await card.getByRole("button", { name: "Print" }).click();
    await expect(page.getByText("Order marked as printed")).toBeVisible();
    const ticket = page.getByTestId("ticket-print-root");
    await expect(ticket).toContainText("1 x Family Feast 2+2+2");
    await expect(ticket).toContainText(
      "Biryanis: Hyderabadi Mutton Dum Biryani (Mild), Paneer Biryani (Mild)",
    );
    await expect(ticket).toContainText("Starters: Chicken 65, Onion Bhaji");
    await expect(ticket).toContainText("Naans: Plain Naan, Garlic Naan");
    await expect(ticket).toContainText("1 x Butter Chicken");
    await expect(ticket).toContainText("Spice level: Hot");
    await expect(ticket).toContainText("Feast night (FEAST40)");
    await expect(ticket).toContainText("-£25.56");
    await expect(ticket).toContainText(`TOTAL${order.totalAmount}`);
    await expect(ticket.getByText("PAID", { exact: true })).toBeVisible();
  } finally {
    await server.stop();
  }
});

test("dietary filters combine with the category and the search, on /order and the home menu", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(240_000);
  await page.goto("/order");
  const dishes = page.getByRole("list", { name: "Dishes" });
  await page.getByRole("button", { name: /^Curries \(\d+\)$/ }).click();
  await expect(dishes.getByRole("heading", { name: "Butter Chicken" })).toBeVisible();
  // The filters fold behind one button; they are named as the law names the allergens.
  await page.getByRole("button", { name: "Dietary filters" }).click();
  await page.getByRole("button", { name: "No tree nuts", exact: true }).click();
  await expect(page.getByRole("button", { name: "No tree nuts", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(dishes.getByRole("heading", { name: "Butter Chicken" })).toHaveCount(0);
  await expect(dishes.getByRole("heading", { name: "Dal Tadka" })).toBeVisible();
  await page.getByRole("button", { name: "Vegetarian", exact: true }).click();
  await expect(dishes.getByRole("heading", { name: "Hyderabadi Chicken Curry" })).toHaveCount(0);
  await page.getByPlaceholder("Search dishes...").fill("dal");
  await expect(dishes.getByRole("heading")).toHaveText(["Dal Tadka"]);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Clear dietary filters" }).click();
  await page.getByPlaceholder("Search dishes...").fill("");
  await expect(dishes.getByRole("heading", { name: "Butter Chicken" })).toBeVisible();

  await page.goto("/");
  const menu = page.locator("#menu");
  await showWholeHomeMenu(page);
  await expect(menu.getByRole("heading", { name: "Butter Chicken" })).toBeVisible();
  await menu.getByRole("button", { name: "Dietary filters" }).click();
  await menu.getByRole("button", { name: "No gluten", exact: true }).click();
  await expect(menu.getByRole("heading", { name: "Plain Naan" })).toHaveCount(0);
  await expect(menu.getByRole("heading", { name: "Butter Chicken" })).toBeVisible();
  await menu.getByRole("button", { name: "No milk", exact: true }).click();
  await expect(menu.getByRole("heading", { name: "Butter Chicken" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
