/**
 * A code never traps an order (issue 21, item 2), on a 360 px phone: the checkout says before
 * Place Order whether the code applies and why not; an order with a code that does not apply is
 * placed with the better discount (saying so) or without the code (saying so), and an order the
 * server refuses shows the code's own reason, never the generic failure.
 */
import type { Page } from "@playwright/test";
import { ADMIN, test as base, expect, startServer, type TestServer } from "./fixtures";
import { openPhone, visit } from "./phone";

// Friday 27 November 2026, 18:10 London: open, the seeded 30% flash sale running.
const TEST_NOW = "2026-11-27T18:10:00Z";
const WIDTH = 360;

const test = base.extend<object, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startServer({ TEST_NOW });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

/**
 * Eight plain naans (£23.60, over the £15 minimum), straight into the stored cart, written from a
 * page that does not hold the cart (the order page writes its own cart back once it has read it).
 */
async function cartOfNaans(page: Page): Promise<void> {
  await visit(page, "/offers");
  const menu = (await (await page.request.get("/api/menu")).json()) as { name: string }[];
  const naan = menu.find((d) => d.name === "Plain Naan");
  await page.evaluate(
    (dish) =>
      localStorage.setItem(
        "order-cart",
        JSON.stringify([{ ...dish, options: [], quantity: 8, specialInstructions: "" }]),
      ),
    naan,
  );
  await visit(page, "/order");
  await page.getByRole("button", { name: /View cart/ }).tap();
}

async function applyCode(page: Page, code: string): Promise<void> {
  await page.getByLabel("Coupon code").fill(code);
  await page.getByRole("button", { name: "Apply" }).tap();
}

async function checkout(page: Page, phone: string): Promise<void> {
  await page.getByRole("button", { name: "Proceed to Checkout" }).tap();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await page.getByLabel(/Full Name/).fill("Noor Ahmed");
  await page.getByLabel(/Phone Number/).fill(phone);
  await page.getByLabel(/Collection Time/).selectOption({ index: 1 });
}

/**
 * A member of their own: first-order codes count earlier orders by the account's email and phone,
 * and this file's journeys share one server, so each member has a phone no other journey ordered with.
 */
async function register(page: Page, email: string, phone: string): Promise<void> {
  const res = await page.request.post("/api/customer/register", {
    data: {
      firstName: "Noor",
      lastName: "Ahmed",
      email,
      phone,
      password: "biryani1",
      confirmPassword: "biryani1",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("a code that does not apply is said before Place Order, and the order goes through", async ({
  browser,
  server,
  expectNoAxeViolations,
}) => {
  test.setTimeout(600_000);
  const cases = [
    {
      what: "a guest with a members-only code",
      code: "BIRTHDAY15",
      reason: "Please sign in to use this code.",
    },
    {
      what: "a guest with a first-order code",
      code: "WELCOME15",
      reason: "Please sign in to use this code.",
    },
    { what: "an unknown code", code: "NOPE42", reason: "This coupon code is not valid." },
  ];
  for (const [i, c] of cases.entries()) {
    const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
    try {
      await cartOfNaans(page);
      await applyCode(page, c.code);
      // The cart says why at once.
      await expect(page.getByText(c.reason).first()).toBeVisible();
      await checkout(page, `07700 90030${i}`);
      const status = page.getByTestId("code-status");
      await expect(status).toContainText(`Code ${c.code} is not used.`);
      await expect(status).toContainText(c.reason);
      await expect(status).toContainText(`Your order will be placed without ${c.code}, at the total shown.`);
      if (i === 0) await expectNoAxeViolations(page);
      const total = await page.getByTestId("order-total").textContent();
      await page.getByRole("button", { name: /^Place Order/ }).tap();
      await expect(page.getByRole("heading", { name: "Order Confirmed!" }), c.what).toBeVisible();
      await expect(page.getByTestId("order-total")).toHaveText(total ?? "");
      await expect(page.getByText("Failed to place order. Please try again.")).toHaveCount(0);
    } finally {
      await context.close();
    }
  }
});

test("a member's first-order code after an earlier order is refused with its own reason, and the order goes through", async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    await register(page, "returning@example.test", "07700900123");
    const slots = (await (await page.request.get("/api/collection-slots")).json()) as {
      date: string;
      slots: { time: string }[];
    };
    const menu = (await (await page.request.get("/api/menu")).json()) as { id: number; name: string }[];
    const naan = menu.find((d) => d.name === "Plain Naan");
    const earlier = await page.request.post("/api/orders", {
      data: {
        customerName: "Noor Ahmed",
        customerPhone: "07700 900310",
        collectionDate: slots.date,
        collectionTime: slots.slots[0]?.time,
        items: [{ id: naan?.id, quantity: 6 }],
      },
    });
    expect(earlier.status(), await earlier.text()).toBe(201);
    await cartOfNaans(page);
    await applyCode(page, "WELCOME15");
    await expect(page.getByText("This code is for your first order only.").first()).toBeVisible();
    await checkout(page, "07700 900311");
    await expect(page.getByTestId("code-status")).toContainText("This code is for your first order only.");
    await page.getByRole("button", { name: /^Place Order/ }).tap();
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("WELCOME15 during a better flash sale: placed with the sale's 30%, and the checkout said so", async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  try {
    await register(page, "newcomer@example.test", "07700900456");
    await cartOfNaans(page);
    await applyCode(page, "WELCOME15");
    await expect(
      page.getByText(/^Your order already has a better discount, so the code was not applied\./).first(),
    ).toBeVisible();
    await checkout(page, "07700 900320");
    const status = page.getByTestId("code-status");
    await expect(status).toContainText("Code WELCOME15 is not used.");
    await expect(status).toContainText("Your order is placed with the better discount shown above.");
    await expect(page.getByTestId("promotion-line")).toHaveText(/^COLLECTION 30% OFF/);
    const total = await page.getByTestId("order-total").textContent();
    await page.getByRole("button", { name: /^Place Order/ }).tap();
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    await expect(page.getByTestId("promotion-line")).toHaveText(/^COLLECTION 30% OFF/);
    await expect(page.getByTestId("order-total")).toHaveText(total ?? "");
  } finally {
    await context.close();
  }
});

test("a code that stops applying between the quote and Place Order: the order is refused with the code's own reason", async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await openPhone(browser, server.url, WIDTH, TEST_NOW);
  const staff = await browser.newContext({ baseURL: server.url });
  try {
    expect((await staff.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    const created = await staff.request.post("/api/offers", {
      data: {
        title: "Half price tonight",
        description: "For our regulars",
        discountType: "percentage",
        discountValue: 50,
        offerCode: "HALF50",
        validFrom: "2026-11-01T00:00:00Z",
        validTo: "2026-12-31T00:00:00Z",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const offer = (await created.json()) as { id: number };

    await cartOfNaans(page);
    await applyCode(page, "HALF50");
    await expect(page.getByText("Coupon HALF50 applied.")).toBeVisible();
    await checkout(page, "07700 900330");
    await expect(page.getByTestId("code-status")).toHaveText("Code HALF50 applies to this order.");
    // Staff switch it off while the diner fills in the form.
    const off = await staff.request.put(`/api/offers/${offer.id}`, { data: { isActive: false } });
    expect(off.ok(), await off.text()).toBe(true);
    await page.getByRole("button", { name: /^Place Order/ }).tap();
    await expect(page.getByText("Coupon HALF50: This coupon is no longer active.").first()).toBeVisible();
    await expect(page.getByText("Failed to place order. Please try again.")).toHaveCount(0);
    // The checkout now says the code is not used, and the order goes through without it.
    await expect(page.getByTestId("code-status")).toContainText("This coupon is no longer active.");
    await page.getByRole("button", { name: /^Place Order/ }).tap();
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  } finally {
    await context.close();
    await staff.close();
  }
});
