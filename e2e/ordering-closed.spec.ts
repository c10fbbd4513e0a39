import { test as base, expect, startServer, type TestServer } from "./fixtures";

// Monday 23 November 2026, 12:10 London: the restaurant is closed all day.
const TEST_NOW = "2026-11-23T12:10:00Z";

const test = base.extend<object, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startServer({ TEST_NOW });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

test("on a closed day the checkout offers no date or time and says why", async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(new Date(TEST_NOW));
  await page.goto("/order");
  // The page says so before checkout, and no dish can be added.
  await expect(page.getByText("Closed now - we open Tuesday at 11:00")).toBeVisible();
  const add = page.getByRole("button", { name: "Add Plain Naan to cart" });
  await expect(add).toBeDisabled();
  // A cart saved on an earlier, open day still reaches the checkout, which says why it cannot be placed.
  const menu = (await (await page.request.get("/api/menu")).json()) as { name: string }[];
  const naan = menu.find((d) => d.name === "Plain Naan");
  await page.evaluate(
    (dish) =>
      // Enough naans to pass the minimum order, so checkout opens and can say why it cannot be placed.
      localStorage.setItem(
        "order-cart",
        JSON.stringify([{ ...dish, options: [], quantity: 8, specialInstructions: "" }]),
      ),
    naan,
  );
  await page.reload();
  await page.getByRole("button", { name: /View cart/ }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();

  await expect(page.getByText("We're closed")).toBeVisible();
  await expect(page.getByText("Today's hours: Closed.")).toBeVisible();
  const date = page.getByLabel(/Collection Date/);
  await expect(date).toBeDisabled();
  await expect(date.locator("option")).toHaveText(["No dates available"]);
  await expect(
    page.getByText("No dates available for ordering today. Please check our opening hours."),
  ).toBeVisible();
  const time = page.getByLabel(/Collection Time/);
  await expect(time).toBeDisabled();
  await expect(time.locator("option")).toHaveText(["No times available"]);
  await expect(
    page.getByText("We're currently closed. Please check back during our opening hours."),
  ).toBeVisible();
  await expect(
    page.getByText("Tomorrow you can order for: Lunch 11:00-15:00, Dinner 17:00-23:00."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/Full Name/).fill("Aisha Khan");
  await page.getByLabel(/Phone Number/).fill("07700 900123");
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
});
