/**
 * A closed day on a 390 px phone (issues 12 and 21): one state, one message. The order page, the
 * checkout's banner, its slots and its Place Order button all say "closed until Tuesday"; no
 * preparation time is promised; the flash sale running that day is not shown, since it cannot be
 * ordered (issue 21: its dialog counted down on a closed Monday and ORDER NOW led to "Closed now").
 */
import { test as base, expect, startServer, type TestServer } from "./fixtures";
import { openPhone, visit } from "./phone";

// Monday 23 November 2026, 12:10 London: the restaurant is closed all day.
const TEST_NOW = "2026-11-23T12:10:00Z";
const CLOSED = "Closed now - we open Tuesday at 11:00";

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

test("on a closed day the checkout offers no date or time and says why, once", async ({
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await openPhone(browser, server.url, 390, TEST_NOW);
  try {
    await visit(page, "/order");
    // The page says so before checkout, and no dish can be added; no preparation time is stated.
    await expect(page.getByText(CLOSED)).toBeVisible();
    await expect(page.getByText(/Ready for collection in about/)).toHaveCount(0);
    const add = page.getByRole("button", { name: "Add Plain Naan to cart" });
    await expect(add).toBeDisabled();
    // A cart saved on an earlier, open day still reaches the checkout, which says why it cannot be placed.
    const menu = (await (await page.request.get("/api/menu")).json()) as { name: string }[];
    const naan = menu.find((d) => d.name === "Plain Naan");
    await page.evaluate(
      (dish) =>
        // Enough naans to pass the minimum order, so checkout opens and can say why it cannot be placed.
        localStorage.setItem(
          "order-cart",
          JSON.stringify([{ ...dish, options: [], quantity: 8, specialInstructions: "" }]),
        ),
      naan,
    );
    await page.reload();
    await page.getByRole("button", { name: /View cart/ }).tap();
    await page.getByRole("button", { name: "Proceed to Checkout" }).tap();

    const banner = page.locator("[data-ordering-state]");
    await expect(banner).toHaveAttribute("data-ordering-state", "closed");
    await expect(banner).toContainText(CLOSED);
    await expect(banner).toContainText("Today's hours: Closed.");
    await expect(page.getByText(/We're open|Open now until|Ready for collection/)).toHaveCount(0);
    const date = page.getByLabel(/Collection Date/);
    await expect(date).toBeDisabled();
    await expect(date.locator("option")).toHaveText(["No dates available"]);
    await expect(
      page.getByText("No dates available for ordering today. Please check our opening hours."),
    ).toBeVisible();
    const time = page.getByLabel(/Collection Time/);
    await expect(time).toBeDisabled();
    await expect(time.locator("option")).toHaveText(["No times available"]);
    await expect(
      page.getByText("We're currently closed. Please check back during our opening hours."),
    ).toBeVisible();
    await expect(
      page.getByText("Tomorrow you can order for: Lunch 11:00-15:00, Dinner 17:00-23:00."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Place Order follows the same state: it says why instead of failing.
    await page.getByLabel(/Full Name/).fill("Aisha Khan");
    await page.getByLabel(/Phone Number/).fill("07700 900123");
    const place = page.getByRole("button", { name: /^Place Order/ });
    await expect(place).toHaveAttribute("aria-disabled", "true");
    // Still focusable and pressable (aria-disabled), so it can say why. Playwright waits for an
    // aria-disabled element to be enabled before a tap, so the press is dispatched to it directly.
    await place.dispatchEvent("click");
    await expect(page.getByText("Ordering unavailable")).toBeVisible();
    await expect(page.getByText(CLOSED).last()).toBeVisible();
    await expect(page.getByText("Order Failed")).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("the flash sale running on a closed day is not shown anywhere: it cannot be ordered", async ({
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  // The seeded "COLLECTION 30% OFF" runs until the end of this Monday.
  const active = (await (await fetch(`${server.url}/api/offers/active`)).json()) as {
    flashSale: { headline: string } | null;
  };
  expect(active.flashSale?.headline).toBe("COLLECTION 30% OFF");
  const { context, page } = await openPhone(browser, server.url, 390, TEST_NOW);
  try {
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const mobileMenu = page.locator("#mobile-menu");
    await expect(mobileMenu.getByRole("link", { name: "Order Online" })).toBeVisible();
    await expect(mobileMenu.getByRole("button", { name: "Offers" })).toHaveCount(0);
    await expect(page.getByText("FLASH SALE - ENDS TODAY!")).toHaveCount(0);

    await visit(page, "/offers");
    await expect(page.getByRole("heading", { name: "Special Offers", level: 1 })).toBeVisible();
    await expect(page.getByText(/FLASH SALE/)).toHaveCount(0);
    await expect(page.getByRole("timer")).toHaveCount(0);
    await expect(page.getByText("COLLECTION 30% OFF")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "ORDER NOW!" })).toHaveCount(0);

    // Nor do the banners name it: the footer and the order page name a deal that can be had.
    await visit(page, "/order");
    await expect(page.getByText("COLLECTION 30% OFF")).toHaveCount(0);
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(page.locator("footer")).not.toContainText("30%");
  } finally {
    await context.close();
  }
});
