/**
 * The smaller breaks of issue 21, on a 390 px phone with touch: no console error on any public
 * page for a guest or a signed-in member (React's hydration error #418 was logged on every load
 * for a member); navbar section links from /order and /offers land on their section; the booking
 * page answers 200 when it shows a booking; order and booking emails carry the restaurant's
 * address and phone and repeat the diner's special instructions; "Get a Quote" opens the contact
 * form on Catering; the featured cards name only dishes on the menu; the catering banner is
 * compact and stays dismissed.
 */
import type { Page } from "@playwright/test";
import { test as base, expect, startServer, type TestServer, waitUntilLive } from "./fixtures";
import { type Mailbox, openPhone, startMailbox, visit } from "./phone";

// Friday 27 November 2026, 18:10 London: open.
const TEST_NOW = "2026-11-27T18:10:00Z";
const WIDTH = 390;
const HEADER_OFFSET = 64;

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

async function mailTo(mailbox: Mailbox, address: string): Promise<string> {
  await expect
    .poll(() => mailbox.received.some((m) => m.to.includes(address)), { timeout: 20_000 })
    .toBe(true);
  return mailbox.received.filter((m) => m.to.includes(address)).at(-1)?.text ?? "";
}

/** A booking with special requests, and its private page's path from the diner's email. */
async function book(page: Page, mailbox: Mailbox, email: string): Promise<{ path: string; mail: string }> {
  const res = await page.request.post("/api/reservations", {
    data: {
      name: "Asha Patel",
      phone: "07700 900123",
      email,
      date: "2026-11-28",
      time: "19:30",
      guests: 2,
      notes: "A high chair, please",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await mailTo(mailbox, email);
  const link = /https?:\/\/\S+\/reservation\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`no booking link in:\n${mail}`);
  return { path: new URL(link).pathname, mail };
}

/** An order through the API with special instructions, for its live page and its email. */
async function order(page: Page, email: string, phone: string): Promise<string> {
  const slots = (await (await page.request.get("/api/collection-slots")).json()) as {
    date: string;
    slots: { time: string }[];
  };
  const menu = (await (await page.request.get("/api/menu")).json()) as { id: number; name: string }[];
  const naan = menu.find((d) => d.name === "Plain Naan");
  const res = await page.request.post("/api/orders", {
    data: {
      customerName: "Noor Ahmed",
      customerPhone: phone,
      customerEmail: email,
      collectionDate: slots.date,
      collectionTime: slots.slots[0]?.time,
      specialInstructions: "Please ring the bell twice",
      items: [{ id: naan?.id, quantity: 6, specialInstructions: "Extra crispy" }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { orderNumber: string }).orderNumber;
}

test("no console error on any public page, for a guest and for a signed-in member", async ({
  browser,
  server,
  mailbox,
}) => {
  test.setTimeout(600_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  try {
    const booking = await book(page, mailbox, "console@example.test");
    const orderNumber = await order(page, "console@example.test", "07700 900401");
    const pages = [
      "/",
      "/order",
      "/offers",
      "/customer-demo",
      "/reset-password",
      "/account",
      `/order/${orderNumber}`,
      booking.path,
    ];
    for (const path of pages) {
      await visit(page, path);
      // Let the parts hydrated late and the answers after load settle.
      await page.waitForTimeout(1500);
    }
    expect(errors, "as a guest").toEqual([]);

    const registered = await page.request.post("/api/customer/register", {
      data: {
        firstName: "Noor",
        lastName: "Ahmed",
        email: "member@example.test",
        phone: "07700900123",
        password: "biryani1",
        confirmPassword: "biryani1",
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    // The first load stores the member in the browser; every later load hydrates with it there.
    await visit(page, "/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("customer") !== null)).toBe(true);
    for (const path of pages) {
      await visit(page, path);
      await page.waitForTimeout(1500);
    }
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Welcome, Noor" })).toBeVisible();
    expect(errors, "as a signed-in member").toEqual([]);
  } finally {
    await context.close();
  }
});

test("navbar section links from /order and /offers land on their section, 16 times in 16 fresh browsers", async ({
  browser,
  server,
}) => {
  test.setTimeout(600_000);
  const links = [
    { label: "About", section: "about" },
    { label: "Reviews", section: "testimonials" },
    { label: "Contact", section: "contact" },
    { label: "Book Table", section: "reservation" },
  ];
  for (let i = 0; i < 16; i++) {
    const from = i % 2 === 0 ? "/order" : "/offers";
    const link = links[i % links.length] ?? links[0];
    if (!link) continue;
    // A fresh browser each time: nothing of the home page is loaded or cached yet.
    const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
    try {
      await visit(page, from);
      await page.getByRole("button", { name: "Open menu" }).tap();
      await page.locator("#mobile-menu").getByRole("button", { name: link.label }).tap();
      await expect(page).toHaveURL(new RegExp(`/#${link.section}$`));
      await expect
        .poll(
          () => page.locator(`#${link.section}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)),
          { message: `try ${i + 1}: ${link.label} from ${from}`, timeout: 15_000 },
        )
        .toBeLessThanOrEqual(HEADER_OFFSET + 1);
      expect(await page.evaluate(() => window.scrollY), `try ${i + 1}: not the top of /`).toBeGreaterThan(
        500,
      );
    } finally {
      await context.close();
    }
  }
});

test("the booking page answers 200 with the booking; the emails carry the address, phone and requests", async ({
  browser,
  server,
  mailbox,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    const booking = await book(page, mailbox, "booking@example.test");
    for (const text of ["12 High Street", "NN1 2AB", "01234 567890", "Your requests: A high chair, please"]) {
      expect(booking.mail).toContain(text);
    }
    const shown = await visit(page, booking.path);
    expect(shown?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Your table booking" })).toBeVisible();
    await expect(page.getByText("Asha Patel")).toBeVisible();
    const unknown = await visit(page, "/reservation/abcdefghijklmnopqrstuvwxyz0123");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText(/This booking link is not valid/)).toBeVisible();

    await order(page, "diner@example.test", "07700 900402");
    const mail = await mailTo(mailbox, "diner@example.test");
    for (const text of [
      "12 High Street",
      "NN1 2AB",
      "01234 567890",
      "Your special instructions: Please ring the bell twice",
      "Note: Extra crispy",
    ]) {
      expect(mail).toContain(text);
    }
  } finally {
    await context.close();
  }
});

test("Get a Quote opens the contact form on Catering; the catering banner is compact and stays dismissed", async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    await visit(page, "/");
    const banner = page.getByRole("complementary", { name: "Catering offer" });
    await expect(banner).toBeVisible();
    // Compact on a phone (it took about 115 px of every visit).
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(64);
    await banner.getByRole("button", { name: "Get a Quote" }).tap();
    await expect(page).toHaveURL(/\/#contact$/);
    const form = page.getByRole("form", { name: "Contact us" });
    await expect(form.getByLabel("Subject")).toHaveValue("catering");

    // From the catering section's cards as well, after the subject was changed.
    await form.getByLabel("Subject").selectOption("feedback");
    await page.locator("#catering").getByRole("button", { name: "Get a quote for weddings" }).tap();
    await expect(form.getByLabel("Subject")).toHaveValue("catering");

    await banner.getByRole("button", { name: "Dismiss catering offer" }).tap();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await waitUntilLive(page);
    await page.waitForTimeout(1000);
    await expect(page.getByRole("complementary", { name: "Catering offer" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("the featured cards name only dishes on the menu", async ({ browser, server }) => {
  test.setTimeout(180_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    const menu = (await (await page.request.get("/api/menu")).json()) as { name: string; category: string }[];
    await visit(page, "/");
    const featured = page.locator("#featured");
    const tandoori = featured.getByRole("listitem").filter({ hasText: "Tandoori Specialties" });
    await expect(tandoori).not.toContainText(/lamb chops/i);
    const names = menu.filter((d) => d.category === "tandoori").map((d) => d.name);
    await expect(tandoori).toContainText(`${names[0]}, ${names[1]} and ${names[2]}, from our clay oven.`);
    const curries = featured.getByRole("listitem").filter({ hasText: "Traditional Curries" });
    const curryNames = menu.filter((d) => d.category === "curries").map((d) => d.name);
    await expect(curries).toContainText(`${curryNames[0]}, ${curryNames[1]} and ${curryNames[2]}`);
  } finally {
    await context.close();
  }
});
