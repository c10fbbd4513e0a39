import { ADMIN, expect, startServer, test } from "./fixtures";

const NEW_PASSWORD = "a-new-kitchen-password";

test("staff change the admin password from the settings tab and sign in with the new one", async ({
  browser,
  expectNoAxeViolations,
}) => {
  // Its own server: the other specs sign in with the shared ADMIN password.
  const server = await startServer();
  const context = await browser.newContext({ baseURL: server.url });
  const otherDevice = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    expect((await otherDevice.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);

    await page.goto("/admin");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("tab", { name: "Settings", exact: true }).click();
    const form = page.getByRole("heading", { name: "Change password" }).locator("..");
    await expectNoAxeViolations(page);

    // The shared schema checks the form in the browser...
    await form.getByLabel("Current password").fill(ADMIN.password);
    await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill("something-else");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();

    // ...and the server checks the current password.
    await form.getByLabel("Current password").fill("not-the-password");
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Current password is incorrect")).toBeVisible();

    await form.getByLabel("Current password").fill(ADMIN.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Current password")).toHaveValue("");
    await expectNoAxeViolations(page);

    // The other device is signed out; this one stays signed in.
    const other = await otherDevice.request.get("/api/admin/session");
    expect((await other.json()).authenticated).toBe(false);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password" })).toBeVisible();
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  } finally {
    await context.close();
    await otherDevice.close();
    await server.stop();
  }
});
