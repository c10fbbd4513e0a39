/**
 * Issue 33, item 3: the menu stays whole. The server sends every dish to /order; after hydration
 * every one of them is still in the document (find-in-page, Tab and screen readers read the DOM),
 * whether or not its card has come alive yet, and no hydration error is reported.
 */
import { expect, test } from "./fixtures";
import { openPhone } from "./phone";

test("on a 390 px phone, /order keeps every dish the server sent after hydration, before any scroll", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openPhone(browser, baseURL, 390);
  try {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const menu = (await (await page.request.get("/api/menu")).json()) as { name: string }[];
    expect(menu.length).toBeGreaterThan(6);

    await page.goto("/order");
    await page.waitForFunction(() => document.documentElement.dataset.live === "true");
    await page.waitForLoadState("networkidle");
    const dishes = page.getByRole("list", { name: "Dishes" }).locator(":scope > li");
    await expect(dishes).toHaveCount(menu.length);
    const names = await dishes.locator("h3").allTextContents();
    expect(names).toEqual(menu.map((dish) => dish.name));
    // Each holds its place in the page (issue 33: it fell from 13,736 px to 3,272 on a phone).
    const heights = await dishes.evaluateAll((cards) =>
      cards.map((card) => card.getBoundingClientRect().height),
    );
    expect(heights.filter((height) => height > 0)).toHaveLength(menu.length);

    // The diner moves: the later cards come alive in place, still every dish.
    await page.mouse.wheel(0, 400);
    const lastAdd = page.getByRole("button", { name: `Add ${menu.at(-1)?.name} to cart` });
    await expect
      .poll(() =>
        lastAdd.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__reactProps"))),
      )
      .toBe(true);
    expect(await dishes.locator("h3").allTextContents()).toEqual(menu.map((dish) => dish.name));
    expect(errors, "console errors (a hydration error is one)").toEqual([]);
  } finally {
    await context.close();
  }
});
