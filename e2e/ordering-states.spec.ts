/**
 * One state, one message (issue 21, item 3) on a 360 px phone, late on an open Friday: closing
 * soon names the last collection time and offers nothing at or after closing (no 23:00 slot);
 * paused by staff, the banner, the slots and Place Order all say "paused until", with no
 * preparation time, no "fully booked", no "we're open" and no tomorrow's hours.
 */
import { ADMIN, test as base, expect, startServer, type TestServer, waitUntilLive } from "./fixtures";
import { openPhone, visit } from "./phone";

// Friday 27 November 2026, 21:10 London (GMT): open until 23:00, the last slots near.
const TEST_NOW = "2026-11-27T21:10:00Z";

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

test("closing soon, then paused by staff: one banner, and the slots and Place Order agree", async ({
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, 360, TEST_NOW);
  const staff = await browser.newContext({ baseURL: server.url });
  try {
    expect((await staff.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    await visit(page, "/order");
    const banner = page.locator("[data-ordering-state]");
    await expect(banner).toHaveAttribute("data-ordering-state", "closing_soon");
    await expect(banner).toContainText("Closing soon - the last collection time today is 22:30");
    // The earliest slot's real wait (issue 33), as the server offers it now.
    const { firstCollectionTime } = (await (await page.request.get("/api/ordering-status")).json()) as {
      firstCollectionTime: string;
    };
    await expect(banner).toContainText(`Ready for collection from ${firstCollectionTime}`);

    // A cart through to the checkout: the times end before closing, none at 23:00.
    await page.getByRole("button", { name: "Add Plain Naan to cart" }).tap();
    for (let i = 0; i < 5; i++) {
      await page.getByRole("button", { name: "Add Butter Naan to cart" }).tap();
    }
    await page.getByRole("button", { name: /View cart/ }).tap();
    await page.getByRole("button", { name: "Proceed to Checkout" }).tap();
    await expect(page.locator("[data-ordering-state]")).toContainText("Closing soon");
    await expect(page.locator("[data-ordering-state]")).toContainText("Today's hours: 11:00-23:00.");
    await expect(page.getByLabel(/Collection Time/).locator("option")).toHaveText([
      "Select a time",
      "22:00 (Opening hours)",
      "22:30 (Opening hours)",
    ]);
    await expect(page.getByRole("button", { name: /^Place Order/ })).not.toHaveAttribute("aria-disabled");
    await expectNoAxeViolations(page);

    // Staff pause online ordering for 45 minutes.
    const paused = await staff.request.put("/api/admin/settings", {
      data: { orderingPausedUntil: "2026-11-27T21:55:00Z" },
    });
    expect(paused.ok(), await paused.text()).toBe(true);
    await page.reload();
    await waitUntilLive(page);
    await expect(page.locator("[data-ordering-state]")).toHaveAttribute("data-ordering-state", "paused");
    await expect(page.locator("[data-ordering-state]")).toContainText(
      "Online ordering is paused until 21:55",
    );
    await expect(page.getByText(/Ready for collection in about/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add Plain Naan to cart" })).toBeDisabled();
    await page.getByRole("button", { name: /View cart/ }).tap();
    await page.getByRole("button", { name: "Proceed to Checkout" }).tap();
    const banner2 = page.locator("[data-ordering-state]");
    await expect(banner2).toHaveAttribute("data-ordering-state", "paused");
    await expect(banner2).toContainText("Online ordering is paused until 21:55");
    // Nothing that contradicts it (issue 21 listed all four on one screen).
    for (const contradiction of [
      /We're open/,
      /Open now until/,
      /All slots for today are fully booked or have passed/,
      /Tomorrow you can order for/,
      /Ready for collection in about/,
    ]) {
      await expect(page.getByText(contradiction)).toHaveCount(0);
    }
    const time = page.getByLabel(/Collection Time/);
    await expect(time).toBeDisabled();
    await expect(time.locator("option")).toHaveText(["No times available"]);
    await page.getByLabel(/Full Name/).fill("Aisha Khan");
    await page.getByLabel(/Phone Number/).fill("07700 900123");
    const place = page.getByRole("button", { name: /^Place Order/ });
    await expect(place).toHaveAttribute("aria-disabled", "true");
    // Still focusable and pressable (aria-disabled), so it can say why. Playwright waits for an
    // aria-disabled element to be enabled before a tap, so the press is dispatched to it directly.
    await place.dispatchEvent("click");
    await expect(page.getByText("Ordering unavailable")).toBeVisible();
    await expect(page.getByText("Order Failed")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // No flash sale while paused: it cannot be ordered.
    await visit(page, "/offers");
    await expect(page.getByText(/FLASH SALE/)).toHaveCount(0);
  } finally {
    await staff.request.put("/api/admin/settings", { data: { orderingPausedUntil: null } });
    await context.close();
    await staff.close();
  }
});
