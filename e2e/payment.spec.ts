/**
 * Online payment in the browser. With no provider keys the server is in test mode, so the whole
 * journey (place an order, pay, see it paid in admin) runs on a bare machine.
 */
import { expect, signInAsAdmin, startServer, test } from "./fixtures";

test("the payment settings of a bare machine are test mode", async ({ request }) => {
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

test("in production without keys, online payment is unavailable and simulated payment refused", async () => {
  const server = await startServer({ NODE_ENV: "production" });
  try {
    const config = await fetch(`${server.url}/api/payments/config`);
    expect(await config.json()).toMatchObject({ testMode: false, available: false });
    const pay = await fetch(`${server.url}/api/payments/test/1/pay`, { method: "POST" });
    expect(pay.status).toBe(400);
  } finally {
    await server.stop();
  }
});

// Needs the order page (/order, its own issue): after merging, remove `fixme` and adjust the
// ordering selectors to that page if they differ.
test.fixme("test-mode journey: place an order, pay, see it paid in admin", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto("/order");
  await page.getByRole("button", { name: /^Add/ }).first().click();
  await page.getByRole("button", { name: /cart/i }).first().click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.getByLabel(/Full Name/).fill("Asha Patel");
  await page.getByLabel(/Phone Number/).fill("07700900123");
  await page.getByLabel(/Email/).fill("asha@example.com");
  await page.getByLabel(/Collection Time/).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Place Order" }).click();

  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByText("Test mode - no real money is taken")).toBeVisible();
  const orderNumber = (
    await page
      .getByText(/Order number/i)
      .first()
      .textContent()
  )?.match(/[A-Z0-9-]{6,}/)?.[0];
  await expectNoAxeViolations(page);

  await payment.getByRole("button", { name: /Simulate payment of £\d+\.\d\d/ }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(payment.getByTestId("payment-completed")).toBeVisible();
  await expect(payment.getByRole("button", { name: /Simulate payment/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await signInAsAdmin(page);
  const orders = (await (await page.request.get("/api/admin/orders")).json()) as {
    orderNumber: string;
    paymentStatus: string;
    paymentMethod: string | null;
  }[];
  const paid = orders.find((o) => o.orderNumber === orderNumber) ?? orders[0];
  expect(paid).toMatchObject({ paymentStatus: "completed", paymentMethod: "test" });
});
