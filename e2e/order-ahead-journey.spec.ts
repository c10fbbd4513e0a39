/**
 * Order ahead (issue 39), on a 390 px phone with touch and the kitchen's 820 x 1180 tablet: the
 * owner lets diners order up to four days ahead; a dish sold out today can still go in Saturday's
 * cart (the checkout then offers later days only); the diner orders for Saturday and pays; the
 * board's "Coming up" lists it and its prep list counts its dishes; a second pre-order is cancelled
 * by its diner before the cut-off and refunded. Then, with the same data, the server is started on
 * Saturday 40 minutes before collection (the test clock): the fake ESC/POS printer prints the
 * pre-order's ticket again, marked PRE-ORDER, at the owner's 45 minutes before.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import type { MenuItem } from "@shared/menu/menu.schema";
import { startFakeEscPosPrinter } from "../src/server/testing/fake-escpos-printer";
import { ADMIN, expect, startServer, test, waitUntilLive } from "./fixtures";
import { openKitchenTablet } from "./tablet";

const THURSDAY = "2026-12-03T12:10:00.000Z"; // lunch open
const SATURDAY = "2026-12-05";
const PRINT_TIME = "2026-12-05T12:20:00.000Z"; // 40 minutes before the 13:00 collection

async function ownerSetsUp(request: APIRequestContext, printerAddress: string) {
  expect((await request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
  const printer = await request.put("/api/admin/printer", {
    data: { address: printerAddress, autoPrint: true, printBeforePayment: false },
  });
  expect(printer.ok(), await printer.text()).toBe(true);
  const ahead = await request.put("/api/admin/order-ahead/settings", {
    data: { daysAhead: 4, printMinutesBefore: 45, cancelCutoffMinutes: 120 },
  });
  expect(ahead.ok(), await ahead.text()).toBe(true);
  // Two dishes without choices, together over the minimum for collection.
  const menu = (await (await request.get("/api/menu")).json()) as MenuItem[];
  const plain = menu.filter((d) => d.optionGroups.length === 0 && d.pricePence >= 1000);
  const [soldOut, other] = plain;
  if (!soldOut || !other) throw new Error("the sample menu has two dishes without choices");
  const marked = await request.put(`/api/admin/menu/${soldOut.id}/availability`, {
    data: { soldOutToday: true },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
  return { soldOut, other };
}

test("a diner orders for Saturday at 390 px; the board sees it coming; a pre-order is cancelled and refunded; the ticket prints 45 minutes before", async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(240_000);
  const printer = await startFakeEscPosPrinter();
  // One database for both days: a copy of the run's migrated one, as startServer makes.
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-ahead-"));
  const migrated = process.env.E2E_MIGRATED_DATA_DIR;
  if (migrated) cpSync(migrated, dataDir, { recursive: true });
  try {
    let server = await startServer({ TEST_NOW: THURSDAY, DATA_DIR: dataDir });
    let orderNumber = "";
    try {
      const office = await browser.newContext({ baseURL: server.url });
      const { soldOut, other } = await ownerSetsUp(office.request, printer.address);

      // Thursday: the diner's phone builds Saturday's order.
      const phone = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
        hasTouch: true,
      });
      const diner = await phone.newPage();
      await diner.clock.setFixedTime(new Date(THURSDAY));
      await diner.goto("/order");
      await waitUntilLive(diner);
      await diner.getByRole("button", { name: `Add ${soldOut.name} for a later day` }).tap();
      await diner.getByRole("button", { name: `Add ${other.name} to cart` }).tap();
      await diner.getByRole("button", { name: /View cart \(2 items\)/ }).tap();
      await diner.getByRole("button", { name: "Proceed to Checkout" }).tap();
      await expect(diner.getByRole("heading", { name: "Checkout" })).toBeVisible();
      // Today is not offered while the cart holds a dish sold out today, and the page says why.
      const dates = diner.getByLabel(/Collection Date/);
      await expect(dates.locator("option")).not.toContainText([/^Today/]);
      await expect(diner.getByText(`${soldOut.name} sold out today`)).toBeVisible();
      await dates.selectOption(SATURDAY);
      await expect(dates.locator("option:checked")).toHaveText("Saturday 5 December");
      await diner.getByLabel(/Collection Time/).selectOption("13:00");
      await diner.getByLabel(/Full Name/).fill("Aisha Khan");
      await diner.getByLabel(/Phone Number/).fill("07700 900123");
      await expectNoAxeViolations(diner);
      await diner.screenshot({ path: "test-results/order-ahead-checkout-390.png", fullPage: true });
      const placed = diner.waitForResponse(
        (r) => r.url().endsWith("/api/orders") && r.request().method() === "POST",
      );
      await diner.getByRole("button", { name: /^Place Order/ }).tap();
      const response = await placed;
      expect(response.status(), await response.text()).toBe(201);
      const order = (await response.json()) as { id: number; orderNumber: string; totalAmount: string };
      orderNumber = order.orderNumber;
      await diner
        .getByRole("region", { name: "Payment" })
        .getByRole("button", { name: `Simulate payment of ${order.totalAmount}` })
        .tap();
      await expect(diner.getByText("Payment Successful!")).toBeVisible();
      // Printed once paid, marked as a pre-order.
      const [placedTicket] = await printer.waitForJobs(1, 30_000);
      expect(placedTicket?.lines.join("\n")).toContain("** PRE-ORDER **");

      // A second pre-order for Saturday, paid, then cancelled by its diner from its live page.
      const second = await office.request.post("/api/orders", {
        data: {
          customerName: "Sam Patel",
          customerPhone: "07700 900124",
          collectionDate: SATURDAY,
          collectionTime: "19:00",
          items: [{ id: other.id, quantity: 2 }],
        },
      });
      expect(second.ok(), await second.text()).toBe(true);
      const sam = (await second.json()) as { id: number; orderNumber: string; accessToken: string };
      const samPaid = await office.request.post(`/api/payments/test/${sam.id}/pay`, {
        headers: { "x-order-token": sam.accessToken },
      });
      expect(samPaid.ok(), await samPaid.text()).toBe(true);
      await diner.goto(`/order/${sam.orderNumber}#pay=${encodeURIComponent(sam.accessToken)}`);
      await waitUntilLive(diner);
      await diner.getByRole("button", { name: "Cancel this pre-order" }).tap();
      await expect(diner.getByTestId("order-status")).toContainText("This order has been cancelled");
      // Sam's order printed when paid, as Aisha's did.
      await printer.waitForJobs(2, 30_000);
      const refunds = await office.request.get(`/api/admin/orders/${sam.id}/refunds`);
      expect((await refunds.json()).payment).toMatchObject({ paymentStatus: "refunded" });
      await phone.close();

      // The kitchen's tablet: today's board, and Saturday coming up with its prep list.
      const { context: tablet, board } = await openKitchenTablet(browser, server.url, THURSDAY);
      await board.goto("/admin");
      await board.getByRole("tab", { name: "Orders", exact: true }).tap();
      await board.getByRole("button", { name: "Coming up (1 order)" }).tap();
      await expect(
        board.getByRole("heading", { name: "Saturday 5 December: 1 order, 2 dishes" }),
      ).toBeVisible();
      await expect(board.getByText(`13:00 #${orderNumber} Aisha Khan`)).toBeVisible();
      await board.getByRole("button", { name: "Show prep list for Saturday 5 December" }).tap();
      const prep = board.getByRole("list", { name: "Prep list for Saturday 5 December" });
      await expect(prep).toContainText(`1 x ${soldOut.name}`);
      await expect(prep).toContainText(`1 x ${other.name}`);
      await expectNoAxeViolations(board);
      await board.screenshot({ path: "test-results/order-ahead-coming-up-820.png" });
      await tablet.close();
      await office.close();
    } finally {
      await server.stop();
    }

    // Saturday, 40 minutes before collection: the scheduled job prints the pre-order again.
    server = await startServer({ TEST_NOW: PRINT_TIME, DATA_DIR: dataDir });
    try {
      const jobs = await printer.waitForJobs(3, 120_000);
      const reprinted = jobs[2]?.lines.join("\n") ?? "";
      expect(reprinted).toContain("** PRE-ORDER **");
      expect(reprinted).toContain(orderNumber);
      // The cancelled pre-order is not printed again.
      await new Promise((r) => setTimeout(r, 2_000));
      expect(printer.jobs).toHaveLength(3);
    } finally {
      await server.stop();
    }
  } finally {
    await printer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
