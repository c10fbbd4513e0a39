/**
 * A diner's account on a phone (390 px, touch): the points history shows what was earned and what
 * was spent, and the welcome reward says "Ready to use" only while the checkout would take it
 * (issue 21 item 7, decision 0020). The orders are placed and paid through the API, as the
 * checkout would (demo mode's simulated payment).
 */
import { test as base, expect, startServer, type TestServer } from "./fixtures";

// Tuesday 24 November 2026, 12:10 London (GMT): open, with collection slots ahead.
const TEST_NOW = "2026-11-24T12:10:00Z";

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

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the account page shows points earned and spent, and the welcome reward as the checkout sees it", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(new Date(TEST_NOW));
  const api = page.request;
  const phone = "07700 955501";
  const registered = await api.post("/api/customer/register", {
    data: {
      firstName: "Farah",
      lastName: "Begum",
      email: `farah.${Date.now()}@example.com`,
      phone,
      password: "biryani-lover",
      confirmPassword: "biryani-lover",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await registered.json()).message).toContain("welcome bonus");

  // Before any order, the welcome code is ready.
  await page.goto("/account");
  await expect(page.getByText("WELCOME15").first()).toBeVisible();
  await expect(page.getByText(/Ready to use/)).toBeVisible();

  const menu = await (await api.get("/api/menu")).json();
  const naan = menu.find((d: { name: string }) => d.name === "Butter Naan");
  const slots = await (await api.get("/api/collection-slots")).json();
  const place = async (pointsToRedeem: number) => {
    const res = await api.post("/api/orders", {
      data: {
        customerName: "Farah Begum",
        customerPhone: phone,
        collectionDate: slots.date,
        collectionTime: slots.slots[0].time,
        items: [{ id: naan.id, quantity: 8 }],
        ...(pointsToRedeem ? { pointsToRedeem } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return res.json() as Promise<{
      id: number;
      orderNumber: string;
      totalPence: number;
      accessToken: string;
    }>;
  };

  // A first order, paid: points earned (one a pound).
  const first = await place(0);
  const paid = await api.post(`/api/payments/test/${first.id}/pay`, {
    headers: { "x-order-token": first.accessToken },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const earned = Math.floor(first.totalPence / 100);
  expect(earned).toBeGreaterThan(5);

  // A second order spends five of them.
  const second = await place(5);

  await page.goto("/account");
  const history = page.locator("section", { has: page.getByRole("heading", { name: "Points history" }) });
  await expect(history.getByText(`Earned on order ${first.orderNumber}`)).toBeVisible();
  await expect(history.getByText(`+${earned} pts`)).toBeVisible();
  await expect(history.getByText(`Spent on order ${second.orderNumber}`)).toBeVisible();
  await expect(history.getByText("-5 pts")).toBeVisible();
  await expect(history.getByText(`Balance: ${earned - 5} points`)).toBeVisible();

  // The welcome code is no longer offered as ready: this phone has had its first order.
  await expect(page.getByText(/Ready to use/)).toHaveCount(0);
  await expect(page.getByText("Not available: This code is for your first order only.")).toBeVisible();

  // Nothing scrolls sideways on the phone, and the page passes axe.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
