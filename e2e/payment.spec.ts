/**
 * Online payment in the browser. The browser tests' server runs in demo mode with no provider keys,
 * so the whole journey (place an order, pay, see it paid in admin) runs on a bare machine.
 */
import { expect, startServer, test } from "./fixtures";

test("the payment settings of a demo-mode machine are test mode", async ({ request }) => {
  const res = await request.get("/api/payments/config");
  expect(await res.json()).toEqual({
    stripePublishableKey: null,
    paypalClientId: null,
    testMode: true,
    available: true,
  });
});

test("pages allow the payment providers' scripts and frames and no other third party", async ({
  request,
}) => {
  const res = await request.get("/");
  const csp = res.headers()["content-security-policy"] ?? "";
  const sources = (name: string) =>
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1)
      .filter((s) => s.startsWith("https://")) ?? [];
  for (const host of ["https://js.stripe.com", "https://www.paypal.com", "https://*.paypalobjects.com"]) {
    expect(sources("script-src")).toContain(host);
  }
  expect(sources("frame-src")).toContain("https://hooks.stripe.com");
  expect(sources("connect-src")).toContain("https://api.stripe.com");
  const allowed =
    /^https:\/\/(\*\.|www\.|www\.sandbox\.)?(js\.stripe\.com|hooks\.stripe\.com|api\.stripe\.com|paypal\.com|paypalobjects\.com)$/;
  for (const directive of ["script-src", "frame-src", "connect-src"]) {
    expect(sources(directive).filter((s) => !allowed.test(s))).toEqual([]);
  }
});

for (const [name, env] of [
  ["a default install", { DEMO_MODE: "false" }],
  ["production", { DEMO_MODE: "false", NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1" }],
] as const) {
  test(`${name} without keys: online payment is unavailable and simulated payment refused`, async () => {
    const server = await startServer(env);
    try {
      const config = await fetch(`${server.url}/api/payments/config`);
      expect(await config.json()).toMatchObject({ testMode: false, available: false });
      const pay = await fetch(`${server.url}/api/payments/test/1/pay`, { method: "POST" });
      expect(pay.status).toBe(400);
      expect(server.logs()).not.toContain("DEMO MODE");
    } finally {
      await server.stop();
    }
  });
}

test("demo mode says so on every page and in one loud start-up line", async ({ page, server }) => {
  expect(server.logs()).toMatch(/!!! DEMO MODE: .* never use this in public !!!/);
  for (const path of ["/", "/order", "/offers", "/admin", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByText("Demo mode - no real money is taken")).toBeVisible();
  }
});

test("a default install shows no demo notice", async ({ page }) => {
  const server = await startServer({ DEMO_MODE: "false" });
  try {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Demo mode - no real money is taken")).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

// Tuesday 24 November 2026, 12:10 London: the lunch shift is open, so slots exist whatever the real time is.
const TEST_NOW = "2026-11-24T12:10:00Z";

test("test-mode journey: place an order, pay, see it paid in admin", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  const server = await startServer({ TEST_NOW });
  try {
    await page.clock.setFixedTime(new Date(TEST_NOW));
    await page.goto(`${server.url}/order`);
    await page.getByRole("button", { name: "Add Hyderabadi Chicken Dum Biryani to cart" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: /View cart \(1 item\)/ }).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.getByLabel(/Full Name/).fill("Asha Patel");
    await page.getByLabel(/Phone Number/).fill("07700900123");
    await page.getByLabel(/Collection Time/).selectOption("13:00");
    const placed = page.waitForResponse(
      (r) => r.url().endsWith("/api/orders") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: /^Place Order/ }).click();
    const order = (await (await placed).json()) as { id: number; orderNumber: string; totalAmount: string };

    const payment = page.getByRole("region", { name: "Payment" });
    await expect(payment.getByText("Test mode - no real money is taken")).toBeVisible();
    await expectNoAxeViolations(page);

    await payment.getByRole("button", { name: `Simulate payment of ${order.totalAmount}` }).click();
    await expect(page.getByText("Payment Successful!")).toBeVisible();
    await expect(page.getByTestId("payment-completed")).toBeVisible();
    await expect(payment.getByRole("button", { name: /Simulate payment/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const login = await page.request.post(`${server.url}/api/admin/login`, {
      data: { username: "admin", password: "e2e-admin-password" },
    });
    expect(login.ok()).toBe(true);
    const { orders } = (await (await page.request.get(`${server.url}/api/admin/orders`)).json()) as {
      orders: { orderNumber: string; paymentStatus: string; paymentMethod: string | null }[];
    };
    expect(orders.find((o) => o.orderNumber === order.orderNumber)).toMatchObject({
      paymentStatus: "completed",
      paymentMethod: "test",
    });
  } finally {
    await server.stop();
  }
});
