import { ADMIN, expect, startServer, test } from "./fixtures";

/**
 * The owner's audit log at 1280 px: the owner changes a price, a staff member marks an order ready
 * on their own sign-in, and the owner reads both as sentences, filtered by person and kind with the
 * keyboard. Its own server: it changes a seeded price other specs read.
 */
test("the owner reads a price change and a staff member's order status as sentences, filtered by person and kind", async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(240_000);
  // Tuesday 24 November 2026, 12:10 London: open, with collection slots ahead.
  const server = await startServer({ TEST_NOW: "2026-11-24T12:10:00.000Z" });
  const viewport = { width: 1280, height: 900 };
  const ownerContext = await browser.newContext({ baseURL: server.url, viewport });
  const staffContext = await browser.newContext({ baseURL: server.url, viewport });
  try {
    const owner = await ownerContext.newPage();
    expect((await owner.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    const sara = { username: "sara", password: "sara-evening-1" };
    const account = await owner.request.post("/api/admin/staff-accounts", {
      data: { ...sara, role: "staff" },
    });
    expect(account.ok(), await account.text()).toBe(true);

    // The owner changes a price through the menu form.
    await owner.goto("/admin");
    await owner.getByRole("button", { name: "Edit Lamb Rogan Josh" }).click();
    const dialog = owner.getByRole("dialog", { name: "Edit Menu Item" });
    await dialog.getByLabel("Price (£)").fill("15.95");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(owner.getByText("Menu item updated successfully")).toBeVisible();

    // A diner's order; sara marks it ready on the board.
    const placed = await owner.request.post("/api/orders", {
      data: {
        customerName: "Audit Test",
        customerPhone: "07700900999",
        collectionDate: "2026-11-24",
        collectionTime: "13:00",
        items: [{ id: 1, quantity: 3 }],
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const order = (await placed.json()) as { orderNumber: string };
    const staff = await staffContext.newPage();
    expect((await staff.request.post("/api/admin/login", { data: sara })).ok()).toBe(true);
    await staff.goto("/admin");
    await staff.getByRole("tab", { name: /Orders/ }).click();
    const card = staff.getByRole("article", { name: `Order ${order.orderNumber}` });
    // The board's full status list is under the card's "More" (one tap moves an order one step).
    await card.getByText("More", { exact: true }).click();
    await card.getByLabel("Status").selectOption("ready");
    await expect(staff.getByText("Order status updated successfully").first()).toBeVisible();

    // The owner reads the log: everything first, newest first, in sentences.
    await owner.getByRole("tab", { name: "Audit log", exact: true }).click();
    const changes = owner.getByRole("list", { name: "Changes, newest first" });
    await expect(changes.getByRole("listitem").first()).toContainText(
      `sara marked order ${order.orderNumber} ready`,
    );
    await expect(changes).toContainText("admin changed Lamb Rogan Josh from £14.95 to £15.95");
    await expectNoAxeViolations(owner);

    // Filtered by person and kind, with the keyboard only.
    const filters = owner.getByRole("form", { name: "Filter the audit log" });
    await filters.getByLabel("Person").focus();
    await owner.keyboard.type("sara");
    await owner.keyboard.press("Tab");
    await expect(filters.getByLabel("Kind of change")).toBeFocused();
    await owner.keyboard.type("Order status");
    await expect(filters.getByLabel("Person")).toHaveValue("sara");
    await expect(filters.getByLabel("Kind of change")).toHaveValue("order-status");
    await filters.getByRole("button", { name: "Show changes" }).focus();
    await owner.keyboard.press("Enter");
    await expect(owner.getByRole("status").filter({ hasText: "1 change shown." })).toBeVisible();
    await expect(changes.getByRole("listitem")).toHaveText([
      new RegExp(
        `^sara marked order ${order.orderNumber} ready24/11/2026, \\d\\d:\\d\\d · Order status and cancellations$`,
      ),
    ]);

    await filters.getByLabel("Person").selectOption("admin");
    await filters.getByLabel("Kind of change").selectOption({ label: "Menu and dishes" });
    await filters.getByRole("button", { name: "Show changes" }).click();
    await expect(changes.getByRole("listitem")).toHaveCount(1);
    await expect(changes.getByRole("listitem")).toContainText(
      "admin changed Lamb Rogan Josh from £14.95 to £15.95",
    );

    // Nothing by sara in the menu: the empty state says so.
    await filters.getByLabel("Person").selectOption("sara");
    await filters.getByRole("button", { name: "Show changes" }).click();
    await expect(owner.getByText("No changes match these filters.")).toBeVisible();
    await expectNoAxeViolations(owner);
    await owner.screenshot({ path: test.info().outputPath("audit-log-empty.png"), fullPage: true });
    await filters.getByRole("button", { name: "Clear filters" }).click();
    await expect(changes.getByRole("listitem").first()).toContainText(
      `sara marked order ${order.orderNumber} ready`,
    );
    await owner.screenshot({ path: test.info().outputPath("audit-log.png"), fullPage: true });
  } finally {
    await staffContext.close();
    await ownerContext.close();
    await server.stop();
  }
});
