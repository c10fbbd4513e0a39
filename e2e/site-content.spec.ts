/**
 * The owner makes the site their own (issue 34 items 2, 5 and 6) at 1280 px: edits the story,
 * uploads a gallery photo and a logo, and the public page shows them on a 390 px phone; a CSV of
 * 120 dishes with options is previewed, refusing two bad lines by number, then imported.
 */
import sharp from "sharp";
import { menuCsvOf120 } from "../src/server/testing/menu-csv-file";
import { expect, signInAsAdmin, test } from "./fixtures";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const photo = async (colour: string) =>
  sharp({ create: { width: 600, height: 450, channels: 3, background: colour } })
    .png()
    .toBuffer();

test("the owner edits the story, adds a gallery photo and a logo; the public page shows them", async ({
  page,
  browser,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Site content", exact: true }).click();

  const words = page.getByRole("form", { name: "Words on the home page" });
  await words.getByLabel("Story title").fill("How Spice Route began");
  await words.getByLabel("Story text").fill("Two cousins and a market stall.\n\nNow a dining room.");
  await words.getByRole("button", { name: "Save words" }).click();
  await expect(page.getByText("Site content saved")).toBeVisible();

  const gallery = page.getByRole("form", { name: "Add a gallery photo" });
  await gallery
    .getByLabel("Gallery photo")
    .setInputFiles({ name: "room.png", mimeType: "image/png", buffer: await photo("#335577") });
  await gallery.getByLabel("What the photo shows (alt text)").fill("Our new dining room by the window");
  await gallery.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByLabel("Photo 7 alt text")).toHaveValue("Our new dining room by the window");

  const brand = page.getByRole("form", { name: "Logo and colour" });
  await brand
    .getByLabel("Logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await photo("#aa2200") });
  await expect(brand.getByAltText("Logo preview")).toBeVisible();
  // A colour no text can be read on is refused with the reason.
  await brand.getByLabel(/Accent colour/).fill("#808080");
  await brand.getByRole("button", { name: "Save logo and colour" }).click();
  await expect(brand.getByText(/too hard to read text on.*4\.5:1/)).toBeVisible();
  await brand.getByLabel(/Accent colour/).fill("#1d4ed8");
  await brand.getByRole("button", { name: "Save logo and colour" }).click();
  await expect(page.getByText("Logo and colour saved")).toBeVisible();
  await page.screenshot({ path: "test-results/site-content-tab.png", fullPage: false });
  await expectNoAxeViolations(page);

  const diner = await browser.newPage({ viewport: PHONE });
  await diner.goto("/");
  await expect(diner.getByTestId("site-logo")).toBeVisible();
  await diner.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(diner.locator("#story").getByRole("heading", { name: "How Spice Route began" })).toBeVisible();
  await expect(diner.locator("#story").getByText("Now a dining room.")).toBeVisible();
  await expect(diner.locator("#gallery").getByAltText("Our new dining room by the window")).toBeVisible();
  const accent = await diner.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--accent").trim(),
  );
  expect(accent).toBe("#1d4ed8");
  await diner.screenshot({ path: "test-results/site-content-phone.png", fullPage: false });
  await diner.close();
});

test("a CSV of 120 dishes is previewed with two refused lines, then imported", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByText("Import, export and photos").click();
  const { csv } = menuCsvOf120();
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "flipdish.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByText("120 to add, 0 to change, 0 unchanged, 2 refused")).toBeVisible();
  const table = page.getByRole("table", { name: "Import preview" });
  const line6 = table.getByRole("row").filter({ has: page.getByRole("cell", { name: "6", exact: true }) });
  await expect(line6).toContainText("Refused");
  await expect(line6).toContainText("price: Enter a price such as 9.99");
  const line50 = table.getByRole("row").filter({ has: page.getByRole("cell", { name: "50", exact: true }) });
  await expect(line50).toContainText('"puddings" is not one of the menu\'s categories');
  await page.screenshot({ path: "test-results/menu-import-preview.png" });
  await page.getByRole("button", { name: "Apply: add 120, change 0" }).click();
  await expect(page.getByText("Menu imported: 120 added, 0 changed")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: /Menu \(\d+ items\)/ })).toContainText("196");
});
