/**
 * Every payment reaches the takings (issue 32 items 2 and 11, decision 0035). Staff on the board
 * (820 x 1180, touch) take the payment of a diner's online pay-at-collection order in cash; the
 * owner at 1280 px sees it on Today under "Online orders, cash at the counter", the collected order
 * nobody paid listed to resolve, and the Z-report: printed on 80 mm paper (Chromium's print output
 * read back with pdftotext) and downloaded as CSV. Its own server, on a set clock.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { ADMIN, expect, hasPoppler, openMore, startServer, test } from "./fixtures";

const TEST_NOW = "2026-11-24T12:10:00.000Z"; // Tuesday, open

test("staff take cash for an online order at the counter, and the owner's Today and Z-report count it", async ({
  browser,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(240_000);
  test.skip(!hasPoppler(), "needs poppler-utils (pdftotext)");
  const server = await startServer({ TEST_NOW });
  const tablet = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  const office = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  try {
    // Two diners order online and choose to pay when they collect (no payment made).
    const diner = await browser.newContext({ baseURL: server.url });
    const place = async (name: string, phone: string) => {
      const res = await diner.request.post("/api/orders", {
        data: {
          customerName: name,
          customerPhone: phone,
          collectionDate: "2026-11-24",
          collectionTime: "13:00",
          items: [{ id: 1, quantity: 3 }],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as {
        id: number;
        orderNumber: string;
        totalAmount: string;
        totalPence: number;
      };
    };
    const paysCash = await place("Cash Collector", "07700900801");
    const forgotten = await place("Walked Off", "07700900802");
    await diner.close();

    // The second is collected but nobody takes the money.
    const board = await tablet.newPage();
    await board.clock.setFixedTime(new Date(TEST_NOW));
    expect((await board.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    for (const status of ["preparing", "ready", "collected"]) {
      const moved = await board.request.put(`/api/admin/orders/${forgotten.id}/status`, { data: { status } });
      expect(moved.status(), await moved.text()).toBe(200);
    }

    await board.goto("/admin");
    await board.getByRole("tab", { name: /Orders/ }).tap();
    const card = board.getByRole("article", { name: `Order ${paysCash.orderNumber}` });
    await expect(card).toContainText("UNPAID");
    // Taking payment is under the card's "More", one tap away from the kitchen's primary action.
    await openMore(card, "tap");
    const payment = card.getByRole("group", { name: `Take payment for order ${paysCash.orderNumber}` });
    await expect(payment.getByRole("button", { name: "Paid by card" })).toBeVisible();
    await expectNoAxeViolations(board);
    await payment.getByRole("button", { name: "Paid in cash" }).tap();
    await expect(
      board.getByText(`${paysCash.totalAmount} taken in cash for ${paysCash.orderNumber}`),
    ).toBeVisible();
    await expect(card).toContainText("Paid (cash)");
    await expect(payment).toHaveCount(0);
    await card.screenshot({ path: testInfo.outputPath("board-card-paid.png") });
    await board.screenshot({ path: testInfo.outputPath("board.png") });

    // The owner at close: Today counts it on its line, and lists the collected order as unpaid.
    const owner = await office.newPage();
    expect((await owner.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    await owner.addInitScript(() => {
      window.print = () => {
        const w = window as { printCalls?: number };
        w.printCalls = (w.printCalls ?? 0) + 1;
      };
    });
    await owner.goto("/admin");
    await owner.getByRole("tab", { name: "Today" }).click();
    const byChannel = owner.getByRole("table", { name: /^Today against last Tuesday, by channel$/ });
    await expect(byChannel.getByRole("row", { name: /^Online orders, cash at the counter/ })).toContainText(
      paysCash.totalAmount,
    );
    const unpaid = owner.getByRole("region", { name: "Unpaid orders to resolve" });
    await expect(unpaid).toContainText(`${forgotten.orderNumber} Walked Off, 13:00, online order: collected`);
    await expect(unpaid).toContainText(`1 unpaid order (${forgotten.totalAmount}), collected`);

    const zReport = owner.getByRole("region", { name: "Z-report at close" });
    await expect(zReport.getByTestId("z-report-paper")).toContainText("Online orders, cash at the counter");
    await expectNoAxeViolations(owner);
    await owner.screenshot({ path: testInfo.outputPath("owner-today.png"), fullPage: true });

    // On 80 mm paper, as the browser prints it.
    await zReport.getByRole("button", { name: "Print 80 mm" }).click();
    await owner.waitForFunction(() => (window as { printCalls?: number }).printCalls === 1);
    const file = testInfo.outputPath("z-report-80mm.pdf");
    writeFileSync(file, await owner.pdf({ preferCSSPageSize: true, printBackground: true }));
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(1);
    const width = Number(/Page size:\s+([\d.]+) x/.exec(info)?.[1]);
    expect(Math.abs(width - (80 * 72) / 25.4)).toBeLessThan(1);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Z-REPORT");
    expect(text).toContain("Tuesday 24 November 2026");
    // A label wrapped beside its amount reads whole without the amounts.
    const words = text.replace(/ -?£[\d,]+\.\d\d/g, "");
    expect(words).toContain("Online orders, cash at the counter");
    expect(text).toContain(`Takings before refunds ${paysCash.totalAmount}`);
    expect(text).toContain(`Takings less refunds ${paysCash.totalAmount}`);
    expect(text).toContain(`${forgotten.orderNumber} 13:00 COLLECTED ${forgotten.totalAmount}`);

    // And as a CSV.
    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      zReport.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("z-report-2026-11-24.csv");
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toContain(
      `2026-11-24,Takings by channel and payment,"Online orders, cash at the counter",${(paysCash.totalPence / 100).toFixed(2)},`,
    );
  } finally {
    await tablet.close();
    await office.close();
    await server.stop();
  }
});
