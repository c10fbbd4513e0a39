/**
 * What the diner is told about deals is true (issue 21, items 4 to 6), on a 390 px phone:
 * promotional words come from the promotion (a 20% flash sale is "COLLECTION 20% OFF", banners
 * name the discount the cart gets, "ENDS TODAY" lists what ends today, "Limited quantities" only
 * with a limit); the cart offers a free dessert the order qualifies for; a meal deal is never
 * dearer than its dishes, repeats a choice, keeps each dish's spice level and states the chosen
 * dishes' allergens; allergen filters are named as the law does and match exactly.
 */
import type { Page } from "@playwright/test";
import { ADMIN, test as base, expect, startServer, type TestServer } from "./fixtures";
import { openPhone, visit } from "./phone";

// Friday 27 November 2026, 18:10 London: open, the seeded 30% flash sale running until midnight.
const TEST_NOW = "2026-11-27T18:10:00Z";
const WIDTH = 390;

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

interface Dish {
  id: number;
  name: string;
  category: string;
  allergens: string[];
  isVegetarian: boolean;
}

async function menuOf(page: Page): Promise<Dish[]> {
  return (await (await page.request.get("/api/menu")).json()) as Dish[];
}

test("a meal deal costs the lower of its set price and its dishes, repeats choices, keeps each dish's spice", async ({
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    await visit(page, "/order");
    const chips = page.getByRole("group", { name: "Menu categories" });
    await chips.getByRole("button", { name: /^Meal Deals/ }).tap();
    const card = page.getByRole("listitem").filter({ hasText: "Family Feast 2+2+2" });
    // Before a choice, the card claims neither a badge nor the union of every allergen.
    await expect(card.getByText("Non-Vegetarian")).toHaveCount(0);
    await expect(card).toContainText("Allergens: depend on the dishes you choose");

    // The feast: £43.55 of dishes bought alone, offered at £49.95.
    await card.getByRole("button", { name: "Add Family Feast 2+2+2 to cart" }).tap();
    const feast = page.getByRole("dialog", { name: "Family Feast 2+2+2" });
    for (const name of [
      "Vegetable Dum Biryani",
      "Mushroom Biryani",
      "Onion Bhaji",
      "Mirchi Bajji",
      "Plain Naan",
      "Butter Naan",
    ]) {
      await feast.getByRole("button", { name: `Add one ${name}`, exact: true }).tap();
    }
    const price = feast.getByTestId("deal-price");
    await expect(price).toContainText("Deal price £49.95; these dishes alone £43.55.");
    await expect(feast.getByTestId("dialog-price")).toHaveText("£43.55");
    // The chosen dishes are all vegetarian: so is the deal, with their allergens only.
    await expect(price.getByText("Vegetarian", { exact: true })).toBeVisible();
    await expect(price).toContainText(
      "Allergens of your choices: Cereals containing gluten, Eggs, Milk, Tree nuts",
    );
    await expect(price).not.toContainText("Peanuts");
    await expectNoAxeViolations(page);
    await feast.getByRole("button", { name: "Add to cart" }).tap();

    // Two of one biryani, the second hot, and two garlic naans: a choice repeats where staff allow.
    await page.getByRole("button", { name: "Add Family Feast 2+2+2 to cart" }).tap();
    await feast.getByRole("button", { name: "Add one Hyderabadi Chicken Dum Biryani", exact: true }).tap();
    await feast.getByRole("button", { name: "Add one Hyderabadi Chicken Dum Biryani", exact: true }).tap();
    const second = feast.getByRole("group", { name: "Hyderabadi Chicken Dum Biryani (2): its own options" });
    await second.getByRole("radio", { name: "Hot" }).check();
    await feast.getByRole("button", { name: "Add one Chicken 65", exact: true }).tap();
    await feast.getByRole("button", { name: "Add one Chicken 65", exact: true }).tap();
    await feast.getByRole("button", { name: "Add one Garlic Naan", exact: true }).tap();
    await feast.getByRole("button", { name: "Add one Garlic Naan", exact: true }).tap();
    await expect(feast.getByRole("button", { name: "Add one Peshwari Naan", exact: true })).toBeDisabled();
    await expect(feast.getByTestId("deal-price")).toContainText("You save £");
    await expect(feast.getByTestId("deal-price").getByText("Non-Vegetarian")).toBeVisible();
    await feast.getByRole("button", { name: "Add to cart" }).tap();

    await page.getByRole("button", { name: /View cart/ }).tap();
    const cart = page.getByRole("region", { name: "Your Cart" });
    await expect(cart).toContainText("Biryanis: Vegetable Dum Biryani (Mild), Mushroom Biryani (Mild)");
    await expect(cart).toContainText("£43.55 each");
    await expect(cart).toContainText("Charged at these dishes' price alone (the deal price is £49.95).");
    await expect(cart).toContainText(
      "Biryanis: Hyderabadi Chicken Dum Biryani (Mild), Hyderabadi Chicken Dum Biryani (Hot)",
    );
    await expect(cart).toContainText("Naans: Garlic Naan x2");
    await expect(cart).toContainText("£49.95 each");
    // The server prices the same: 43.55 + 49.95.
    await expect(page.getByTestId("price-summary")).toContainText("£93.50");
  } finally {
    await context.close();
  }
});

test("promotional words come from the promotion: banners, the 20% flash sale, ENDS TODAY, limited quantities", async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  const staff = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  try {
    // The seeded 30% flash sale and 10% over £30: the banners name the 30% the cart gets.
    await visit(page, "/order");
    await expect(page.getByTestId("deal-banner")).toHaveText("COLLECTION 30% OFF");
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(page.locator("footer")).toContainText("COLLECTION 30% OFF");
    await expect(page.locator("footer")).not.toContainText("10% off");

    // Staff switch it off and start a 20% sale from the admin's form.
    const staffPage = await staff.newPage();
    await staffPage.clock.setFixedTime(new Date(TEST_NOW));
    expect((await staffPage.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    await visit(staffPage, "/admin");
    await staffPage.getByRole("tab", { name: "Offers", exact: true }).click();
    await staffPage.getByRole("switch", { name: "COLLECTION 30% OFF active" }).click();
    await expect(staffPage.getByText("Offer deactivated")).toBeVisible();
    const form = staffPage.getByRole("form", { name: "Start a flash sale" });
    await form.getByLabel("Flash sale: % off collection orders").fill("20");
    await expect(form.getByText('The site calls it "COLLECTION 20% OFF"')).toBeVisible();
    await form.getByRole("button", { name: "Start flash sale" }).click();
    await expect(staffPage.getByText(/Flash sale running until/)).toBeVisible();

    // A promotion ending today, and one given at the table, beside the sale.
    const endsToday = await staffPage.request.post("/api/offers", {
      data: {
        title: "Tonight only",
        description: "Our chef's treat",
        discountType: "fixed_amount",
        discountValue: 200,
        minOrderPence: 4000,
        validFrom: "2026-11-27T00:00:00Z",
        validTo: "2026-11-27T23:00:00Z",
      },
    });
    expect(endsToday.status(), await endsToday.text()).toBe(201);

    await visit(page, "/order");
    await expect(page.getByTestId("deal-banner")).toHaveText("COLLECTION 20% OFF");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.locator("#mobile-menu").getByRole("button", { name: "Offers" }).tap();
    const dialog = page.getByRole("dialog", { name: "FLASH SALE - ENDS TODAY!" });
    await expect(dialog.getByTestId("promotion-card").first()).toContainText("COLLECTION 20% OFF");
    await expect(dialog).not.toContainText("30%");
    // Only what ends today: the sale and "Tonight only"; not the year-long deals or the table's.
    await expect(dialog.getByTestId("promotion-card")).toHaveCount(2);
    await expect(dialog).toContainText("Spend £40, get £2 off");
    await expect(dialog).not.toContainText("Spend £30, get 10% off");
    await expect(dialog).not.toContainText("In the restaurant");
    // No promotion has a limit on its uses: no "Limited quantities".
    await expect(dialog).not.toContainText("Limited quantities");
    await dialog.getByRole("button", { name: "Close" }).tap();

    // With a limit of 50 uses, the dialog says so and how many are left.
    const offers = (await (await staffPage.request.get("/api/offers")).json()) as {
      id: number;
      title: string;
      isActive: boolean;
    }[];
    const sale = offers.find((o) => o.title === "COLLECTION 20% OFF" && o.isActive);
    const limited = await staffPage.request.put(`/api/offers/${sale?.id}`, { data: { maxRedemptions: 50 } });
    expect(limited.ok(), await limited.text()).toBe(true);
    await visit(page, "/order");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.locator("#mobile-menu").getByRole("button", { name: "Offers" }).tap();
    await expect(
      page
        .getByRole("dialog")
        .getByText("Limited quantities - 50 left of COLLECTION 20% OFF - First come, first served!"),
    ).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).tap();

    // The cart's line is the sale's own name, taking 20%.
    await page.getByRole("button", { name: "Add Plain Naan to cart" }).tap();
    for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Add Butter Naan to cart" }).tap();
    await page.getByRole("button", { name: /View cart/ }).tap();
    // (295 + 5 x 325) x 20% = 384p.
    await expect(page.getByTestId("promotion-line")).toHaveText("COLLECTION 20% OFF-£3.84");
  } finally {
    await context.close();
    await staff.close();
  }
});

test("the cart tells the diner about the free dessert they qualify for, and adds it", async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    await visit(page, "/order");
    // Over £30 and no dessert.
    for (let i = 0; i < 10; i++) await page.getByRole("button", { name: "Add Butter Naan to cart" }).tap();
    await page.getByRole("button", { name: /View cart/ }).tap();
    const offer = page.getByRole("region", { name: "Free desserts" });
    await expect(offer).toContainText(
      "Your order qualifies for Free dessert with £30+: pick one of our desserts",
    );
    await offer.getByRole("button", { name: "Add Qubani ka Meetha free" }).tap();
    await expect(page.getByTestId("promotion-line").filter({ hasText: "Free dessert with £30+" })).toHaveText(
      "Free dessert with £30+-£5.95",
    );
    await expect(page.getByRole("region", { name: "Free desserts" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("allergen filters are named as the law does and each matches exactly the dishes without it; counts follow", async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    const menu = await menuOf(page);
    await visit(page, "/order");
    const dishes = page.getByRole("list", { name: "Dishes" }).getByRole("heading", { level: 3 });
    await page.getByRole("button", { name: "Dietary filters" }).tap();
    const filters = page.getByRole("group", { name: "Dietary filters" });

    // Peanuts and tree nuts are two allergens (issue 21: "Nut-free" still showed the peanut dishes).
    await filters.getByRole("button", { name: "No peanuts", exact: true }).tap();
    await expect(page.getByRole("list", { name: "Dishes" })).not.toContainText("Bagara Baingan");
    await expect(page.getByRole("list", { name: "Dishes" })).not.toContainText("Mirchi ka Salan");
    await filters.getByRole("button", { name: "No peanuts", exact: true }).tap();
    await filters.getByRole("button", { name: "No tree nuts", exact: true }).tap();
    await expect(page.getByRole("list", { name: "Dishes" })).toContainText("Bagara Baingan");
    await filters.getByRole("button", { name: "No tree nuts", exact: true }).tap();

    const labels: Record<string, string> = {
      celery: "No celery",
      gluten: "No gluten",
      crustaceans: "No crustaceans",
      eggs: "No eggs",
      fish: "No fish",
      lupin: "No lupin",
      milk: "No milk",
      molluscs: "No molluscs",
      mustard: "No mustard",
      nuts: "No tree nuts",
      peanuts: "No peanuts",
      sesame: "No sesame",
      soya: "No soya",
      sulphites: "No sulphites",
    };
    for (const [allergen, label] of Object.entries(labels)) {
      const toggle = filters.getByRole("button", { name: label, exact: true });
      await toggle.tap();
      const expected = menu.filter((d) => !d.allergens.includes(allergen)).map((d) => d.name);
      await expect(dishes, label).toHaveText(expected);
      // The chips count what the filter leaves.
      await expect(page.getByRole("button", { name: `All (${expected.length})` })).toBeVisible();
      await toggle.tap();
    }
    await filters.getByRole("button", { name: "Vegetarian", exact: true }).tap();
    const vegetarian = menu.filter((d) => d.isVegetarian);
    await expect(page.getByRole("button", { name: `All (${vegetarian.length})` })).toBeVisible();
    const vegCurries = vegetarian.filter((d) => d.category === "curries").length;
    await expect(page.getByRole("button", { name: `Curries (${vegCurries})` })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a keyboard add from the options dialog gives focus back to the dish's Add button", async ({
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    await visit(page, "/order");
    const add = page.getByRole("button", { name: "Add Butter Chicken to cart" });
    await add.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Butter Chicken" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("radio", { name: "Hot" }).focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("button", { name: "Add to cart" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
    await expect(page.getByRole("button", { name: /View cart \(1 item\)/ })).toBeVisible();
  } finally {
    await context.close();
  }
});
