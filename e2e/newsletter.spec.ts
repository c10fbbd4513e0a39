/**
 * The newsletter in the browser (issue 27): a diner signs up in the footer on a 390 px phone and
 * follows the confirmation link; the owner, at 1280 px, writes a newsletter, previews it, sends a
 * test and sends it, and watches its progress. Axe checks each screen. The worker's server has no
 * SMTP_URL: in demo mode it logs each mail's text, and the link is read from there (the same mail
 * over real SMTP is tested in src/server/features/newsletter/newsletter.routes.test.ts).
 */
import { ADMIN, expect, test } from "./fixtures";
import { openPhone, visit } from "./phone";

test("footer sign-up, confirmation link, and the owner's newsletter with progress", async ({
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(240_000);
  const { context, page } = await openPhone(browser, server.url, 390);
  await visit(page, "/");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await form.getByLabel("Email").fill("meera@example.test");
  await form.getByLabel("First name").fill("Meera");
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(form.getByRole("status")).toHaveText(/Please check your inbox and confirm/);
  await expectNoAxeViolations(page);

  const confirmLink = () =>
    /http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(server.logs())?.[0];
  await expect.poll(confirmLink, { timeout: 30_000 }).toBeTruthy();
  const link = new URL(confirmLink() ?? "");
  await visit(page, link.pathname + link.search);
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
  await owner.close();
});
