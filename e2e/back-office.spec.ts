import { ADMIN, expect, startServer, test } from "./fixtures";
import { londonDate } from "./london-date";

test("an owner cashes up, adds an employee with a shift and a staff sign-in; staff cannot see or open any of it", async ({
  browser,
  expectNoAxeViolations,
}) => {
  // Many screens, each checked with axe, on a machine that may be busy.
  test.setTimeout(420_000);
  // Its own server: the shared one has counted every earlier spec's sign-ins against the per-address
  // sign-in limit, and this test signs in twice more.
  const server = await startServer();
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const page = await ownerContext.newPage();
  const staffContext = await browser.newContext({ baseURL: server.url });
  try {
    expect((await page.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    await page.goto("/admin");
    await expect(page.getByText(`Signed in as ${ADMIN.username} (owner)`)).toBeVisible();

    // Cash-up: the preview does the drawer's arithmetic as the owner types.
    await page.getByRole("tab", { name: "Cash-up", exact: true }).click();
    const cashUp = page.getByRole("form", { name: "Cash-up" });
    await expect(cashUp.getByLabel("Date")).toHaveValue(londonDate());
    await cashUp.getByLabel("Opening balance (cash in the drawer at opening) (£)").fill("100.00");
    await cashUp.getByLabel("Counter sales by card (£)").fill("400");
    await cashUp.getByLabel("Counter sales in cash (£)").fill("160.00");
    await cashUp.getByLabel("Cash taken out of the drawer (£)").fill("10");
    await cashUp.getByLabel("Tips (£)").fill("-5");
    await cashUp.getByLabel("Closing balance (cash counted at close) (£)").fill("245.50");
    await expect(cashUp.getByTestId("expected-cash")).toHaveText("£250.00");
    await expect(cashUp.getByTestId("cash-difference")).toHaveText("Short by £4.50");
    await expect(cashUp.getByTestId("cash-difference")).toHaveClass(/text-red-800/);
    await cashUp.getByRole("button", { name: "Save cash-up" }).click();
    await expect(cashUp.getByText("Amounts cannot be negative")).toBeVisible();
    await cashUp.getByLabel("Tips (£)").fill("5");
    await cashUp.getByRole("button", { name: "Save cash-up" }).click();
    await expect(cashUp.getByText("Say who took the cash out and why")).toBeVisible();
    await cashUp.getByLabel("Cash out taken by").fill("Sam");
    await cashUp.getByLabel("Cash out reason").fill("Milk");
    await expectNoAxeViolations(page);
    await cashUp.getByRole("button", { name: "Save cash-up" }).click();
    await expect(page.getByText(`Cash-up for ${londonDate()} saved`)).toBeVisible();
    const recent = page.getByRole("region", { name: "Recent cash-ups" });
    await expect(recent.getByRole("row").nth(1)).toContainText("Short by £4.50");
    await expect(recent.getByRole("row").nth(1)).toContainText("£560.00");

    // The form is empty again; a second cash-up for the same day is refused with the server's message.
    await expect(cashUp.getByTestId("cash-difference")).toHaveText("Balanced");
    await cashUp.getByLabel("Closing balance (cash counted at close) (£)").fill("250");
    await expect(cashUp.getByTestId("cash-difference")).toHaveText("Over by £250.00");
    await expect(cashUp.getByTestId("cash-difference")).toHaveClass(/text-green-800/);
    await cashUp.getByRole("button", { name: "Save cash-up" }).click();
    await expect(page.getByText(`A cash-up for ${londonDate()} already exists`)).toBeVisible();

    // Employees: the NI number is shown masked; hours and pay come from the server.
    await page.getByRole("tab", { name: "Employees", exact: true }).click();
    const employeeForm = page.getByRole("form", { name: "Add an employee" });
    await employeeForm.getByLabel("First name").fill("Ravi");
    await employeeForm.getByLabel("Last name").fill("Kumar");
    await employeeForm.getByLabel("Position").selectOption("chef");
    await employeeForm.getByLabel("Hourly rate (£)").fill("13.00");
    await employeeForm.getByLabel("National Insurance number").fill("ab 12 34 56 c");
    await employeeForm.getByRole("button", { name: "Add employee" }).click();
    const ravi = page.getByRole("row", { name: /Ravi Kumar/ }).first();
    await expect(ravi).toContainText("AB •• •• •• C");
    await expect(page.getByText("AB123456C")).toHaveCount(0);

    const shift = page.getByRole("form", { name: "Add a time entry" });
    await shift.getByLabel("Employee").selectOption({ label: "Ravi Kumar" });
    await shift.getByLabel("Clock in").fill("10:00");
    await shift.getByLabel("Clock out").fill("18:30");
    await shift.getByLabel("Break (minutes)").fill("30");
    await shift.getByRole("button", { name: "Add time entry" }).click();
    const hours = page.getByRole("region", { name: /Hours and pay/ });
    await expect(hours.getByRole("row").nth(1)).toContainText("8.00");
    await expect(hours.getByRole("row").nth(1)).toContainText("£104.00");
    await expectNoAxeViolations(page);

    // Staff: a new sign-in with a password generated and shown once.
    await page.getByRole("tab", { name: "Staff", exact: true }).click();
    const addAccount = page.getByRole("form", { name: "Add a sign-in" });
    await addAccount.getByLabel("Username").fill("waiter1");
    await addAccount.getByRole("button", { name: "Add account" }).click();
    const generated = await page.getByTestId("generated-password").textContent();
    expect(generated).toMatch(/^[\w-]{16}$/);
    await expectNoAxeViolations(page);

    // The audit log says who did what, in words, money in pounds.
    await page.getByRole("tab", { name: "Audit log", exact: true }).click();
    await expect(page.getByText("admin added the sign-in waiter1 (staff)")).toBeVisible();
    await expect(
      page.getByText(/^admin recorded the cash-up for \w+day \d+ \w+: short by £4\.50$/),
    ).toBeVisible();
    await expect(page.getByText("admin added the employee Ravi Kumar (chef, £13.00 an hour)")).toBeVisible();
    await expectNoAxeViolations(page);

    // The staff account signs in and sees the evening's tabs only.
    const staff = await staffContext.newPage();
    await staff.goto("/admin");
    await staff.getByLabel("Username").fill("waiter1");
    await staff.getByLabel("Password").fill(generated ?? "");
    await staff.getByRole("button", { name: "Login" }).click();
    await expect(staff.getByText("Signed in as waiter1 (staff)")).toBeVisible();
    const tabs = staff.getByRole("tablist", { name: "Admin sections" });
    await expect(tabs.getByRole("tab")).toHaveText([
      "Orders",
      "Menu",
      "Reservations",
      "Messages",
      "Reviews",
      "My account",
    ]);
    for (const hidden of ["Cash-up", "Employees", "Staff", "Audit log", "Settings", "Offers"]) {
      await expect(staff.getByRole("tab", { name: hidden, exact: true })).toHaveCount(0);
    }
    await staff.getByRole("tab", { name: "Menu", exact: true }).click();
    await expect(staff.getByRole("button", { name: "Add Menu Item" })).toHaveCount(0);
    await expectNoAxeViolations(staff);

    // ...and the server refuses the rest, whatever the page shows.
    for (const url of [
      "/api/admin/cash-ups",
      "/api/admin/employees",
      "/api/admin/audit-log",
      "/api/admin/staff-accounts",
    ]) {
      const res = await staff.request.get(url);
      expect(res.status(), url).toBe(403);
    }
    const post = await staff.request.post("/api/admin/cash-ups", { data: { date: londonDate() } });
    expect(post.status()).toBe(403);

    // Disabling the account signs it out at once.
    await page.getByRole("tab", { name: "Staff", exact: true }).click();
    await page.getByRole("button", { name: "Disable waiter1" }).click();
    await expect(page.getByRole("row", { name: /waiter1/ })).toContainText("Disabled");
    expect((await staff.request.get("/api/admin/orders")).status()).toBe(401);
  } finally {
    await staffContext.close();
    await ownerContext.close();
    await server.stop();
  }
});
