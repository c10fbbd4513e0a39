/**
 * Issue 27 on a 390 px phone: a diner who asked at checkout is emailed once when their order is
 * collected, reviews it through the private link, staff publish it and the home page shows it as a
 * "Verified order" with real figures; a signed-in diner downloads their data and deletes their
 * account (signing in fails afterwards). Each screen passes axe.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ADMIN, test as base, expect, startServer, type TestServer } from "./fixtures";
import { type Mailbox, openPhone, startMailbox, visit } from "./phone";

// Friday 27 November 2026, 18:10 London: open.
const TEST_NOW = "2026-11-27T18:10:00Z";
const WIDTH = 390;

const test = base.extend<object, { server: TestServer; mailbox: Mailbox }>({
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const mailbox = await startMailbox();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ mailbox }, use) => {
      const server = await startServer({ TEST_NOW, SMTP_URL: mailbox.url });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

async function mailTo(mailbox: Mailbox, address: string, pattern: RegExp): Promise<string> {
  const find = () => mailbox.received.find((m) => m.to.includes(address) && pattern.test(m.text));
  await expect.poll(() => Boolean(find()), { timeout: 30_000 }).toBe(true);
  return find()?.text ?? "";
}

/** An order through the API with the review-request box ticked. */
async function order(page: Page, email: string): Promise<number> {
  const slots = (await (await page.request.get("/api/collection-slots")).json()) as {
    date: string;
    slots: { time: string }[];
  };
  const menu = (await (await page.request.get("/api/menu")).json()) as { id: number; name: string }[];
  const naan = menu.find((d) => d.name === "Plain Naan");
  const res = await page.request.post("/api/orders", {
    data: {
      customerName: "Noor Ahmed",
      customerPhone: "07700 900777",
      customerEmail: email,
      collectionDate: slots.date,
      collectionTime: slots.slots[0]?.time,
      items: [{ id: naan?.id, quantity: 6 }],
      reviewRequestConsent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test("a diner reviews a collected order through the emailed link and the home page shows it", async ({
  browser,
  server,
  mailbox,
  expectNoAxeViolations,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    await visit(page, "/");
    await expect(page.locator("#testimonials").getByText("No reviews yet.")).toBeVisible();
    expect(await page.locator('script[type="application/ld+json"]').textContent()).not.toContain(
      "AggregateRating",
    );

    const orderId = await order(page, "noor@example.test");
    const login = await page.request.post("/api/admin/login", { data: ADMIN });
    expect(login.status()).toBe(200);
    const collected = await page.request.put(`/api/admin/orders/${orderId}/status`, {
      data: { status: "collected" },
    });
    expect(collected.status(), await collected.text()).toBe(200);

    const mail = await mailTo(mailbox, "noor@example.test", /ask how it was/);
    const link = /https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    if (!link) throw new Error(`no review link in:\n${mail}`);
    await visit(page, new URL(link).pathname);
    await expect(page.getByRole("heading", { name: "How was your order?" })).toBeVisible();
    await expect(page.getByText("Plain Naan")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByText("Rating: choose 1 to 5 stars")).toBeVisible();
    // The star itself is what a finger taps: the label around the (visually hidden) radio.
    await page.locator("label").filter({ hasText: "4 stars (Very good)" }).click();
    await expect(page.getByRole("radio", { name: "4 stars (Very good)" })).toBeChecked();
    await page.getByLabel("Your review (optional)").fill("Soft, buttery naan, ready on time.");
    await page.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByText(/Thank you, Noor! Your review has been sent/)).toBeVisible();
    await expect(page.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expectNoAxeViolations(page);

    const list = (await (await page.request.get("/api/admin/reviews")).json()) as {
      reviews: { id: number }[];
    };
    const published = await page.request.put(`/api/admin/reviews/${list.reviews[0]?.id}`, {
      data: { status: "published" },
    });
    expect(published.status()).toBe(200);

    await visit(page, "/");
    const reviews = page.locator("#testimonials");
    await expect(reviews.getByText("Soft, buttery naan, ready on time.")).toBeVisible();
    await expect(reviews.getByText("Verified order, November 2026")).toBeVisible();
    await expect(reviews.getByText("Noor A.")).toBeVisible();
    await expect(reviews.getByText("Rated 4 or 5 Stars")).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(ld ?? "{}").aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});

test("a signed-in diner downloads their data and deletes their account", async ({
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    const email = "leaving@example.test";
    const registered = await page.request.post("/api/customer/register", {
      data: {
        firstName: "Sana",
        lastName: "Mir",
        email,
        phone: "07700 900888",
        password: "tandoori9",
        confirmPassword: "tandoori9",
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await visit(page, "/account");
    await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^data-hyderabad-house-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
    expect(data.profile).toMatchObject({ firstName: "Sana", email });

    await page.getByRole("button", { name: "Delete my account", exact: true }).click();
    await page.getByLabel(/Type your email address or password/).fill("wrong@example.test");
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page.getByText(/nothing was deleted/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/Type your email address or password/).fill(email);
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page.getByRole("heading", { name: "Account deleted" })).toBeVisible();
    await expect(page.getByText(/Your orders stay in our accounts/)).toBeVisible();
    await expectNoAxeViolations(page);

    const signIn = await page.request.post("/api/auth/login", { data: { email, password: "tandoori9" } });
    expect(signIn.status()).toBe(401);
  } finally {
    await context.close();
  }
});
