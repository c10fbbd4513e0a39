/**
 * No page wider than the phone (issue 21, item 1): every public route at 360 and 390 px with
 * touch, in each state a diner reaches (menu, each category chip, filters open, cart, checkout,
 * confirmation, every dialog open), and after taps and swipes the document never scrolls sideways.
 * At 390 px the order page used to be 1,024 px wide.
 */
import type { Page } from "@playwright/test";
import { test as base, expect, startServer, type TestServer } from "./fixtures";
import {
  expectNoSidewaysScroll,
  type Mailbox,
  openPhone,
  PHONE_WIDTHS,
  startMailbox,
  swipeAndExpectNoSidewaysScroll,
  visit,
} from "./phone";

// Friday 27 November 2026, 18:10 London (GMT): open, with the seeded flash sale running.
const TEST_NOW = "2026-11-27T18:10:00Z";

const test = base.extend<object, { server: TestServer; mailbox: Mailbox }>({
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const mailbox = await startMailbox();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ mailbox }, use) => {
      const server = await startServer({ TEST_NOW, SMTP_URL: mailbox.url });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

/** A booking through the API, and its private link from the diner's email. */
async function bookingLink(server: TestServer, mailbox: Mailbox, page: Page, email: string) {
  const res = await page.request.post(`${server.url}/api/reservations`, {
    data: { name: "Asha Patel", phone: "07700 900123", email, date: "2026-11-28", time: "19:30", guests: 2 },
  });
  expect(res.status(), await res.text()).toBe(201);
  await expect.poll(() => mailbox.received.some((m) => m.to.includes(email)), { timeout: 20_000 }).toBe(true);
  const text = mailbox.received.find((m) => m.to.includes(email))?.text ?? "";
  const link = /https?:\/\/\S+\/reservation\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no booking link in:\n${text}`);
  return new URL(link).pathname;
}

for (const width of PHONE_WIDTHS) {
  test(`no public page scrolls sideways at ${width} px with touch, in any state a diner reaches`, async ({
    browser,
    server,
    mailbox,
  }) => {
    test.setTimeout(Number(process.env.DINER_TIMEOUT ?? 600_000));
    const { context, page } = await openPhone(browser, server.url, width, TEST_NOW);
    const check = (state: string) => expectNoSidewaysScroll(page, width, state);
    try {
      // --- Home: the page, the mobile menu, the flash sale, the sign-in dialog's three modes.
      await visit(page, "/");
      await check("/");
      await page.getByRole("button", { name: "Open menu" }).tap();
      await check("/ with the mobile menu open");
      await page.locator("#mobile-menu").getByRole("button", { name: "Offers" }).tap();
      const sale = page.getByRole("dialog", { name: "FLASH SALE - ENDS TODAY!" });
      await expect(sale).toBeVisible();
      await check("/ with the flash-sale dialog");
      await sale.getByRole("button", { name: "Close" }).tap();
      await expect(sale).toHaveCount(0);
      // The mobile menu is still open under it.
      await page.locator("#mobile-menu").getByRole("button", { name: "Sign In" }).tap();
      const auth = page.getByRole("dialog");
      await expect(auth).toBeVisible();
      await check("/ with the sign-in dialog");
      await auth.getByRole("button", { name: "Forgot password?" }).tap();
      await check("/ with the forgot-password dialog");
      await auth.getByRole("button", { name: "Back to Sign In" }).first().tap();
      await auth.getByRole("button", { name: "Create one" }).tap();
      await check("/ with the registration dialog");
      await auth.getByRole("button", { name: "Close" }).tap();

      // The home menu: each category tab, the filters, a dish's options.
      const menu = page.locator("#menu");
      for (const tab of await menu.getByRole("tab").all()) {
        await tab.tap();
        await check(`/ menu tab ${await tab.textContent()}`);
      }
      await menu.getByRole("tab", { name: "All" }).tap();
      await menu.getByRole("button", { name: /^Show all \d+ dishes$/ }).tap();
      await menu.getByRole("button", { name: "Dietary filters" }).tap();
      await check("/ menu with the dietary filters open");
      await menu.getByRole("button", { name: "Add Hyderabadi Chicken Dum Biryani to cart" }).tap();
      await expect(page.getByRole("dialog", { name: "Hyderabadi Chicken Dum Biryani" })).toBeVisible();
      await check("/ with a dish's options dialog");
      await page.getByRole("dialog").getByRole("button", { name: "Close" }).tap();
      await swipeAndExpectNoSidewaysScroll(page, menu.getByRole("list").last(), width, "/ menu swiped");
      await expect(page.getByRole("complementary", { name: "Catering offer" })).toBeVisible();
      await check("/ with the catering banner");

      // --- The order page: every chip, the filters, swipes on the chips and on the dishes.
      await visit(page, "/order");
      await check("/order");
      const chips = page.getByRole("group", { name: "Menu categories" });
      for (const chip of await chips.getByRole("button").all()) {
        await chip.tap();
        await check(`/order chip ${await chip.textContent()}`);
      }
      await chips.getByRole("button", { name: /^All \(/ }).tap();
      // The chips scroll on their own: a swipe on them moves them, never the page.
      await swipeAndExpectNoSidewaysScroll(page, chips, width, "/order chips swiped");
      expect(await chips.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await swipeAndExpectNoSidewaysScroll(
        page,
        page.getByRole("list", { name: "Dishes" }),
        width,
        "/order dishes swiped",
      );
      await page.getByRole("button", { name: "Dietary filters" }).tap();
      await check("/order with the dietary filters open");
      await page.getByRole("button", { name: "Dietary filters" }).tap();

      // The options dialogs: a curry, and a meal deal with its courses.
      await chips.getByRole("button", { name: /^Meal Deals/ }).tap();
      await page.getByRole("button", { name: "Add Family Feast 2+2+2 to cart" }).tap();
      const feast = page.getByRole("dialog", { name: "Family Feast 2+2+2" });
      await expect(feast).toBeVisible();
      for (const name of [
        "Paneer Biryani",
        "Paneer Biryani",
        "Onion Bhaji",
        "Chicken 65",
        "Garlic Naan",
        "Garlic Naan",
      ]) {
        await feast.getByRole("button", { name: `Add one ${name}`, exact: true }).tap();
      }
      await check("/order with the meal deal's dialog");
      await feast.getByRole("button", { name: "Add to cart" }).tap();
      await expect(feast).toHaveCount(0);
      await chips.getByRole("button", { name: /^Curries/ }).tap();
      await page.getByRole("button", { name: "Add Butter Chicken to cart" }).tap();
      await check("/order with a curry's dialog");
      await page.getByRole("dialog").getByRole("button", { name: "Add to cart" }).tap();

      // --- Cart (with a code in its box), checkout, confirmation.
      await page.getByRole("button", { name: /View cart/ }).tap();
      await expect(page.getByRole("heading", { name: "Your Cart" })).toBeVisible();
      await check("cart");
      const code = page.getByLabel("Coupon code");
      // The whole code shows in the box, up to the longest a code can be (issue 21: "WELCOME1").
      for (const typed of ["WELCOME15", "WWWWWWWWWWWWWWWWWWWW"]) {
        await code.fill(typed);
        expect(await code.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth), typed).toBe(
          true,
        );
      }
      await code.fill("BIRTHDAY15");
      await page.getByRole("button", { name: "Apply" }).tap();
      await expect(page.getByText("Please sign in to use this code.").first()).toBeVisible();
      await check("cart with a code that does not apply");
      await page.getByRole("button", { name: "Proceed to Checkout" }).tap();
      await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
      await check("checkout");
      await page.getByLabel(/Full Name/).fill("Asha Patel");
      await page.getByLabel(/Phone Number/).fill(`07700 9001${width}`);
      await page.getByLabel(/Collection Time/).selectOption({ index: 1 });
      await page.getByLabel("Special Instructions").fill("Please ring the bell twice");
      await check("checkout filled in");
      await page.getByRole("button", { name: /^Place Order/ }).tap();
      await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
      await check("confirmation");
      const orderNumber = await page.getByTestId("order-number").textContent();
      await visit(page, `/order/${orderNumber}`);
      await check("live order page");

      // --- Every other public route.
      const booking = await bookingLink(server, mailbox, page, `layout${width}@example.test`);
      for (const path of [
        "/offers",
        "/customer-demo",
        "/reset-password",
        "/reset-password?token=abc",
        "/account",
        booking,
        "/no-such-page",
      ]) {
        await visit(page, path);
        await check(path);
        await swipeAndExpectNoSidewaysScroll(page, page.locator("main"), width, `${path} swiped`);
      }
    } finally {
      await context.close();
    }
  });
}
