/**
 * The kitchen board on a busy Friday (issue 32, items 6 to 8), on the pass's tablets at 820 x 1180:
 * two boards signed in as two staff members see the same evening (a pause, the preparation time and
 * the 86 list set on one show on the other through the live stream); with 20 open orders at least
 * six new ones are readable without scrolling, in type a cook reads at arm's length; a dish or a
 * choice goes on the 86 list in two taps, and diners see it at once.
 */
import type { Browser, BrowserContext } from "@playwright/test";
import { ADMIN, test as base, expect, showWholeHomeMenu, startServer, type TestServer } from "./fixtures";

// Tuesday 24 November 2026, 12:10 London (GMT): lunch is open until 15:00.
const TEST_NOW = "2026-11-24T12:10:00Z";
const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true };

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

test.use(TABLET);

interface Dish {
  id: number;
  name: string;
  pricePence: number;
  category: string;
  optionGroups: { name: string; minChoices: number; choices: { id: number; name: string }[] }[];
}

/** Signs `context` in as a staff account (the owner adds it the first time). */
async function signInStaff(context: BrowserContext, browser: Browser, baseURL: string, username: string) {
  const account = { username, password: `${username}-kitchen-1` };
  if ((await context.request.post("/api/admin/login", { data: account })).ok()) return;
  const owner = await browser.newContext({ baseURL });
  expect((await owner.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
  const created = await owner.request.post("/api/admin/staff-accounts", {
    data: { ...account, role: "staff" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await owner.close();
  expect((await context.request.post("/api/admin/login", { data: account })).ok()).toBe(true);
}

async function openBoard(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ ...TABLET, baseURL });
  await signInStaff(context, browser, baseURL, username);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(TEST_NOW));
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Busy night" })).toBeVisible({ timeout: 60_000 });
  return { context, page };
}

/** Waits for a condition another tablet caused: generous, never a bound on how fast. */
const LIVE = { timeout: 30_000 };

test("two boards see the same evening: pause, preparation time and the 86 list", async ({
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(300_000);
  const one = await openBoard(browser, server.url, "sara");
  const two = await openBoard(browser, server.url, "tom");
  try {
    // A pause on one tablet: the other says so and offers to resume, without a reload.
    await one.page.getByLabel("Pause online ordering for").selectOption("30");
    await one.page.getByRole("button", { name: "Pause online ordering" }).tap();
    await expect(one.page.getByText("Online ordering is paused until")).toBeVisible();
    await expect(two.page.getByText("Online ordering is paused until Tue 12:40")).toBeVisible(LIVE);
    await expect(two.page.getByRole("button", { name: "Resume online ordering now" })).toBeVisible();
    await expect(two.page.getByRole("button", { name: "Pause online ordering" })).toHaveCount(0);

    // Busy: the second tablet sets 45 minutes, the first shows it.
    await two.page.getByRole("button", { name: "45 minutes" }).tap();
    await expect(one.page.getByRole("button", { name: "45 minutes" })).toHaveAttribute(
      "aria-pressed",
      "true",
      LIVE,
    );

    // Resumed on the second, the first offers the pause again.
    await two.page.getByRole("button", { name: "Resume online ordering now" }).tap();
    await expect(one.page.getByRole("button", { name: "Pause online ordering" })).toBeVisible(LIVE);

    // The 86 list: two taps on one board, listed on the other, and diners see it at once.
    const menu = (await (await one.context.request.get("/api/menu")).json()) as Dish[];
    const dish = menu.find((d) => d.category === "starters" && d.optionGroups.length === 0);
    const curry = menu.find((d) => d.optionGroups.some((g) => g.name === "Spice level"));
    if (!dish || !curry) throw new Error("the seeded menu has no starter or curry");
    await one.page.getByRole("button", { name: "Mark sold out" }).tap();
    const dialog = one.page.getByRole("dialog", { name: "Mark sold out" });
    await dialog.getByRole("button", { name: `Sold out: ${dish.name}`, exact: true }).tap();
    await expect(dialog).toHaveCount(0);
    const soldOutOne = one.page.getByRole("region", { name: "Sold out" });
    const soldOutTwo = two.page.getByRole("region", { name: "Sold out" });
    await expect(soldOutOne.getByRole("button", { name: `Back on: ${dish.name}` })).toBeVisible();
    await expect(soldOutTwo.getByRole("button", { name: `Back on: ${dish.name}` })).toBeVisible(LIVE);

    // A choice: "Hot" of the curry, from the second board.
    await two.page.getByRole("button", { name: "Mark sold out" }).tap();
    const dialogTwo = two.page.getByRole("dialog", { name: "Mark sold out" });
    await dialogTwo.getByRole("searchbox", { name: "Find a dish or choice" }).fill(curry.name);
    await dialogTwo.getByRole("button", { name: `Sold out: ${curry.name}, Spice level Hot` }).tap();
    await expect(soldOutOne.getByRole("button", { name: `Back on: ${curry.name}: Hot` })).toBeVisible(LIVE);
    await expectNoAxeViolations(one.page);

    // The diner's menu: the dish is sold out, and the curry's Hot cannot be chosen.
    const diner = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const dinerPage = await diner.newPage();
    await dinerPage.clock.setFixedTime(new Date(TEST_NOW));
    // The diner's menu is on the home page (there is no /menu page).
    await dinerPage.goto("/");
    await showWholeHomeMenu(dinerPage);
    await expect(dinerPage.getByRole("button", { name: `${dish.name} is sold out` })).toBeVisible({
      timeout: 60_000,
    });
    const quote = await diner.request.post("/api/orders/quote", {
      data: {
        items: [
          {
            id: curry.id,
            quantity: 1,
            options: [
              curry.optionGroups.find((g) => g.name === "Spice level")?.choices.find((c) => c.name === "Hot")
                ?.id,
            ],
          },
        ],
      },
    });
    expect(quote.status()).toBe(409);
    expect((await quote.json()).message).toBe(`${curry.name}: Hot is sold out. Please choose another.`);

    // Back on in one tap, on either board: gone from both lists, and back for diners.
    await soldOutTwo.getByRole("button", { name: `Back on: ${dish.name}` }).tap();
    await soldOutOne.getByRole("button", { name: `Back on: ${curry.name}: Hot` }).tap();
    await expect(soldOutOne.getByText("Nothing")).toBeVisible(LIVE);
    await expect(soldOutTwo.getByText("Nothing")).toBeVisible(LIVE);
    await dinerPage.reload();
    await showWholeHomeMenu(dinerPage);
    await expect(dinerPage.getByRole("button", { name: `Add ${dish.name} to cart` })).toBeVisible({
      timeout: 60_000,
    });
    await diner.close();
  } finally {
    await one.context.close();
    await two.context.close();
  }
});

test("with 20 open orders six new ones are readable without scrolling", async ({
  page,
  browser,
  server,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.clock.setFixedTime(new Date(TEST_NOW));
  const menu = (await (await page.request.get("/api/menu")).json()) as Dish[];
  // Dishes a diner adds as they are (no required choice), in the menu's order.
  const plain = menu.filter(
    (d) => d.category !== "meal-deals" && d.optionGroups.every((g) => g.minChoices === 0),
  );
  const at = (i: number) => plain[i % plain.length] as Dish;
  await signInStaff(page.context(), browser, server.url, "sara");
  const offered = (await (await page.request.get("/api/collection-slots")).json()) as {
    slots: { time: string }[];
  };
  const slots = offered.slots.map((s) => s.time).slice(0, 5);
  const numbers: string[] = [];
  for (let i = 0; i < 20; i++) {
    // Most orders two dishes, some one; a few with the diner's allergy note.
    const items =
      i % 3 === 2
        ? [{ id: at(i).id, quantity: 4 }]
        : [
            { id: at(i).id, quantity: 2 },
            { id: at(i + 5).id, quantity: 2 },
          ];
    const res = await page.request.post("/api/admin/orders", {
      data: {
        customerName: `Diner ${i + 1}`,
        customerPhone: `07700 900${String(100 + i)}`,
        collectionDate: "2026-11-24",
        collectionTime: slots[i % slots.length],
        items,
        paymentMethod: "at_collection",
        ...(i % 4 === 0 ? { specialInstructions: "Peanut allergy - no peanuts at all" } : {}),
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    numbers.push(((await res.json()) as { orderNumber: string }).orderNumber);
  }

  await page.goto("/admin");
  const newColumn = page.getByRole("region", { name: /^New/ });
  await expect(newColumn.getByRole("article")).toHaveCount(20, { timeout: 60_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath("busy-friday-board.png") });

  // Whole cards inside the tablet's screen, without scrolling.
  const boxes = await newColumn.getByRole("article").evaluateAll((cards) =>
    cards.map((card) => {
      const r = card.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }),
  );
  const inView = boxes.filter((b) => b.top >= 0 && b.bottom <= 1180 && b.left >= 0 && b.right <= 820);
  expect(inView.length, JSON.stringify(boxes.slice(0, 8))).toBeGreaterThanOrEqual(6);
  // Each card's "More" sits inside its own card, never over the next one.
  const moreOutside = await newColumn.getByRole("article").evaluateAll((cards) =>
    cards
      .filter((card) => {
        const more = card.querySelector('summary[aria-label^="More for order"]')?.getBoundingClientRect();
        const r = card.getBoundingClientRect();
        return (
          !more || more.left < r.left || more.right > r.right || more.top < r.top || more.bottom > r.bottom
        );
      })
      .map((card) => card.getAttribute("aria-label")),
  );
  expect(moreOutside).toEqual([]);

  // Order number, collection time and dish lines at least 20 px; allergens and notes in bold.
  const sizes = await page.evaluate(() => {
    const px = (selector: string) =>
      [...document.querySelectorAll(selector)].map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    const weights = (selector: string) =>
      [...document.querySelectorAll(selector)].map((el) => Number(getComputedStyle(el).fontWeight));
    return {
      number: px('[data-testid="card-number"]'),
      time: px('[data-testid="card-time"]'),
      dish: px('[data-testid="card-dish"]'),
      allergens: weights('[data-testid="card-allergens"]'),
      notes: weights('article [role="note"]'),
    };
  });
  for (const [what, list] of Object.entries({ number: sizes.number, time: sizes.time, dish: sizes.dish })) {
    expect(list.length, what).toBeGreaterThanOrEqual(20);
    expect(Math.min(...list), what).toBeGreaterThanOrEqual(20);
  }
  expect(sizes.allergens.length).toBeGreaterThan(0);
  expect(Math.min(...sizes.allergens)).toBeGreaterThanOrEqual(700);
  expect(sizes.notes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes.notes)).toBeGreaterThanOrEqual(700);

  // One primary action per card; the rest one tap away under "More".
  const first = newColumn.getByRole("article").first();
  await expect(first.getByRole("button")).toHaveCount(1);
  await first.getByText("More", { exact: true }).tap();
  await expect(first.getByRole("button", { name: /^(Print|Reprint) ticket for order/ })).toBeVisible();
  await expect(first.getByRole("button", { name: "Paid by card" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("busy-friday-board-more.png") });
  await expectNoAxeViolations(page);
  await first.getByText("More", { exact: true }).tap();

  // The primary action still moves the order on in one tap.
  const firstNumber = (await first.getAttribute("aria-label"))?.replace("Order ", "") ?? "";
  expect(numbers).toContain(firstNumber);
  // A new order rings: its one action is "Acknowledge", then "Start preparing".
  await first.getByRole("button", { name: "Acknowledge" }).tap();
  await first.getByRole("button", { name: "Start preparing" }).tap();
  await expect(
    page.getByRole("region", { name: /^Preparing/ }).getByRole("article", { name: `Order ${firstNumber}` }),
  ).toBeVisible();
});
