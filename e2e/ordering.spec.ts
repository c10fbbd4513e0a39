import { test as base, expect, signInAsAdmin, startServer, type TestServer } from "./fixtures";

// Tuesday 24 November 2026, 12:10 London (GMT): the lunch shift is open and 13:00 is the first slot.
const TEST_NOW = "2026-11-24T12:10:00Z";

/** This file's server runs on a fixed clock, so slots exist whatever the real time is. */
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

test.beforeEach(async ({ page }) => {
  // The page prices the cart with offers valid "now": keep the browser's clock with the server's.
  await page.clock.setFixedTime(new Date(TEST_NOW));
});

test("the whole journey: browse, cart, checkout, confirmation and live status", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  await page.goto("/order");
  await expect(page.getByRole("heading", { name: "Order Online for Collection" })).toBeVisible();
  await expect(page.getByRole("button", { name: "All (76)" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Biryanis \(\d+\)$/ })).toBeVisible();
  // The earliest slot's real wait (issue 33), as the server offers it now.
  const { firstCollectionTime } = (await (await page.request.get("/api/ordering-status")).json()) as {
    firstCollectionTime: string;
  };
  await expect(page.getByText(`Ready for collection from ${firstCollectionTime}`)).toBeVisible();
  await expect(page.locator("#main").getByRole("button", { name: "Sign up" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Search by name or description, then a category chip.
  await page.getByPlaceholder("Search dishes...").fill("dum biryani");
  const dishes = page.getByRole("list", { name: "Dishes" }).getByRole("listitem");
  await expect(dishes.first()).toBeVisible();
  expect(await dishes.count()).toBeLessThan(76);
  await page.getByPlaceholder("Search dishes...").fill("");
  await page.getByRole("button", { name: /^Breads \(\d+\)$/ }).click();
  await page.getByRole("button", { name: "Add Butter Naan to cart" }).click();
  await page.getByRole("button", { name: /^All \(76\)$/ }).click();

  // A biryani has options: its dialog starts on the first spice level, and the same choices make one line.
  for (let i = 0; i < 2; i++) {
    await page.getByRole("button", { name: "Add Hyderabadi Chicken Dum Biryani to cart" }).click();
    await page
      .getByRole("dialog", { name: "Hyderabadi Chicken Dum Biryani" })
      .getByRole("button", { name: "Add to cart" })
      .click();
  }
  const cartButton = page.getByRole("button", { name: /View cart \(3 items\)/ });
  await expect(cartButton).toBeVisible();

  // The cart survives a reload.
  await page.reload();
  await page.getByRole("button", { name: /View cart \(3 items\)/ }).click();
  await expect(page.getByRole("heading", { name: "Your Cart" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Cart");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Increase quantity of Butter Naan" }).click();
  await page.getByRole("button", { name: "Decrease quantity of Hyderabadi Chicken Dum Biryani" }).click();
  await page.getByLabel("Special instructions for Hyderabadi Chicken Dum Biryani").fill("Extra raita");
  const total = page.getByTestId("order-total");
  await expect(total).toHaveText(/^£\d+\.\d\d$/);
  const cartTotal = await total.textContent();

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(page.getByText("Today's hours: 11:00-15:00, 17:00-23:00")).toBeVisible();
  await expect(page.getByLabel(/Collection Date/)).toHaveValue("2026-11-24");
  await expect(page.getByLabel(/Collection Date/).locator("option")).toHaveText([
    "Today - Tuesday 24 November",
  ]);
  await expect(page.getByTestId("order-total")).toHaveText(cartTotal ?? "");

  // Required fields first.
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/Full Name/).fill("Aisha Khan");
  await page.getByLabel(/Phone Number/).fill("07700 900123");
  await page.getByLabel(/Collection Time/).selectOption("13:00");
  const placed = page.waitForResponse(
    (r) => r.url().endsWith("/api/orders") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: /^Place Order/ }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  expect(response.request().headers()["idempotency-key"]).toBeTruthy();
  const order = (await response.json()) as { id: number; orderNumber: string; totalAmount: string };

  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByText("Order Placed Successfully!")).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(order.orderNumber);
  await expect(page.getByText("Today - Tuesday 24 November at 13:00")).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(order.totalAmount);
  expect(order.totalAmount).toBe(cartTotal);
  // Sent, not printed, until staff print the ticket: the server says which.
  await expect(page.getByText("Your order has been sent to our kitchen.")).toBeVisible();
  await expect(page.getByText(/printed in our kitchen/)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInAsAdmin(page);
  const printed = await page.request.put(`/api/admin/orders/${order.id}/print`);
  expect(printed.ok(), await printed.text()).toBe(true);
  await expect(page.getByText(/printed in our kitchen/)).toBeVisible();

  // Live status, changed by staff through the API.
  await page.getByRole("link", { name: "Follow your order's status live" }).click();
  // The live link carries the order's secret in its fragment, so the live page can pay it.
  await expect(page).toHaveURL(new RegExp(`/order/${order.orderNumber}#pay=[^&]+$`));
  const status = page.getByTestId("order-status");
  await expect(status).toContainText("Received");
  await expectNoAxeViolations(page);

  await signInAsAdmin(page);
  for (const next of ["preparing", "ready"] as const) {
    const res = await page.request.put(`/api/admin/orders/${order.id}/status`, { data: { status: next } });
    expect(res.ok(), await res.text()).toBe(true);
    await expect(status).toContainText(next === "preparing" ? "Preparing" : "Ready");
  }
  await expectNoAxeViolations(page);

  // Place Another Order starts again from an empty cart.
  await page.goto("/order");
  await expect(page.getByRole("button", { name: /View cart/ })).toHaveCount(0);
});

test("a saved cart drops dishes that are gone or changed, and says so", async ({ page }) => {
  const menu = (await (await page.request.get("/api/menu")).json()) as {
    id: number;
    name: string;
    pricePence: number;
  }[];
  const kept = menu[0];
  const repriced = menu[1];
  if (!kept || !repriced) throw new Error("seeded menu missing");
  // The cart is in storage before the page's first script runs, as a diner's saved cart would be.
  // (Set on an open page, a page still coming to life could read and tidy it first.)
  await page.addInitScript(
    (lines) => localStorage.setItem("order-cart", JSON.stringify(lines)),
    [
      { ...kept, category: "soups", image: null, quantity: 2, specialInstructions: "" },
      {
        ...repriced,
        pricePence: repriced.pricePence + 100,
        category: "soups",
        image: null,
        quantity: 1,
        specialInstructions: "",
      },
      {
        id: 999999,
        name: "Vanished Dish",
        pricePence: 500,
        category: "soups",
        image: null,
        quantity: 1,
        specialInstructions: "",
      },
    ],
  );
  await page.goto("/order");
  const notice = page.getByRole("status").filter({ hasText: "We removed some dishes from your cart" });
  await expect(notice).toContainText(`${repriced.name} (price changed)`);
  await expect(notice).toContainText("Vanished Dish (no longer on the menu)");
  await expect(page.getByRole("button", { name: /View cart \(2 items\)/ })).toBeVisible();
});

test("the menu and cart work at phone width", async ({ page, expectNoAxeViolations }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/order");
  await expect(page.getByRole("button", { name: "All (76)" })).toBeVisible();
  await page.getByRole("button", { name: "Add Plain Naan to cart" }).click();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /View cart \(1 item\)/ }).click();
  await expect(page.getByRole("heading", { name: "Your Cart" })).toBeVisible();
  await page.getByRole("button", { name: "Decrease quantity of Plain Naan" }).click();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expectNoAxeViolations(page);
});
