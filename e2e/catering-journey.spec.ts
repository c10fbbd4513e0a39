/**
 * A catering order end to end (issue 39 item 3, done-when), the office's on a 390 px phone with
 * touch, the owner's at 1280 px, mail received over real SMTP on 127.0.0.1: 40 guests under £200
 * are refused; 40 office lunches (£640) with FIRST15 are priced 15% off; the owner confirms with a
 * message; the office pays the deposit from the mail's link and downloads the invoice, read back
 * with pdftotext showing the restaurant's VAT number.
 */
import { execFileSync } from "node:child_process";
import { ADMIN, expect, hasPoppler, startServer, test, waitUntilLive } from "./fixtures";
import { openPhone, startMailbox, visit } from "./phone";

const NOW = "2026-12-08T10:00:00Z"; // Tuesday 8 December, 10:00 London
const EVENT_DAY = "2026-12-11"; // Friday, 74 hours on

test("40 guests under £200 are refused; £640 with FIRST15 is 15% off, confirmed, deposit paid, invoiced", async ({
  browser,
  expectNoAxeViolations,
}, testInfo) => {
  test.skip(!hasPoppler(), "needs poppler-utils (pdftotext)");
  test.setTimeout(120_000);
  const mailbox = await startMailbox();
  const server = await startServer({ TEST_NOW: NOW, SMTP_URL: mailbox.url });
  try {
    const owner = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const ownerPage = await owner.newPage();
    await ownerPage.clock.setFixedTime(new Date(NOW));
    expect((await owner.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    const vat = await owner.request.put("/api/admin/vat/registration", {
      data: {
        registered: true,
        vatNumber: "GB123456789",
        stagger: 1,
        basis: "accrual",
        deliveryFeeRateBasisPoints: 2000,
      },
    });
    expect(vat.ok(), await vat.text()).toBe(true);

    // The office's phone: from the home page's catering offer to the form.
    const diner = await openPhone(browser, server.url, 390, NOW);
    let page = diner.page;
    await visit(page, "/");
    await page.getByRole("link", { name: "Order catering online" }).first().tap();
    await expect(page.getByRole("heading", { name: "Catering order" })).toBeVisible();
    await waitUntilLive(page);
    const form = page.getByRole("form", { name: "Catering order" });
    await form.getByLabel("Date").fill(EVENT_DAY);
    await form.getByLabel("Time").fill("12:30");
    await form.getByLabel("Number of guests").fill("40");
    const dish = (name: string) => form.getByRole("listitem").filter({ hasText: name });
    await dish("Samosa platter").getByLabel("Trays").fill("2");
    await dish("Vegetable biryani tray").getByLabel("Trays").fill("3");
    const price = page.getByRole("region", { name: "Your price" });
    await expect(price).toContainText("£162.00");
    await expect(price).toContainText("Catering orders start at £200.00: add £38.00 more.");
    await form.getByLabel("Your name").fill("Jo Patel");
    await form.getByLabel("Company").fill("Acme Ltd");
    await form.getByLabel("Email").fill("jo@acme.example");
    await form.getByLabel("Phone").fill("01604 123456");
    await form.getByLabel("Offer code").fill("FIRST15");
    await page.getByRole("button", { name: "Send catering request" }).tap();
    // The server refuses it, in its own words; nothing is sent.
    await expect(page.getByRole("alert").filter({ hasText: "yours comes to £162.00" })).toBeVisible();

    // 40 office lunches instead: £640, 15% off with FIRST15.
    await dish("Samosa platter").getByLabel("Trays").fill("");
    await dish("Vegetable biryani tray").getByLabel("Trays").fill("");
    await dish("Office lunch").getByLabel("Guests having it").fill("40");
    await expect(price).toContainText("£640.00");
    await expect(price).toContainText("-£96.00");
    await expect(price).toContainText("£544.00");
    await expect(price).toContainText("£136.00");
    await expect(price).not.toContainText("start at");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("catering-form-390.png"), fullPage: true });
    await page.getByRole("button", { name: "Send catering request" }).tap();
    await expect(page.getByRole("status", { name: "Where your request stands" })).toContainText(
      "Waiting for the restaurant",
    );
    await expect(page.getByRole("status", { name: "Where your request stands" })).toContainText(
      "40 guests on Friday 11 December 2026 at 12:30",
    );

    // The owner confirms it with a message, at 1280 px.
    await ownerPage.goto("/admin");
    await ownerPage.getByRole("tab", { name: "Catering" }).click();
    const card = ownerPage.getByRole("article", { name: /Catering request CAT-/ });
    await expect(card).toContainText("Acme Ltd");
    await expect(card).toContainText("£544.00");
    await card.getByRole("button", { name: /^Confirm CAT-/ }).click();
    const dialog = ownerPage.getByRole("dialog");
    await dialog.getByLabel(/Message to the diner/).fill("We will arrive at 12:00 to set up.");
    await dialog.getByRole("button", { name: "Confirm request" }).click();
    await expect(card).toContainText("Confirmed");
    await expectNoAxeViolations(ownerPage);
    await ownerPage.screenshot({ path: testInfo.outputPath("catering-owner-1280.png"), fullPage: true });

    // The office's mail says it is confirmed and links to the page that takes the deposit.
    const confirmedMail = async () =>
      mailbox.received.find(
        (m) => m.to.includes("jo@acme.example") && /Subject: Catering CAT-\d+ is confirmed/.test(m.text),
      );
    await expect.poll(confirmedMail, { message: "the confirmation mail" }).toBeTruthy();
    const mail = await confirmedMail();
    expect(mail?.text).toContain("We will arrive at 12:00 to set up.");
    const link = /http:\/\/127\.0\.0\.1:\d+\/catering\/requests\/\d+#[A-Za-z0-9_-]+/.exec(
      mail?.text ?? "",
    )?.[0];
    expect(link, mail?.text).toBeTruthy();
    // A link opened from a mail is a fresh page.
    await page.close();
    page = await diner.context.newPage();
    await page.clock.setFixedTime(new Date(NOW));
    await visit(page, link ?? "");
    await expect(page.getByRole("status", { name: "Where your request stands" })).toContainText("Confirmed");
    await expect(page.getByText("We will arrive at 12:00 to set up.")).toBeVisible();
    await page.getByRole("radio", { name: /Deposit £136.00/ }).check();
    await page.getByRole("button", { name: "Pay £136.00 (simulated payment)" }).tap();
    await expect(page.getByText("Left to pay")).toBeVisible();
    await expect(page.getByRole("region", { name: "What you ordered" })).toContainText("£408.00");
    await expect(page.getByRole("button", { name: "Pay £408.00 (simulated payment)" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("catering-paid-390.png"), fullPage: true });

    // The invoice, as the office saves it.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download the invoice (PDF)" }).tap();
    const file = testInfo.outputPath("invoice.pdf");
    await (await download).saveAs(file);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toMatch(/VAT invoice CAT-\d{4}/);
    expect(text).toContain("VAT number GB123456789");
    expect(text).toContain("40 x Office lunch");
    expect(text).toContain("-£96.00");
    expect(text).toMatch(/Paid\s+£136\.00/);
    expect(text).toMatch(/Balance due by Friday 11 December 2026\s+£408\.00/);
    expect(text).toContain("Acme Ltd");
    await diner.context.close();
    await owner.close();
  } finally {
    await server.stop();
    await mailbox.close();
  }
});
