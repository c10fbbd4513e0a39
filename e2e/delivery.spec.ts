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

  // Delivery hours of its own: no Monday, evenings otherwise (the form lists Monday first).
  const settings = page.getByRole("form", { name: "Drivers and payment" });
  await settings.getByLabel("Same as the collection hours").uncheck();
  await settings.getByLabel("Monday", { exact: true }).uncheck();
  await expect(settings.getByText("No delivery")).toBeVisible();
  await settings.getByRole("button", { name: "Save" }).click();
  // Blank times are refused on their day, and nothing is saved.
  await expect(
    settings.getByRole("alert").filter({ hasText: /^Tuesday: Invalid Time Format/ }),
  ).toBeVisible();
  for (const day of ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
    await settings.getByLabel(`${day} from`).fill("17:00");
    await settings.getByLabel(`${day} to`).fill("21:30");
  }
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Delivery settings saved")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/delivery-tab.png", fullPage: true });

  await page.goto("/offers");
  await expect(page.getByRole("region", { name: "Delivery Information" })).toContainText(
    "Delivery hours: Monday: no delivery; Tuesday to Sunday: 17:00-21:30.",
  );
  // Back to the collection hours, for the journeys after this one.
  const reset = await page.request.put("/api/admin/delivery/settings", {
    data: { deliveriesPerSlot: 3, cashOnDelivery: false, hours: null },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
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

test("the owner makes a staff account a driver in the Staff tab; that driver's phone opens its screen", async ({
  page,
  browser,
  baseURL,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const created = await page.request.post("/api/admin/staff-accounts", {
    data: { username: "ravi-driver", role: "staff", password: "ravi-driver-pw-2026" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Staff", exact: true }).click();
  const row = page.getByRole("row", { name: /ravi-driver/ });
  await expect(row).toContainText("No");
  await row.getByRole("button", { name: "Make ravi-driver a driver" }).click();
  await expect(page.getByText("ravi-driver now takes deliveries")).toBeVisible();
  await expect(row).toContainText("Takes deliveries");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/staff-driver-role.png" });

  // The driver signs in on a phone: their own screen, empty until a delivery is assigned.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const login = await phone.request.post("/api/admin/login", {
    data: { username: "ravi-driver", password: "ravi-driver-pw-2026" },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const driver = await phone.newPage();
  await driver.goto("/admin/driver");
  await expect(driver.getByText("No deliveries assigned to you today.")).toBeVisible();
  await expectNoAxeViolations(driver);

  // Taken off again, the account is no longer offered on the board's driver list.
  await row.getByRole("button", { name: "Stop deliveries for ravi-driver" }).click();
  await expect(row).toContainText("No");
  const drivers = await page.request.get("/api/admin/delivery/drivers");
  expect(((await drivers.json()) as { username: string }[]).map((d) => d.username)).not.toContain(
    "ravi-driver",
  );
  await phone.close();
});
