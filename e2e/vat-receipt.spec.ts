import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ADMIN, expect, hasPoppler, openMore, startServer, test, waitUntilLive } from "./fixtures";
import { openKitchenTablet } from "./tablet";
import { placePaidTippedOrder } from "./tipped-order";

/**
 * A VAT receipt as paper (issue 40): a VAT-registered restaurant; a diner's tipped order, paid; on
 * the order's page at 390 px the diner saves the receipt, read back with pdftotext (VAT number,
 * VAT per rate, the tip outside the VAT); staff find the same receipt on the order's card on the
 * 820 px tablet.
 */
test("a diner saves a paid order's VAT receipt at 390 px; staff open it from the board", async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.skip(!hasPoppler(), "needs poppler-utils (pdftotext)");
  test.setTimeout(120_000);
  const TEST_NOW = "2026-12-03T12:10:00.000Z"; // Thursday, lunch open
  const server = await startServer({ TEST_NOW });
  const folder = mkdtempSync(path.join(tmpdir(), "vat-receipt-"));
  try {
    const owner = await browser.newContext({ baseURL: server.url });
    expect((await owner.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    const registered = await owner.request.put("/api/admin/vat/registration", {
      data: { registered: true, vatNumber: "GB123456789", stagger: 3, basis: "cash" },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const order = await placePaidTippedOrder(owner.request, {
      name: "Receipt Test",
      phone: "07700900996",
      date: "2026-12-03",
    });

    // The diner's phone, on the order's live link (the secret in its fragment, as the mail gives it).
    const diner = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const page = await diner.newPage();
    await page.clock.setFixedTime(new Date(TEST_NOW));
    await page.goto(`/order/${order.orderNumber}#pay=${encodeURIComponent(order.accessToken)}`);
    await waitUntilLive(page);
    const save = page.getByRole("button", { name: "Download VAT receipt (PDF)" });
    await expect(save).toBeVisible();
    await expectNoAxeViolations(page);
    await save.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/vat-receipt-390.png" });
    const [download] = await Promise.all([page.waitForEvent("download"), save.tap()]);
    expect(download.suggestedFilename()).toBe(`vat-receipt-${order.orderNumber}.pdf`);
    const file = path.join(folder, "receipt.pdf");
    await download.saveAs(file);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain(`VAT receipt for order ${order.orderNumber}`);
    expect(text).toContain("VAT number GB123456789");
    expect(text).toMatch(/VAT 20%/);
    expect(text).toMatch(/Tip for the staff \(no VAT, not in the total\)/);
    expect(text).toContain(`£${(order.tipPence / 100).toFixed(2)}`);
    await diner.close();

    // The kitchen's tablet: the paid order's card offers the same receipt.
    const { context: tablet, board } = await openKitchenTablet(browser, server.url, TEST_NOW);
    await board.goto("/admin");
    await board.getByRole("tab", { name: /Orders/ }).tap();
    const card = board.getByRole("article", { name: `Order ${order.orderNumber}` });
    await openMore(card, "tap");
    const link = card.getByRole("link", { name: "VAT receipt (PDF)" });
    await expect(link).toHaveAttribute("href", `/api/admin/vat/receipts/${order.id}`);
    const staffPdf = await tablet.request.get(`/api/admin/vat/receipts/${order.id}`);
    expect(staffPdf.headers()["content-type"]).toBe("application/pdf");
    await tablet.close();
    await owner.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await server.stop();
  }
});
