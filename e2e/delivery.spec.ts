/**
 * Delivery zones (issue 35): the owner draws a zone in the Delivery tab at a desk; a diner's phone
 * reads a zone's real fee and minimum on /offers, and the postcode check answers from it.
 */
import { ADMIN, expect, signInAsAdmin, test, waitUntilLive } from "./fixtures";

test("the owner adds a delivery zone in the Delivery tab", async ({ page, expectNoAxeViolations }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Delivery", exact: true }).click();
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
});

test("a diner's phone reads a zone's real fee and minimum on /offers", async ({
  browser,
  baseURL,
  expectNoAxeViolations,
}) => {
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const login = await phone.request.post("/api/admin/login", { data: ADMIN });
  expect(login.ok()).toBe(true);
  const zone = await phone.request.post("/api/admin/delivery/zones", {
    data: {
      name: "Villages",
      kind: "postcodes",
      areas: "NN6 1-3",
      feePence: 350,
      minOrderPence: 2000,
      freeOverPence: null,
      leadTimeMinutes: 60,
    },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  await phone.clearCookies();

  const diner = await phone.newPage();
  await diner.goto("/offers");
  await waitUntilLive(diner);
  const info = diner.getByRole("region", { name: "Delivery Information" });
  await expect(info).toContainText(
    "We deliver to Villages (NN6 1-3) for £3.50, minimum £20, at least 60 minutes from ordering.",
  );
  // The made-up "beyond 3 miles it costs extra" is gone; a phone offer the owner wrote still shows.
  await expect(info).not.toContainText("beyond 3 miles");
  await expectNoAxeViolations(diner);
  await info.screenshot({ path: "test-results/delivery-offers.png" });

  const inZone = await diner.request.get("/api/delivery/check?postcode=nn6%202ab");
  expect(await inZone.json()).toMatchObject({
    delivers: true,
    message: "We deliver to NN6 for £3.50, minimum £20",
  });
  const outside = await diner.request.get("/api/delivery/check?postcode=MK9%201AB");
  expect(await outside.json()).toMatchObject({
    message: "Sorry, we don't deliver to MK9 - collection is available",
  });
  await phone.close();
});
