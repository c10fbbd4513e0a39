/**
 * The kitchen board on the pass's tablet (issue 22): 820 x 1180, touch, staff signed in (not the
 * owner). The first order is in view without scrolling under a compact admin frame with none of the
 * public site's header, footer or pop-ups; notes are at the top of the card; one tap moves an order
 * on and one undoes it; search finds history; staff pause online ordering and the diner sees it; a
 * new order rings until acknowledged, and after a reload the board says the sound is off.
 */
import type { Page } from "@playwright/test";
import { ADMIN, test as base, expect, openMore, startServer, type TestServer } from "./fixtures";

// Tuesday 24 November 2026, 12:10 London (GMT): lunch is open and 13:00 is a collection slot.
const TEST_NOW = "2026-11-24T12:10:00Z";
const STAFF = { username: "sara", password: "sara-kitchen-1" };

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

test.use({
  viewport: { width: 820, height: 1180 },
  hasTouch: true,
});

/** Signs the page in as the staff account, which the owner adds the first time. */
async function signInStaff(page: Page, baseURL: string, browser: import("@playwright/test").Browser) {
  if ((await page.request.post("/api/admin/login", { data: STAFF })).ok()) return;
  const owner = await browser.newContext({ baseURL });
  expect((await owner.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
  const created = await owner.request.post("/api/admin/staff-accounts", {
    data: { ...STAFF, role: "staff" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await owner.close();
  expect((await page.request.post("/api/admin/login", { data: STAFF })).ok()).toBe(true);
}

async function placeOrder(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post("/api/orders", {
    data: { collectionDate: "2026-11-24", items: [{ id: 1, quantity: 3 }], ...body },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: number; orderNumber: string; createdAt: string };
}

test("the kitchen board on a tablet: in view, one tap on and back, search, pause, alerts", async ({
  page,
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(300_000);
  await page.clock.setFixedTime(new Date(TEST_NOW));

  const later = await placeOrder(page, {
    customerName: "Ben Jones",
    customerPhone: "07123 456789",
    collectionTime: "13:30",
  });
  const first = await placeOrder(page, {
    customerName: "Asha Patel",
    customerPhone: "07700 900123",
    collectionTime: "13:00",
    specialInstructions: "NUT ALLERGY - no cashews",
  });

  // The tablet signs in as staff (an account the owner added), not as the owner.
  await signInStaff(page, server.url, browser);
  await page.goto("/admin");
  const board = page.getByRole("tabpanel", { name: /^Orders/ });
  const newColumn = board.getByRole("region", { name: /^New/ });
  const firstCard = page.getByRole("article", { name: `Order ${first.orderNumber}` });
  await expect(firstCard).toBeVisible({ timeout: 60_000 });

  // None of the public site's frame.
  await expect(page.getByRole("button", { name: "Book Table" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByLabel("Food hygiene rating")).toHaveCount(0);

  // The first order (the earliest collection) is first in New, whole, in view without scrolling.
  await expect(newColumn.getByRole("article").first()).toHaveAccessibleName(`Order ${first.orderNumber}`);
  await expect(newColumn.getByRole("article").nth(1)).toHaveAccessibleName(`Order ${later.orderNumber}`);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await firstCard.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(1180);
  // Its note first, impossible to miss, and its time left.
  await expect(firstCard.getByRole("note", { name: "Notes" })).toContainText("NUT ALLERGY - no cashews");
  await expect(firstCard).toContainText("13:00");
  await expect(firstCard).toContainText("in 50 min");
  await expect(firstCard).toContainText("UNPAID");
  await expectNoAxeViolations(page);

  // Acknowledged on one tablet: stored, so every tablet stops ringing.
  await firstCard.getByRole("button", { name: "Acknowledge" }).tap();
  await expect(firstCard.getByRole("button", { name: "Acknowledge" })).toHaveCount(0);
  const listed = (await (await page.request.get("/api/admin/orders")).json()) as {
    orders: { id: number; acknowledgedAt: string | null }[];
  };
  expect(listed.orders.find((o) => o.id === first.id)?.acknowledgedAt).not.toBeNull();

  // One tap on, one tap back.
  await firstCard.getByRole("button", { name: "Start preparing" }).tap();
  const preparing = board.getByRole("region", { name: /^Preparing/ });
  await expect(preparing.getByRole("article", { name: `Order ${first.orderNumber}` })).toBeVisible();
  // Undo is under "More", one tap away from the primary action.
  const preparingCard = preparing.getByRole("article", { name: `Order ${first.orderNumber}` });
  await openMore(preparingCard, "tap");
  await preparingCard.getByRole("button", { name: "Undo: back to New" }).tap();
  await expect(newColumn.getByRole("article", { name: `Order ${first.orderNumber}` })).toBeVisible();
  // And by keyboard.
  await newColumn
    .getByRole("article", { name: `Order ${first.orderNumber}` })
    .getByRole("button", { name: "Start preparing" })
    .focus();
  await page.keyboard.press("Enter");
  await expect(preparing.getByRole("article", { name: `Order ${first.orderNumber}` })).toBeVisible();
  await preparing.getByRole("button", { name: "Mark ready" }).tap();
  const ready = board.getByRole("region", { name: /^Ready/ });
  await ready.getByRole("button", { name: "Mark collected" }).tap();
  // Collected goes out of the way, folded under the columns.
  await expect(ready.getByRole("article")).toHaveCount(0);
  await page.getByText("Collected and cancelled (1)").tap();
  await expect(page.getByRole("article", { name: `Order ${first.orderNumber}` })).toBeVisible();

  // Search: by phone and by name, answered by the server.
  const search = page.getByRole("searchbox", { name: "Search orders by number, name or phone" });
  await search.fill("07123456789");
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByText("1 order found")).toBeVisible();
  await expect(results.getByRole("article", { name: `Order ${later.orderNumber}` })).toBeVisible();
  await search.fill("asha");
  await expect(results.getByRole("article", { name: `Order ${first.orderNumber}` })).toBeVisible();
  await expect(results.getByRole("article")).toHaveCount(1);
  await page.getByRole("button", { name: "Back to today" }).tap();
  await expect(newColumn.getByRole("article", { name: `Order ${later.orderNumber}` })).toBeVisible();

  // Staff pause online ordering; the diner's order page says so.
  await page.getByLabel("Pause online ordering for").selectOption("30");
  await page.getByRole("button", { name: "Pause online ordering" }).tap();
  await expect(page.getByText("Online ordering is paused until")).toBeVisible();
  const diner = await browser.newContext({ baseURL: server.url });
  const dinerPage = await diner.newPage();
  await dinerPage.clock.setFixedTime(new Date(TEST_NOW));
  await dinerPage.goto("/order");
  await expect(dinerPage.locator("[data-ordering-state]")).toHaveAttribute("data-ordering-state", "paused");
  await expect(dinerPage.locator("[data-ordering-state]")).toContainText(
    "Online ordering is paused until 12:40",
  );
  await diner.close();
  await page.getByRole("button", { name: "Resume online ordering now" }).tap();
  await expect(page.getByRole("button", { name: "Pause online ordering" })).toBeVisible();

  await expectNoAxeViolations(page);
});

test("after a reload the board says the sound is off until a tap turns it on", async ({
  page,
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(new Date(TEST_NOW));
  // A tablet's browser starts every page's sound suspended until someone taps it (the autoplay
  // policy). Chromium under test lets every page play, so the page here gets the tablet's rule.
  await page.addInitScript(() => {
    const Native = window.AudioContext;
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        void this.suspend();
      }
    };
  });
  await signInStaff(page, server.url, browser);
  await page.goto("/admin");
  await expect(page.getByRole("searchbox", { name: "Search orders by number, name or phone" })).toBeVisible({
    timeout: 60_000,
  });
  await page.reload();
  // The browser keeps a new page silent until someone taps it: the board says so and stays usable.
  const soundOff = page.getByRole("button", { name: "Sound is off - tap to turn on" });
  await expect(soundOff).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search orders by number, name or phone" })).toBeVisible();
  await expectNoAxeViolations(page);
  await soundOff.tap();
  await expect(soundOff).toHaveCount(0);
});

test("a new order not acknowledged within three minutes turns red", async ({ page, browser, server }) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(new Date(TEST_NOW));
  const order = await placeOrder(page, {
    customerName: "Cara Lee",
    customerPhone: "07700 900555",
    collectionTime: "13:00",
  });
  await signInStaff(page, server.url, browser);
  // Four minutes after the server placed it (the server's test clock runs on from TEST_NOW).
  await page.clock.setFixedTime(new Date(Date.parse(order.createdAt) + 4 * 60_000));
  await page.goto("/admin");
  const card = page.getByRole("article", { name: `Order ${order.orderNumber}` });
  await expect(card).toHaveAttribute("data-overdue", "true");
  await expect(card).toContainText("Not acknowledged for over 3 minutes");
  await card.getByRole("button", { name: "Acknowledge" }).tap();
  await expect(card).not.toHaveAttribute("data-overdue", "true");
});

test("an ended session says so over the board and signs in again in place", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(new Date(TEST_NOW));
  await signInStaff(page, server.url, browser);
  await page.goto("/admin");
  await expect(page.getByText(`Signed in as ${STAFF.username} (staff)`)).toBeVisible();
  // Signed out elsewhere: the next request is refused.
  await page.request.post("/api/admin/logout");
  await page.getByRole("searchbox", { name: "Search orders by number, name or phone" }).fill("cara");
  const dialog = page.getByRole("dialog", { name: "Signed out" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your staff session has ended. Please sign in again.");
  await expect(page.getByText(`Signed in as ${STAFF.username}`)).toHaveCount(0);
  await dialog.getByLabel("Username").fill(STAFF.username);
  await dialog.getByLabel("Password").fill(STAFF.password);
  await dialog.getByRole("button", { name: "Sign in again" }).click();
  await expect(dialog).toHaveCount(0);
  // The board kept its place: the search is still there, and answers now.
  await expect(page.getByRole("searchbox", { name: "Search orders by number, name or phone" })).toHaveValue(
    "cara",
  );
  await expect(page.getByRole("region", { name: "Search results" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${STAFF.username} (staff)`)).toBeVisible();
});
