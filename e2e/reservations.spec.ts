/**
 * A table booking's life as diner and staff live it: the home page offers only open times, staff
 * confirm in the admin with a message, the diner gets real mail (SMTP on 127.0.0.1) with a
 * calendar file and a private link, opens it and cancels.
 */
import { createServer } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { ADMIN, expect, startServer, test } from "./fixtures";

// This spec starts its own server (with SMTP and a clock): the shared worker server is not needed.
test.use({ baseURL: "http://127.0.0.1:9" });

// Tuesday 24 November 2026, 12:10 London.
const TEST_NOW = "2026-11-24T12:10:00.000Z";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * The home page as a whole is checked by public-site.spec.ts; here only the reservation section,
 * in the states this feature adds (closed day, booked), which keeps a slow machine within time.
 */
async function expectReservationSectionAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include("#reservation").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Quoted-printable soft breaks and escapes, as nodemailer may encode a long link. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

test("book on the home page, confirm in the admin, open the diner's link and cancel", async ({
  browser,
  expectNoAxeViolations,
}) => {
  // Several servers and browsers share this machine: a busy hour makes each step slow, not wrong.
  test.setTimeout(600_000);
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, TEST_NOW });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(TEST_NOW));
  const mailsTo = (address: string) => received.filter((m) => m.to.includes(address));
  try {
    // --- The diner books on the home page.
    await page.goto("/#reservation");
    const form = page.getByRole("form", { name: "Table reservation" });
    await expect(form.getByLabel("Date")).toHaveAttribute("min", "2026-11-24");
    await expect(form.getByLabel("Date")).toHaveAttribute("max", "2027-01-23");
    await form.getByLabel("Full Name").fill("Asha Patel");
    await form.getByLabel("Phone Number").fill("07700 900123");
    await form.getByLabel("Email").fill("asha@example.test");

    // Monday 30 November: closed, no time offered.
    await form.getByLabel("Date").fill("2026-11-30");
    await expect(form.getByLabel("Time")).toBeDisabled();
    await expect(form.getByLabel("Time")).toContainText("No times available");
    await expect(form.getByText("We're closed on that date, or no times are left.")).toBeVisible();
    await expectReservationSectionAccessible(page);

    // Today: only times after 12:10.
    await form.getByLabel("Date").fill("2026-11-24");
    await expect(form.getByLabel("Time").locator("option", { hasText: "12:30" })).toBeAttached();
    await expect(form.getByLabel("Time").locator("option", { hasText: "12:00" })).not.toBeAttached();

    // Friday 27 November, 19:30, four guests.
    await form.getByLabel("Date").fill("2026-11-27");
    await form.getByLabel("Time").selectOption("19:30");
    await form.getByLabel("Guests").selectOption("4");
    await form.getByLabel("Special Requests").fill("Window table, please");
    await form.getByRole("button", { name: "Reserve Table" }).click();
    await expect(page.getByText("Reservation Requested!")).toBeVisible();
    await expect(
      page.getByText(/table for 4 guests on Friday 27 November at 19:30 is requested/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await expect.poll(() => mailsTo("asha@example.test").length, { timeout: 15_000 }).toBe(1);
    expect(decodeQuotedPrintable(mailsTo("asha@example.test")[0]?.raw ?? "")).toContain("not confirmed yet");

    // --- Staff confirm it in the admin, with a message.
    const login = await page.request.post("/api/admin/login", { data: ADMIN });
    expect(login.ok()).toBe(true);
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Reservations" }).click();
    await page.getByLabel("Date", { exact: true }).fill("2026-11-27");
    const row = page.getByRole("listitem").filter({ hasText: "Asha Patel" });
    await expect(row).toContainText("19:30 · 4 Guests · Asha Patel");
    await expect(row).toContainText("Requested");
    await expect(page.getByRole("region", { name: /Covers per time/ })).toContainText("19:30 4/30");
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: "Confirm" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm booking for Asha Patel" });
    await dialog.getByLabel("Message to the guest").fill("We kept the window table for you.");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByText("The guest has been emailed.")).toBeVisible();
    await expect(row).toContainText("Confirmed");
    await expect(row.getByRole("button", { name: "Mark seated" })).toBeVisible();

    await expect.poll(() => mailsTo("asha@example.test").length, { timeout: 15_000 }).toBe(2);
    const confirmation = decodeQuotedPrintable(mailsTo("asha@example.test")[1]?.raw ?? "");
    expect(confirmation).toContain("We kept the window table for you.");
    expect(confirmation).toMatch(/Content-Type: text\/calendar/i);
    expect(confirmation).toContain("filename=reservation.ics");
    const link = /https?:\/\/[^\s"<>]+\/reservation\/[A-Za-z0-9_-]+/.exec(confirmation)?.[0];
    expect(link?.startsWith(server.url)).toBe(true);

    // --- The diner opens the private link and cancels.
    // A separate browser context: the diner has no staff cookie.
    const dinerContext = await browser.newContext();
    const diner = await dinerContext.newPage();
    try {
      await diner.clock.setFixedTime(new Date(TEST_NOW));
      await diner.goto(link as string);
      await expect(diner.getByRole("heading", { name: "Your table booking" })).toBeVisible();
      await expect(diner.getByText("Friday 27 November")).toBeVisible();
      await expect(diner.getByText("Confirmed", { exact: true })).toBeVisible();
      await expect(diner.getByText("We kept the window table for you.")).toBeVisible();
      await expectNoAxeViolations(diner);

      await diner.getByRole("button", { name: "Cancel booking" }).click();
      await expect(diner.getByRole("alertdialog", { name: "Cancel this booking?" })).toBeVisible();
      await expectNoAxeViolations(diner);
      await diner.getByRole("button", { name: "Yes, cancel it" }).click();
      await expect(diner.getByText("Cancelled", { exact: true })).toBeVisible();
      await expect(diner.getByText("This booking is cancelled.")).toBeVisible();
      await expect(diner.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
    } finally {
      await dinerContext.close();
    }
    await expect.poll(() => mailsTo("asha@example.test").length, { timeout: 15_000 }).toBe(3);
    expect(mailsTo("asha@example.test")[2]?.raw).toMatch(/is cancelled/);

    // Staff see it cancelled, and the covers free again.
    await page.reload();
    await page.getByRole("tab", { name: "Reservations" }).click();
    await page.getByLabel("Date", { exact: true }).fill("2026-11-27");
    await expect(page.getByRole("listitem").filter({ hasText: "Asha Patel" })).toContainText("Cancelled");
    await expect(page.getByRole("region", { name: /Covers per time/ })).toContainText("19:30 0/30");
  } finally {
    await context.close();
    await server.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
