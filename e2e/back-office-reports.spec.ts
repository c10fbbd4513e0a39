import sharp from "sharp";
import { expect, signInAsAdmin, test } from "./fixtures";
import { londonDate } from "./london-date";

function londonToday(): { iso: string; uk: string } {
  const iso = londonDate();
  const [y, m, d] = iso.split("-");
  return { iso, uk: `${d}/${m}/${y}` };
}

/** A receipt photo drawn by sharp: the OCR on the server has to read it. */
async function receiptPhoto(date: string): Promise<Buffer> {
  const lines = [
    "FRESH FOODS WHOLESALE LTD",
    `Date: ${date}`,
    "Basmati rice 10kg   24.00",
    "Onions 25kg   12.50",
    "Subtotal   36.50",
    "VAT 20%   7.30",
    "TOTAL   43.80",
  ];
  const text = lines
    .map(
      (l, i) =>
        `<text x="40" y="${70 + i * 50}" font-family="DejaVu Sans Mono, monospace" font-size="30">${l}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="${100 + lines.length * 50}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

test("the owner adds a receipt from a photo and sees the week's report with its charts", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(300_000);
  const today = londonToday();
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Purchases" }).click();
  await expect(page.getByRole("heading", { name: "Add a purchase" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Receipt photo").setInputFiles({
    name: "receipt.jpg",
    mimeType: "image/jpeg",
    buffer: await receiptPhoto(today.uk),
  });
  await expect(page.getByRole("status").filter({ hasText: "Read from the photo" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByLabel("Vendor")).toHaveValue("FRESH FOODS WHOLESALE LTD");
  await expect(page.getByRole("textbox", { name: "Date", exact: true })).toHaveValue(today.iso);
  await expect(page.getByLabel("Total (£)")).toHaveValue("43.80");
  await expect(page.getByLabel("VAT (£)")).toHaveValue("7.30");
  // The lines are prefilled too; the receipt adds up, so nothing is marked to check.
  await expect(page.getByLabel("Item 1 name")).toHaveValue("Basmati rice 10kg");
  await expect(page.getByLabel("Item 2 unit price (£)")).toHaveValue("12.50");
  await expect(page.getByText(/^Check:/)).toHaveCount(0);
  await expect(page.getByRole("img", { name: "The uploaded receipt" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The owner checks the figures, picks the category and confirms.
  await page.getByLabel("Vendor").fill("Fresh Foods Wholesale");
  await page.getByLabel(/^Category/).selectOption("food");
  await page.getByRole("button", { name: "Save purchase" }).click();
  await expect(page.getByText("Purchase saved")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Fresh Foods Wholesale" });
  await expect(row).toContainText("£43.80");
  await expect(row.getByRole("list", { name: "Items from Fresh Foods Wholesale" })).toContainText(
    "1 × Onions 25kg at £12.50: £12.50",
  );
  await expect(row.getByRole("link", { name: "photo" })).toHaveAttribute(
    "href",
    /^\/api\/admin\/receipt-images\//,
  );

  await page.getByRole("tab", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: /^Week of / })).toBeVisible();
  const purchases = page.getByRole("region", { name: "Purchases" });
  await expect(purchases.getByText("Total purchases")).toBeVisible();
  await expect(purchases.locator("dd").first()).toHaveText("£43.80");
  await expect(purchases.getByRole("row", { name: /Food/ })).toContainText("£43.80");
  await expect(purchases.getByRole("row", { name: /Card/ })).toContainText("£43.80");

  // Charts: drawn, titled for screen readers, with a data table as the alternative.
  const dailyChart = page.getByRole("img", { name: "Sales per day" });
  await expect(dailyChart).toBeVisible();
  await expect(dailyChart.locator("svg.recharts-surface")).toBeVisible();
  await expect(page.getByRole("img", { name: "Labour cost as % of sales, last 12 weeks" })).toBeVisible();
  await page.getByText("Labour cost as % of sales, last 12 weeks: data table").click();
  await expect(page.getByRole("table").filter({ hasText: "Week of" }).getByRole("row")).toHaveCount(13);
  await expectNoAxeViolations(page);

  // CSV exports are plain downloads with the session cookie.
  const csvHref = await page.getByRole("link", { name: "Purchase records CSV" }).getAttribute("href");
  const csv = await page.request.get(csvHref ?? "");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain("Fresh Foods Wholesale,food,,card,43.80,7.30,36.50");

  // The printable view keeps the report and drops the controls.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("heading", { name: /^Week of / })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Reports" })).toBeHidden();
});

test("the back office needs a staff sign-in", async ({ page }) => {
  const res = await page.request.get("/api/admin/reports/weekly?weekStart=2026-11-16");
  expect(res.status()).toBe(401);
  const scan = await page.request.post("/api/admin/purchases/scans");
  expect(scan.status()).toBe(401);
});
