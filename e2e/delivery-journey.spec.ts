/**
 * Delivery end to end (issue 35, done-when): a diner's 390 px phone orders for delivery to an NN3
 * postcode and pays; the kitchen tablet shows the card with its zone and assigns a driver in one
 * tap; the driver's phone marks it out and delivered; the diner's live page follows. A second
 * order paid in cash on the doorstep reaches that driver's cash in the cash-up. The kitchen's
 * paper carries the address and the driver's notes: the network printer's ticket (a fake ESC/POS
 * printer on 127.0.0.1, decoded) and the board's printed ticket (Chromium's PDF, read with pdftotext).
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { type FakeEscPosPrinter, startFakeEscPosPrinter } from "../src/server/testing/fake-escpos-printer";
import { ADMIN, test as base, expect, hasPoppler, openMore, startServer, type TestServer } from "./fixtures";

// Tuesday 24 November 2026, 12:10 London (GMT): the lunch shift is open and 13:00 is a slot.
const TEST_NOW = "2026-11-24T12:10:00Z";
const DRIVER = { username: "ana-driver", password: "ana-driver-pw-2026" };

const test = base.extend<object, { printer: FakeEscPosPrinter; server: TestServer }>({
  printer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const printer = await startFakeEscPosPrinter();
      await use(printer);
      await printer.close();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ printer }, use) => {
      const server = await startServer({ TEST_NOW, KITCHEN_PRINTER: printer.address });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

async function signedIn(context: BrowserContext, who: { username: string; password: string }) {
  const res = await context.request.post("/api/admin/login", { data: who });
  expect(res.ok(), await res.text()).toBe(true);
}

test("a diner's phone orders delivery to NN3 and pays; the board assigns a driver; the driver's phone delivers it", async ({
  browser,
  server,
  printer,
  expectNoAxeViolations,
}, testInfo) => {
  test.skip(!hasPoppler(), "needs poppler-utils (pdftotext)");
  test.setTimeout(180_000);
  // The owner's set-up, as the Delivery and Staff tabs send it.
  const tablet = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  await signedIn(tablet, ADMIN);
  const zone = await tablet.request.post("/api/admin/delivery/zones", {
    data: {
      name: "Town",
      kind: "postcodes",
      areas: "NN1, NN2, NN3",
      feePence: 250,
      minOrderPence: 1500,
      freeOverPence: 3000,
      leadTimeMinutes: 30,
    },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const settings = await tablet.request.put("/api/admin/delivery/settings", {
    data: { deliveriesPerSlot: 4, cashOnDelivery: true },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const account = await tablet.request.post("/api/admin/staff-accounts", {
    data: { ...DRIVER, role: "staff" },
  });
  expect(account.status(), await account.text()).toBe(201);
  const driverId = ((await account.json()) as { account: { id: number } }).account.id;
  // The kitchen's network printer prints each order once it is paid.
  const printerSet = await tablet.request.put("/api/admin/printer", {
    data: { address: printer.address, autoPrint: true, printBeforePayment: false },
  });
  expect(printerSet.ok(), await printerSet.text()).toBe(true);
  expect(
    (await tablet.request.put(`/api/admin/delivery/drivers/${driverId}`, { data: { isDriver: true } })).ok(),
  ).toBe(true);

  // The diner, on a phone.
  const phone = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const diner = await phone.newPage();
  await diner.clock.setFixedTime(new Date(TEST_NOW));
  await diner.goto("/order");
  // One biryani (£16.95): over the zone's £15 minimum, under its free-over £30, so the fee is paid.
  await diner.getByRole("button", { name: "Add Hyderabadi Chicken Dum Biryani to cart" }).tap();
  await diner.getByRole("dialog").getByRole("button", { name: "Add to cart" }).tap();
  await diner.getByRole("button", { name: /View cart \(1 item\)/ }).tap();
  await diner.getByRole("button", { name: "Proceed to Checkout" }).tap();
  await expect(diner.getByRole("heading", { name: "Checkout" })).toBeVisible();

  await diner.getByRole("radio", { name: "Delivery" }).check();
  await diner.getByLabel(/Delivery Address/).fill("12 Abington Street\nNorthampton");
  await diner.getByLabel(/^Postcode/).fill("nn3 2ab");
  await diner.getByRole("button", { name: "Check postcode" }).tap();
  await expect(diner.getByRole("status").filter({ hasText: /We deliver to NN3/ })).toContainText("£2.50");
  // The banner promises a delivery time, not a collection: 12:10 plus the zone's 30 minutes.
  const banner = diner.locator("[data-ordering-state]");
  // Only times from 12:40 are offered, and the banner names the first.
  const times = await diner
    .getByLabel(/Delivery Time/)
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(times[0] && times[0] >= "12:40", times.join(", ")).toBe(true);
  await expect(banner).toContainText(`Delivered from ${times[0]}`);
  await expect(banner).not.toContainText("Ready for collection");
  await diner.getByLabel(/Notes for the driver/).fill("Blue door, ring twice");
  await diner.getByLabel(/Full Name/).fill("Aisha Khan");
  await diner.getByLabel(/Phone Number/).fill("07700 900123");
  await diner.getByLabel(/Delivery Time/).selectOption("13:00");
  await expect(diner.getByLabel(/Collection Time/)).toHaveCount(0);
  // The summary's lines add up to what the card is charged.
  // The cart is priced again for delivery: the collection-only flash sale comes off.
  await expect(diner.getByRole("region", { name: "Order Summary" })).not.toContainText("COLLECTION 30% OFF");
  const toPay = diner.getByTestId("to-pay-summary");
  await expect(toPay).toContainText("Delivery£2.50");
  const placeButton = diner.getByRole("button", { name: /^Place Order/ });
  await expect(placeButton).toHaveText(`Place Order - ${await diner.getByTestId("to-pay").textContent()}`);
  await expectNoAxeViolations(diner);
  await diner.screenshot({ path: "test-results/delivery-checkout-390.png", fullPage: true });

  const placed = diner.waitForResponse(
    (r) => r.url().endsWith("/api/orders") && r.request().method() === "POST",
  );
  await diner.getByRole("button", { name: /^Place Order/ }).tap();
  const response = await placed;
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as {
    id: number;
    orderNumber: string;
    totalAmount: string;
    totalPence: number;
    delivery: { postcode: string; feePence: number; zoneName: string | null };
  };
  expect(order.delivery).toMatchObject({ postcode: "NN3 2AB", zoneName: "Town" });
  await expect(diner.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  const payment = diner.getByRole("region", { name: "Payment" });
  await payment.getByRole("button", { name: `Simulate payment of ${order.totalAmount}` }).tap();
  await expect(diner.getByText("Payment Successful!")).toBeVisible();
  await diner.getByRole("link", { name: "Follow your order's status live" }).tap();
  await expect(diner.getByTestId("order-status")).toContainText("Received");

  // The network printer's ticket: where it goes and what the driver must know.
  const [job] = await printer.waitForJobs(1, 30_000);
  const printed = job?.lines.join("\n") ?? "";
  for (const text of ["DELIVERY", "DELIVER TO:", "12 Abington Street", "NN3 2AB", "Blue door, ring twice"]) {
    expect(printed, text).toContain(text);
  }

  // The pass's tablet: the card says delivery, its zone and address; one tap assigns the driver.
  const board = await tablet.newPage();
  await board.clock.setFixedTime(new Date(TEST_NOW));
  // The print dialog is the browser's; the test reads what it would print with page.pdf.
  await board.addInitScript(() => {
    window.print = () => {
      const w = window as { printCalls?: number };
      w.printCalls = (w.printCalls ?? 0) + 1;
    };
  });
  await board.goto("/admin");
  await board.getByRole("tab", { name: "Orders", exact: true }).tap();
  const card = board.getByRole("article", { name: `Order ${order.orderNumber}` });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card.getByTestId("card-delivery")).toHaveText("DELIVERY · Town · no driver yet");
  // The card's More holds the delivery's address and the driver buttons.
  await openMore(card, "tap");
  const delivery = card.getByTestId("board-delivery");
  await expect(delivery).toBeVisible();
  await expect(delivery).toContainText("Delivery · Town · NN3 2AB");
  await expect(delivery).toContainText("Blue door, ring twice");
  // The board's own print, on paper as Chromium prints it.
  // "Reprint" once the network printer has printed it.
  await card.getByRole("button", { name: `Reprint ticket for order ${order.orderNumber}` }).tap();
  await board.waitForFunction(() => (window as { printCalls?: number }).printCalls === 1);
  const pdfFile = testInfo.outputPath("delivery-ticket.pdf");
  writeFileSync(pdfFile, await board.pdf({ preferCSSPageSize: true, printBackground: true }));
  const paper = execFileSync("pdftotext", ["-layout", pdfFile, "-"], { encoding: "utf8" }).replace(
    /\s+/g,
    " ",
  );
  for (const text of ["DELIVERY", "12 Abington Street", "NN3 2AB", "Blue door, ring twice", "07700 900123"]) {
    expect(paper, text).toContain(text);
  }
  // The day's flash sale is for collection orders only: a delivery is not discounted by it.
  expect(paper).not.toContain("COLLECTION 30% OFF");
  await delivery.getByRole("button", { name: DRIVER.username }).tap();
  await expect(delivery.getByRole("button", { name: DRIVER.username })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(card.getByTestId("card-delivery")).toHaveText(`DELIVERY · Town · ${DRIVER.username}`);
  await expectNoAxeViolations(board);
  await card.screenshot({ path: "test-results/board-delivery-card.png" });

  // The driver's phone: the delivery with its address and nothing to collect; two taps.
  const driverPhone = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  await signedIn(driverPhone, DRIVER);
  const driver = await driverPhone.newPage();
  await driver.goto("/admin/driver");
  await expect(driver.getByRole("heading", { name: "Your deliveries" })).toBeVisible();
  await expect(driver.getByText("12 Abington Street")).toBeVisible();
  await expect(driver.getByText("Paid - nothing to collect")).toBeVisible();
  await expect(driver.getByRole("link", { name: /07700 900123/ })).toHaveAttribute("href", /^tel:/);
  await expectNoAxeViolations(driver);
  await driver.screenshot({ path: "test-results/driver-phone.png", fullPage: true });
  await driver.getByRole("button", { name: "Out for delivery" }).tap();
  await expect(diner.getByTestId("delivery-status")).toContainText("Out for delivery");
  await driver.getByRole("button", { name: "Delivered" }).tap();
  await expect(diner.getByTestId("delivery-status")).toContainText("Delivered");
  await expectNoAxeViolations(diner);

  // A second order, paid to the driver in cash on the doorstep: that driver's cash in the cash-up.
  const menu = (await (await phone.request.get("/api/menu")).json()) as {
    id: number;
    name: string;
    optionGroups: unknown[];
  }[];
  const plain = menu.find((d) => d.optionGroups.length === 0 && d.name === "Butter Naan");
  if (!plain) throw new Error("no Butter Naan on the seeded menu");
  const cashOrder = await phone.request.post("/api/orders", {
    data: {
      customerName: "Ben Jones",
      customerPhone: "07123 456789",
      collectionDate: "2026-11-24",
      collectionTime: "13:30",
      items: [{ id: plain.id, quantity: 8 }],
      delivery: { address: "3 Kettering Road", postcode: "NN1 4AA", notes: null, payOnDelivery: true },
    },
  });
  expect(cashOrder.status(), await cashOrder.text()).toBe(201);
  const cash = (await cashOrder.json()) as { id: number; totalPence: number };
  expect(
    (await tablet.request.put(`/api/admin/delivery/orders/${cash.id}/driver`, { data: { driverId } })).ok(),
  ).toBe(true);
  await driver.reload();
  await expect(driver.getByText(/Collect £\d+\.\d\d in cash/)).toBeVisible();
  const cashCard = driver.getByRole("listitem").filter({ hasText: "3 Kettering Road" });
  await cashCard.getByRole("button", { name: "Out for delivery" }).tap();
  await cashCard.getByRole("button", { name: "Delivered" }).tap();
  await expect(cashCard).toContainText("Delivered");

  const sales = await tablet.request.get("/api/admin/cash-ups/online-sales?date=2026-11-24");
  expect(sales.ok(), await sales.text()).toBe(true);
  const { delivery: money } = (await sales.json()) as {
    delivery: {
      deliveries: number;
      deliveryFeesPence: number;
      drivers: { username: string; cashCollectedPence: number }[];
    };
  };
  expect(money.deliveries).toBe(2);
  expect(money.deliveryFeesPence).toBe(order.delivery.feePence + 250);
  expect(money.drivers).toEqual([
    expect.objectContaining({ username: DRIVER.username, cashCollectedPence: cash.totalPence }),
  ]);

  // The owner's Today at 1280 px: the day's deliveries, their fees and Ana's cash, in words.
  const office = await tablet.newPage();
  await office.setViewportSize({ width: 1280, height: 900 });
  await office.clock.setFixedTime(new Date(TEST_NOW));
  await office.goto("/admin");
  await office.getByRole("tab", { name: "Today" }).click();
  const today = office.getByRole("table", { name: "Delivery today" });
  await expect(today).toContainText("Deliveries2");
  await expect(today).toContainText(
    `Delivery fees (in the online takings)£${((order.delivery.feePence + 250) / 100).toFixed(2)}`,
  );
  await expect(today).toContainText(
    `Cash collected by driver ${DRIVER.username} (2 deliveries)£${(cash.totalPence / 100).toFixed(2)}`,
  );
  await expectNoAxeViolations(office);
  await today.screenshot({ path: "test-results/today-delivery-1280.png" });
  // The cash-up says what Ana hands in.
  await office.getByRole("tab", { name: "Cash-up", exact: true }).click();
  const handIn = office.getByRole("region", { name: "Drivers' cash to hand in" });
  await expect(handIn).toContainText(
    `${DRIVER.username}: £${(cash.totalPence / 100).toFixed(2)} (£${(cash.totalPence / 100).toFixed(2)} for orders)`,
  );
  await expectNoAxeViolations(office);
  await Promise.all([tablet.close(), phone.close(), driverPhone.close()]);
});
