/**
 * The public site states what the server holds (issue 12): hours, open/closed/paused state and the
 * journeys around the menu. The server clock is set (TEST_NOW, demo mode) so open and closed are
 * the same on every run: Tuesday 24 November 2026, 12:10 London, a lunch shift.
 */
import type { Page } from "@playwright/test";
import {
  test as base,
  expect as baseExpect,
  showWholeHomeMenu,
  signInAsAdmin,
  startServer,
  type TestServer,
} from "./fixtures";

// Pages with the whole menu (74 dishes) render slowly on the shared two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

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

// Each test walks several full pages with axe checks; the shared two-core machine needs the room.
test.describe.configure({ timeout: 360_000 });

test.beforeEach(async ({ page }) => {
  // The browser's clock agrees with the server's, so the admin's "pause for 30 minutes" is in the server's future.
  await page.clock.setFixedTime(new Date(TEST_NOW));
});

async function setTuesdayClosed(page: Page, closed: boolean) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Hours", exact: true }).click();
  const row = page.getByRole("row", { name: /^Tuesday/ });
  const toggle = row.getByRole("switch", { name: /Tuesday closed/ });
  if ((await toggle.getAttribute("aria-checked")) !== String(closed)) await toggle.click();
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Tuesday hours updated")).toBeVisible();
}

function readJsonLd(html: string): { openingHoursSpecification: { dayOfWeek?: string }[] } {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no JSON-LD on the page");
  return JSON.parse(match[1]);
}

test("staff close today in the admin: the contact section, footer, JSON-LD and /order say so", async ({
  page,
  expectNoAxeViolations,
}) => {
  // Before: the seeded week, and today (Tuesday) open for orders.
  await page.goto("/");
  await expect(page.locator("#contact")).toContainText("Tuesday - Thursday");
  await expect(page.locator("#contact")).toContainText("11:00 - 15:00, 17:00 - 23:00");
  const ldBefore = readJsonLd(await (await page.request.get("/")).text());
  expect(ldBefore.openingHoursSpecification.some((h) => h.dayOfWeek?.endsWith("/Tuesday"))).toBe(true);

  await signInAsAdmin(page);
  await setTuesdayClosed(page, true);
  try {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact.getByText("Monday - Tuesday", { exact: true })).toBeVisible();
    await expect(contact.getByText("Wednesday - Thursday", { exact: true })).toBeVisible();
    const footer = page.locator("footer").last();
    await expect(footer.getByText("Monday - Tuesday", { exact: true })).toBeVisible();
    await expect(footer.getByText("Friday - Sunday", { exact: true })).toBeVisible();
    // The home page says it at the top and its Add buttons give the reason.
    const reason = "Closed now - we open Wednesday at 11:00";
    await expect(page.getByRole("status").filter({ hasText: reason }).first()).toBeVisible();
    const homeAdd = page.getByRole("button", { name: /^Add .* to cart$/ }).first();
    await expect(homeAdd).toHaveAttribute("aria-disabled", "true");
    await expect(homeAdd).toHaveAccessibleDescription(reason);

    const html = await (await page.request.get("/")).text();
    const ld = readJsonLd(html);
    expect(ld.openingHoursSpecification.some((h) => h.dayOfWeek?.endsWith("/Tuesday"))).toBe(false);
    expect(html).toContain("Monday - Tuesday closed");

    await page.goto("/order");
    await expect(page.getByRole("status").filter({ hasText: reason })).toBeVisible();
    const add = page.getByRole("button", { name: "Add Plain Naan to cart" });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(reason);
    await add.click({ force: true });
    await expect(page.getByRole("button", { name: /View cart/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await setTuesdayClosed(page, false);
  }
  await page.goto("/order");
  await expect(page.getByRole("button", { name: "Add Plain Naan to cart" })).toBeEnabled();
  await expect(page.getByText(/Closed now/)).toHaveCount(0);
});

test("staff pause online ordering: the banner and disabled Add buttons on /order and the home page", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  // The admin reopens on the tab last used; the pause sits on the kitchen board.
  await page.getByRole("tab", { name: /Orders/ }).click();
  await page.getByLabel("Pause online ordering for").selectOption("30");
  await page.getByRole("button", { name: "Pause online ordering" }).click();
  await expect(page.getByText(/^Online ordering is paused until/)).toBeVisible();
  try {
    const reason = /^Online ordering is paused until 12:4\d$/;
    await page.goto("/order");
    await expect(page.getByRole("status").filter({ hasText: reason })).toBeVisible();
    const add = page.getByRole("button", { name: "Add Plain Naan to cart" });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(reason);
    await expectNoAxeViolations(page);

    await page.goto("/");
    await expect(page.getByRole("status").filter({ hasText: reason }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Add .* to cart$/ }).first()).toBeDisabled();
  } finally {
    const res = await page.request.put("/api/admin/settings", { data: { orderingPausedUntil: null } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await page.goto("/order");
  await expect(page.getByRole("button", { name: "Add Plain Naan to cart" })).toBeEnabled();
});

test("the home menu's Add to Cart puts the dish in the cart on /order", async ({ page }) => {
  await page.goto("/");
  await showWholeHomeMenu(page);
  await page.locator("#menu").getByRole("button", { name: "Add Plain Naan to cart" }).click();
  await expect(page.getByText("Redirecting to Order Page!")).toBeVisible();
  await expect(page).toHaveURL(/\/order$/);
  await page.getByRole("button", { name: /View cart/ }).click();
  await expect(page.getByRole("heading", { name: "Plain Naan" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeVisible();
});

test("the footer's Order Now lands at the top of /order; a hash link still lands on its section", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.locator("footer").last();
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await footer.getByRole("link", { name: "Order Now" }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole("heading", { name: "Order Online for Collection" })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.locator("footer").last().getByRole("button", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole("heading", { name: "Contact Us" })).toBeInViewport();
});

test("on a 390 px phone the home menu is compact rows under a sticky category bar, at most half the old height", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const menu = page.locator("#menu");
  await showWholeHomeMenu(page);
  await expect(menu.getByRole("button", { name: "Add Plain Naan to cart" })).toBeVisible();
  const heights = await page.evaluate(() => ({
    page: document.documentElement.scrollHeight,
    menu: document.getElementById("menu")?.getBoundingClientRect().height ?? 0,
  }));
  console.log(`home at 390 px: page ${heights.page} px, menu ${heights.menu} px`);
  // Measured before this work: page 43,557 px, menu 32,134 px.
  expect(heights.page).toBeLessThanOrEqual(43_557 / 2);

  // A dish row: photo (or its drawing) at the side of the text.
  const row = menu.getByRole("listitem").filter({ hasText: "Plain Naan" }).first();
  const [photo, title] = await Promise.all([
    row.locator("img, [data-category]").first().boundingBox(),
    row.getByRole("heading", { name: "Plain Naan" }).boundingBox(),
  ]);
  expect(photo && title && photo.x + photo.width <= title.x).toBe(true);
  await expect(row.getByText("Photo coming soon")).toBeVisible();
  await expect(row.locator("svg[aria-hidden='true']").first()).toBeVisible();

  // The category bar stays in one row and in view while the list scrolls.
  const bar = menu.getByRole("tablist", { name: "Menu categories" });
  const tabs = bar.getByRole("tab");
  const first = await tabs.first().boundingBox();
  const last = await tabs.last().boundingBox();
  expect(first?.y).toBe(last?.y);
  await menu.getByRole("listitem").nth(30).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await expectNoAxeViolations(page);

  await page.goto("/order");
  const chips = page.getByRole("group", { name: "Menu categories" }).getByRole("button");
  const chipA = await chips.first().boundingBox();
  const chipB = await chips.last().boundingBox();
  expect(chipA?.y).toBe(chipB?.y);
  await page.getByRole("listitem").filter({ hasText: "Plain Naan" }).first().scrollIntoViewIfNeeded();
  await expect(page.getByRole("group", { name: "Menu categories" })).toBeInViewport();
  await expectNoAxeViolations(page);
});
