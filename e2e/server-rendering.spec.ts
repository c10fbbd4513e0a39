/**
 * Issue 12, item 1: the public pages arrive drawn by the server with their data, so a phone shows
 * the menu, the hours, the offers and the ordering state before any script runs; the browser then
 * hydrates them without asking the API again, and never loads the staff screens' code.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Reads what the server says, to compare the page with the data rather than with fixed text. */
async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test("without JavaScript, the home, order and offers pages show the menu, hours, ordering state and offers", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    const menu = await apiJson<{ name: string }[]>(page, "/api/menu");
    const hours = await apiJson<{ weekly: { days: string; hours: string }[] }>(
      page,
      "/api/opening-hours/summary",
    );
    const status = await apiJson<{
      state: string;
      message: string | null;
      firstCollectionTime: string | null;
    }>(page, "/api/ordering-status");
    const active = await apiJson<{
      flashSale: { title: string } | null;
      promotions: { headline: string; isFlashSale: boolean }[];
    }>(page, "/api/offers/active");

    // Issue 23: the first response of / stays under 150 KB before compression.
    const home = await page.request.get("/", { headers: { "accept-encoding": "identity" } });
    expect((await home.body()).length).toBeLessThan(150_000);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authentic Hyderabadi Cuisine");
    // The home's first view is its first dishes (issue 23: the page stays light); /order has them all.
    await expect(page.locator("#menu li")).toHaveCount(Math.min(6, menu.length));
    await expect(page.locator("#menu").getByRole("heading", { name: menu[0]?.name })).toBeVisible();
    const contact = page.locator("#contact");
    for (const line of hours.weekly) await expect(contact.getByText(line.hours).first()).toBeVisible();
    if (status.message) await expect(page.getByText(status.message).first()).toBeVisible();

    await page.goto("/order");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: menu[0]?.name }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: menu.at(-1)?.name }).first()).toBeVisible();
    if (status.message) await expect(page.getByText(status.message).first()).toBeVisible();
    else await expect(page.getByText(`from ${status.firstCollectionTime}`).first()).toBeVisible();

    // Each card is headed by its generated headline; a flash sale shows only while it can be
    // ordered, which depends on the real time here.
    await page.goto("/offers");
    for (const promotion of active.promotions.filter((p) => !p.isFlashSale).slice(0, 3)) {
      await expect(page.getByText(promotion.headline).first()).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

test("the browser hydrates the pages without errors, without asking for the data again, and without the admin's code", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));

  for (const path of ["/", "/order", "/offers"]) {
    requests.length = 0;
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(requests, `${path} asks for the menu again`).not.toContain("/api/menu");
    expect(
      requests.filter((r) => /admin/.test(r)),
      `${path} loads staff code`,
    ).toEqual([]);
  }
  expect(errors, "console errors (a hydration mismatch is one)").toEqual([]);

  // Hydrated: the page answers a click (the category tabs are React's).
  await page.goto("/");
  await page.locator("#menu").getByRole("tab", { name: "Soups" }).click();
  await expect(page.locator("#menu").getByRole("tab", { name: "Soups" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("on a phone, the sections below the menu come alive when the diner scrolls, not before", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  try {
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(new URL(request.url()).pathname));
    const hydrated = (selector: string) =>
      page.evaluate(
        (s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith("__reactProps")),
        selector,
      );
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.live === "true");
    await page.waitForLoadState("networkidle");
    // The server drew them: readable before, with no code loaded for them and not yet React's.
    await expect(page.getByRole("form", { name: "Table reservation" })).toBeAttached();
    expect(scripts.filter((path) => /later-sections/.test(path))).toEqual([]);
    expect(await hydrated("#reservation form button[type=submit]")).toBe(false);
    // The menu above them is live from the start.
    expect(await hydrated("#menu [role=tab]")).toBe(true);

    await page.mouse.wheel(0, 800);
    await expect.poll(() => hydrated("#reservation form button[type=submit]")).toBe(true);
    expect(scripts.some((path) => /later-sections/.test(path))).toBe(true);
    const name = page.getByRole("form", { name: "Contact us" }).getByLabel("First Name");
    await name.fill("Amira Khan");
    await expect(name).toHaveValue("Amira Khan");
  } finally {
    await context.close();
  }
});

test("the admin is drawn by the browser from the bare page", async ({ request }) => {
  const html = await (await request.get("/admin")).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="page-data"');
});
