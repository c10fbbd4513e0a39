/**
 * Delivery zones (issue 35): the owner draws a zone in the Delivery tab at a desk; a diner's phone
 * then reads its real fee and minimum on /offers, and the postcode check answers from it.
 */
import { expect, signInAsAdmin, test } from "./fixtures";

test("the owner adds a delivery zone and /offers states its fee and minimum", async ({
  page,
  browser,
  baseURL,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Delivery", exact: true }).click();
  await expect(page.getByText("No delivery zones yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add Delivery zone" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^Name/).fill("Town");
  await dialog.getByLabel(/Postcode districts and sectors/).fill("nn1, nn2, NN3 1-4");
  await dialog.getByLabel(/Delivery fee/).fill("2.50");
  await dialog.getByLabel(/Minimum order/).fill("15");
  await dialog.getByLabel(/Free delivery over/).fill("30");
  await dialog.getByRole("button", { name: "Add zone" }).click();
  await expect(page.getByText("Delivery zone added")).toBeVisible();
  await expect(page.getByText("NN1, NN2, NN3 1-4")).toBeVisible();
  await expect(page.getByText(/Delivery for £2\.50, minimum £15, free over £30/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/delivery-tab.png" });

  const diner = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
  await diner.goto("/offers");
  const info = diner.getByRole("region", { name: "Delivery Information" });
  await expect(info).toContainText(
    "We deliver to Town (NN1, NN2, NN3 1-4) for £2.50, minimum £15, free over £30, at least 45 minutes from ordering.",
  );
  await expect(info).not.toContainText("3 miles");
  await expectNoAxeViolations(diner);
  await info.screenshot({ path: "test-results/delivery-offers.png" });

  const inZone = await diner.request.get("/api/delivery/check?postcode=nn3%202ab");
  expect(await inZone.json()).toMatchObject({
    delivers: true,
    message: "We deliver to NN3 for £2.50, minimum £15, free over £30",
  });
  const outside = await diner.request.get("/api/delivery/check?postcode=MK9%201AB");
  expect(await outside.json()).toMatchObject({
    message: "Sorry, we don't deliver to MK9 - collection is available",
  });
  await diner.close();
});
