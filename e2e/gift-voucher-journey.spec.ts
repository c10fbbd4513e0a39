/**
 * A Christmas gift voucher end to end (issue 38, done-when), on a 390 px phone with touch and mail
 * received over real SMTP on 127.0.0.1: bought on 3 December for £50 to be sent on 22 December;
 * the server is started again on that day (the test clock) with the same data, and the mail arrives
 * with the code and a PDF, read back with pdftotext. The recipient pays an order with it on the
 * order's payment page, the balance page shows what is left, and the owner's tab at 1280 px holds
 * the rest as outstanding, not sales.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { ADMIN, expect, hasPoppler, startServer, test, waitUntilLive } from "./fixtures";

const BOUGHT = "2026-12-03T12:00:00Z"; // Thursday, lunch open
const SEND_ON = "2026-12-22";
const SENT_DAY = "2026-12-22T12:00:00Z"; // Tuesday, lunch open

/** Real SMTP on 127.0.0.1 keeping each message whole, attachments and all. */
async function startRawMailbox() {
  const received: Buffer[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

test("a £50 voucher bought on 3 December arrives on the 22nd and pays for an order; the rest is held", async ({
  browser,
  expectNoAxeViolations,
}, testInfo) => {
  test.skip(!hasPoppler(), "needs poppler-utils (pdftotext)");
  test.setTimeout(240_000);
  const mailbox = await startRawMailbox();
  // One database for both days: a copy of the run's migrated one, as startServer makes.
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-vouchers-"));
  const migrated = process.env.E2E_MIGRATED_DATA_DIR;
  if (migrated) cpSync(migrated, dataDir, { recursive: true });
  try {
    // 3 December: the owner sells vouchers; a diner's phone buys one for Priya.
    let server = await startServer({ TEST_NOW: BOUGHT, SMTP_URL: mailbox.url, DATA_DIR: dataDir });
    try {
      const owner = await browser.newContext({ baseURL: server.url });
      expect((await owner.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
      const settings = await owner.request.put("/api/admin/gift-vouchers/settings", {
        data: {
          enabled: true,
          presetAmountsPence: [2500, 5000, 10000],
          minPence: 1000,
          maxPence: 20000,
          validityMonths: 12,
          promoteFrom: "2026-12-01",
          promoteUntil: "2026-12-24",
        },
      });
      expect(settings.ok(), await settings.text()).toBe(true);
      const offer = await (await owner.request.get("/api/gift-vouchers/offer")).json();
      expect(offer, JSON.stringify(offer)).toMatchObject({ enabled: true, promoted: true, testMode: true });
      await owner.close();

      const buyer = await phone(browser, server.url);
      await buyer.page.clock.setFixedTime(new Date(BOUGHT));
      await buyer.page.goto("/");
      await waitUntilLive(buyer.page);
      // The header and footer link the buy page while the owner promotes it.
      await buyer.page
        .getByRole("contentinfo")
        .getByRole("link", { name: /Gift vouchers/ })
        .tap();
      await expect(buyer.page.getByRole("heading", { name: "Gift vouchers" })).toBeVisible();
      await buyer.page.getByRole("radio", { name: "£50.00" }).check();
      await buyer.page.getByLabel(/Recipient's name/).fill("Priya Shah");
      await buyer.page.getByLabel(/Recipient's email/).fill("priya@example.com");
      await buyer.page.getByLabel(/Message/).fill("Happy Christmas!");
      await buyer.page.getByLabel(/Send it on/).fill(SEND_ON);
      await buyer.page.getByLabel(/Your name/).fill("Sam Patel");
      await buyer.page.getByLabel(/Your email/).fill("sam@example.com");
      await expectNoAxeViolations(buyer.page);
      await buyer.page.getByRole("button", { name: "Pay (simulated payment)" }).tap();
      const thanks = buyer.page.getByRole("status").filter({ hasText: "your £50.00 voucher is paid" });
      await expect(thanks).toContainText("Tuesday 22 December 2026");
      await buyer.page.screenshot({ path: "test-results/voucher-bought-390.png", fullPage: true });
      await buyer.context.close();
    } finally {
      await server.stop();
    }
    const parsed = async () => Promise.all(mailbox.received.map((raw) => simpleParser(raw)));
    const to = (m: Awaited<ReturnType<typeof simpleParser>>) =>
      (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address));
    // The buyer has the receipt; Priya has nothing yet.
    await expect.poll(async () => (await parsed()).some((m) => to(m).includes("sam@example.com"))).toBe(true);
    expect((await parsed()).some((m) => to(m).includes("priya@example.com"))).toBe(false);

    // 22 December: the same data, the clock on the send day; the scheduled job mails Priya.
    server = await startServer({ TEST_NOW: SENT_DAY, SMTP_URL: mailbox.url, DATA_DIR: dataDir });
    try {
      await expect
        .poll(async () => (await parsed()).some((m) => to(m).includes("priya@example.com")), {
          timeout: 120_000,
          message: "the voucher's mail to Priya",
        })
        .toBe(true);
      const mail = (await parsed()).find((m) => to(m).includes("priya@example.com"));
      const code = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/.exec(
        mail?.text ?? "",
      )?.[0];
      expect(code, mail?.text).toBeTruthy();
      expect(mail?.text).toContain("£50.00");
      expect(mail?.text).toContain("Happy Christmas!");
      const pdf = mail?.attachments.find((a) => a.contentType === "application/pdf");
      expect(pdf, "a PDF voucher").toBeTruthy();
      const pdfFile = testInfo.outputPath("voucher.pdf");
      writeFileSync(pdfFile, pdf?.content ?? Buffer.alloc(0));
      const paper = execFileSync("pdftotext", ["-layout", pdfFile, "-"], { encoding: "utf8" }).replace(
        /\s+/g,
        " ",
      );
      expect(paper).toContain(code ?? "none");
      expect(paper).toContain("£50.00");

      // Priya orders on her phone and pays with the voucher on the order's payment.
      const priya = await phone(browser, server.url);
      await priya.page.clock.setFixedTime(new Date(SENT_DAY));
      await priya.page.goto("/order");
      await priya.page.getByRole("button", { name: "Add Hyderabadi Chicken Dum Biryani to cart" }).tap();
      await priya.page.getByRole("dialog").getByRole("button", { name: "Add to cart" }).tap();
      await priya.page.getByRole("button", { name: /View cart \(1 item\)/ }).tap();
      await priya.page.getByRole("button", { name: "Proceed to Checkout" }).tap();
      await priya.page.getByLabel(/Full Name/).fill("Priya Shah");
      await priya.page.getByLabel(/Phone Number/).fill("07700 900555");
      await priya.page.getByLabel(/Collection Time/).selectOption({ index: 1 });
      const placed = priya.page.waitForResponse(
        (r) => r.url().endsWith("/api/orders") && r.request().method() === "POST",
      );
      await priya.page.getByRole("button", { name: /^Place Order/ }).tap();
      const order = (await (await placed).json()) as { totalPence: number; tipPence: number };
      await expect(priya.page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
      const voucherForm = priya.page.getByRole("form", { name: "Pay with a gift voucher" });
      await voucherForm.getByLabel(/Voucher code/).fill(code?.toLowerCase() ?? "");
      await voucherForm.getByRole("button", { name: "Apply voucher" }).tap();
      const spent = order.totalPence + order.tipPence;
      const left = 5000 - spent;
      const pounds = (p: number) => `£${(p / 100).toFixed(2)}`;
      await expect(
        priya.page.getByText(`${pounds(spent)} paid by your voucher; ${pounds(left)} left on it.`),
      ).toBeVisible();
      // The voucher paid it all: nothing more is asked.
      await expect(priya.page.getByRole("region", { name: "Payment" })).toContainText(
        `We have received your payment of ${pounds(spent)}`,
      );
      await expectNoAxeViolations(priya.page);
      await priya.page.screenshot({ path: "test-results/voucher-spent-390.png", fullPage: true });

      // The balance page: what is left, nothing else.
      await priya.page.goto("/gift-vouchers/balance");
      await priya.page.getByLabel("Voucher code").fill(code ?? "");
      await priya.page.getByRole("button", { name: "Check balance" }).tap();
      await expect(priya.page.getByTestId("voucher-balance")).toContainText(`${pounds(left)} left`);
      await expect(priya.page.getByTestId("voucher-balance")).not.toContainText("Priya");
      await priya.context.close();

      // The owner's tab at 1280 px: £50 sold, what was spent is sales, the rest held.
      const office = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 900 },
      });
      expect((await office.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
      const desk = await office.newPage();
      await desk.goto("/admin");
      await desk.getByRole("tab", { name: "Gift vouchers" }).click();
      const totals = desk.getByLabel("Voucher totals");
      await expect(totals).toContainText("Sold£50.00 (1)");
      await expect(totals).toContainText(`Redeemed (sales)${pounds(spent)}`);
      await expect(totals).toContainText(`Outstanding (held, not sales)${pounds(left)}`);
      await expectNoAxeViolations(desk);
      await office.close();
    } finally {
      await server.stop();
    }
  } finally {
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
