/**
 * The newsletter in the browser (issue 27): a diner signs up in the footer on a 390 px phone, the
 * confirmation email arrives over real SMTP and its link confirms; the owner, at 1280 px, writes a
 * newsletter, previews it, sends a test and sends it, and watches its progress. Axe checks each.
 */
import { ADMIN, expect, startServer, test } from "./fixtures";
import { openPhone, startMailbox, visit } from "./phone";

test("footer sign-up, confirmation link, and the owner's newsletter with progress", async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(300_000);
  const mailbox = await startMailbox();
  const server = await startServer({ SMTP_URL: mailbox.url, NEWSLETTER_SENDS_PER_SECOND: "5" });
  try {
    const { context, page } = await openPhone(browser, server.url, 390);
    await visit(page, "/");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email").fill("meera@example.test");
    await form.getByLabel("First name").fill("Meera");
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(form.getByRole("status")).toHaveText(/Please check your inbox and confirm/);
    await expectNoAxeViolations(page);

    await expect
      .poll(() => mailbox.received.filter((m) => m.to.includes("meera@example.test")).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const mail = mailbox.received.find((m) => m.to.includes("meera@example.test"))?.text ?? "";
    const link = /http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link, mail).toBeTruthy();
    await visit(page, new URL(link ?? "").pathname + new URL(link ?? "").search);
    await expect(page.getByText("Thank you: you are subscribed to our newsletter.")).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();

    const owner = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const admin = await owner.newPage();
    const login = await admin.request.post("/api/admin/login", { data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    await visit(admin, "/admin");
    await admin.getByRole("tab", { name: "Newsletter", exact: true }).click();
    await expect(admin.getByText("1 confirmed subscribers")).toBeVisible();
    const compose = admin.getByRole("form", { name: "Write a newsletter" });
    await compose.getByLabel("Subject").fill("Winter at Hyderabad House");
    await compose.getByLabel("Text").fill("Haleem is back on Fridays.");
    await compose.getByRole("button", { name: "Preview" }).click();
    await expect(admin.getByRole("region", { name: "Preview" })).toContainText("Haleem is back on Fridays.");
    await compose.getByLabel("Your email, for a test").fill("owner@example.test");
    await compose.getByRole("button", { name: "Send a test" }).click();
    await expect(admin.getByText("A test has been sent to owner@example.test.")).toBeVisible();
    await expectNoAxeViolations(admin);

    await compose.getByRole("button", { name: "Send to 1 subscribers" }).click();
    await compose.getByRole("button", { name: "Confirm: send to 1 subscribers" }).click();
    await expect(admin.getByText("Sent to 1 of 1 subscribers")).toBeVisible({ timeout: 30_000 });
    await expect(
      admin.getByRole("progressbar", { name: "Progress of Winter at Hyderabad House" }),
    ).toHaveJSProperty("value", 1);
    await expectNoAxeViolations(admin);
    await expect
      .poll(() => mailbox.received.filter((m) => /Subject: Winter at Hyderabad House/.test(m.text)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const newsletter =
      mailbox.received.find((m) => /Subject: Winter at Hyderabad House/.test(m.text))?.text ?? "";
    expect(newsletter).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    await owner.close();
  } finally {
    await server.stop();
    await mailbox.close();
  }
});
