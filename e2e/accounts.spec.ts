import { createServer } from "node:net";
import type { Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { expect, startServer, test } from "./fixtures";

let counter = 0;

/**
 * Sonner's rich-colour toasts (set up in providers.tsx) are checked by the foundation's own axe
 * runs; here the screens under them are what is checked, so the toast is closed first.
 */
async function closeToasts(page: Page) {
  for (const button of await page.getByRole("button", { name: "Close toast" }).all()) {
    await button.click().catch(() => {});
  }
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}
function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

async function openDialog(page: Page, button: "Sign In") {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: button }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

async function fillRegistration(page: Page, details: { firstName: string; email: string; password: string }) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("First name").fill(details.firstName);
  await dialog.getByLabel("Last name").fill("Khan");
  await dialog.getByLabel("Email", { exact: true }).fill(details.email);
  // Each account its own phone: a first-order offer (the welcome bonus) is once per phone number.
  await dialog.getByLabel("Phone").fill(`07700 9${String(counter).padStart(5, "0")}`);
  await dialog.getByLabel("Password", { exact: true }).fill(details.password);
  await dialog.getByLabel("Confirm password").fill(details.password);
  await dialog.getByLabel(/Preferred cuisine/).selectOption("biryani");
}

async function signIn(page: Page, email: string, password: string) {
  await openDialog(page, "Sign In");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
}

test("register, see the welcome, sign out and sign in again", async ({ page, expectNoAxeViolations }) => {
  const email = uniqueEmail("ayesha");
  await page.goto("/");
  await openDialog(page, "Sign In");
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Sign In" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("dialog").getByRole("button", { name: "Create one" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Create Account" })).toBeVisible();
  // The spec's validation messages, before anything is sent.
  await page.getByRole("dialog").getByLabel("Password", { exact: true }).fill("abc");
  await page.getByRole("dialog").getByLabel("Confirm password").fill("abcdefgh");
  await page.getByRole("dialog").getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("dialog").getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByRole("dialog").getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByRole("dialog").getByText("Invalid email address")).toBeVisible();
  await expectNoAxeViolations(page);

  await fillRegistration(page, { firstName: "Ayesha", email, password: "biryani1" });
  await page.getByRole("dialog").getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration Successful!")).toBeVisible();
  await expect(page.getByText(/welcome bonus/i).first()).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Welcome, Ayesha" })).toBeVisible();

  // The account page shows the real account.
  await nav.getByRole("link", { name: "Welcome, Ayesha" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Welcome, Ayesha" })).toBeVisible();
  await expect(page.getByText("Welcome Bonus: 15% off your first order")).toBeVisible();
  await expect(page.getByText("No orders yet.", { exact: false })).toBeVisible();
  await expect(page.getByText("You haven't used a coupon yet.")).toBeVisible();
  await closeToasts(page);
  await expectNoAxeViolations(page);

  // The session survives a reload.
  await page.reload();
  await expect(nav.getByRole("link", { name: "Welcome, Ayesha" })).toBeVisible();

  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(nav.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Account" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("customer"))).toBeNull();

  await signIn(page, email.toUpperCase(), "biryani1");
  await expect(page.getByText("Welcome Back!")).toBeVisible();
  await expect(page.getByText("Hi Ayesha, you're successfully logged in!")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Welcome, Ayesha" })).toBeVisible();
});

test("a wrong password and an unknown email each show the spec's message", async ({ page, request }) => {
  const email = uniqueEmail("imran");
  const res = await request.post("/api/customer/register", {
    data: {
      firstName: "Imran",
      lastName: "Shah",
      email,
      phone: "07700 900999",
      password: "tandoori",
      confirmPassword: "tandoori",
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto("/");
  await openDialog(page, "Sign In");
  await page.getByRole("dialog").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("dialog").getByText("Invalid email address")).toBeVisible();
  await expect(page.getByRole("dialog").getByText("Password is required")).toBeVisible();
  await page.keyboard.press("Escape");

  const message = "Invalid email or password. Please check your credentials and try again.";
  await signIn(page, email, "wrong-password");
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText(message);
  await expect(page.locator("[data-sonner-toast]").getByText(message)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Close toast" }).click();

  await signIn(page, uniqueEmail("nobody"), "tandoori");
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText(message);
  await expect(page.locator("[data-sonner-toast]").getByText(message)).toBeVisible();
  await page.keyboard.press("Escape");

  // Registering the same email again (in another case) is refused with the spec's title.
  await openDialog(page, "Sign In");
  await page.getByRole("dialog").getByRole("button", { name: "Create one" }).click();
  await fillRegistration(page, { firstName: "Imran", email: email.toUpperCase(), password: "tandoori" });
  await page.getByRole("dialog").getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account Already Exists!")).toBeVisible();
  await expect(
    page.getByRole("dialog").getByText("An account with this email already exists. Please sign in instead."),
  ).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Sign In" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign In" }),
  ).toBeVisible();
});

test("a cached customer whose server session has gone is signed out on load", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem(
      "customer",
      JSON.stringify({
        id: 999,
        firstName: "Ghost",
        lastName: "User",
        email: "ghost@example.com",
        phone: "0",
        totalOrders: 0,
        totalSpent: "0.00",
        loyaltyPoints: 0,
        memberSince: "2026-01-01T00:00:00.000Z",
      }),
    ),
  );
  await page.reload();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(nav.getByText("Welcome, Ghost")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("customer"))).toBeNull();
});

test("the reset page without a token, and /account signed out", async ({ page, expectNoAxeViolations }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByText("This password reset link is invalid or has expired")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your Account" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Sign In" })).toBeVisible();
});

test("the customer demo is sample data and opens the real dialog", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto("/customer-demo");
  await expect(page.getByText("Demo - sample data only")).toBeVisible();
  await expect(page.getByText("WELCOME15: 15% off your first order")).toBeVisible();
  await page.getByRole("button", { name: "Demo Sign In" }).click();
  await expect(page.getByText("Welcome back, Priya (sample member)")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Create Account" })).toBeVisible();
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Quoted-printable soft breaks and escapes, as nodemailer may encode a long link. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

test("forgot password sends a real email whose link resets the password once", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  try {
    const email = uniqueEmail("sana");
    const reg = await page.request.post(`${server.url}/api/customer/register`, {
      data: {
        firstName: "Sana",
        lastName: "Mirza",
        email,
        phone: "07700 900321",
        password: "old-password",
        confirmPassword: "old-password",
      },
    });
    expect(reg.status(), await reg.text()).toBe(201);
    await page.context().clearCookies();

    await page.goto(server.url);
    await openDialog(page, "Sign In");
    await page.getByRole("dialog").getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await page.getByRole("dialog").getByLabel("Email", { exact: true }).fill("not an email");
    await page.getByRole("dialog").getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("dialog").getByText("Please enter a valid email address")).toBeVisible();
    await page.getByRole("dialog").getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("dialog").getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Reset Link Sent!")).toBeVisible();
    await expect(page.getByText("Check your email for password reset instructions.")).toBeVisible();
    await expect(
      page.getByText(
        "If an account exists with the provided email, you'll receive a password reset link within a few minutes.",
      ),
    ).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Try Different Email" }).click();
    await expect(page.getByRole("dialog").getByLabel("Email", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const mail = received[0];
    expect(mail?.to).toEqual([email]);
    const body = decodeQuotedPrintable(mail?.raw ?? "");
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w%-]+/.exec(body)?.[0];
    expect(link, body).toBeTruthy();
    expect(link?.startsWith(server.url)).toBe(true);

    await page.goto(link as string);
    await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("new-password");
    await page.getByLabel("Confirm new password").fill("different");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel("Confirm new password").fill("new-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Successful!" })).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/`, { timeout: 5_000 });

    // The old password no longer works; the new one does.
    await signIn(page, email, "old-password");
    await expect(
      page
        .getByRole("dialog")
        .getByText("Invalid email or password. Please check your credentials and try again."),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await signIn(page, email, "new-password");
    await expect(page.getByText("Hi Sana, you're successfully logged in!")).toBeVisible();

    // The same link a second time.
    const other = await browser.newPage();
    try {
      await other.goto(link as string);
      await other.getByLabel("New password", { exact: true }).fill("third-password");
      await other.getByLabel("Confirm new password").fill("third-password");
      await other.getByRole("button", { name: "Reset Password" }).click();
      await expect(
        other
          .getByText("This reset link has already been used. Please request a new password reset if needed.")
          .first(),
      ).toBeVisible();
      await expect(other.getByText("Reset Failed").first()).toBeVisible();
    } finally {
      await other.close();
    }
  } finally {
    await server.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

test("the reset form passes axe", async ({ page, expectNoAxeViolations }) => {
  await page.goto("/reset-password?token=abc");
  await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("new-password");
  await page.getByLabel("Confirm new password").fill("new-password");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    page.getByText("This reset link has expired or is invalid. Please request a new password reset.").first(),
  ).toBeVisible();
  await closeToasts(page);
  await expectNoAxeViolations(page);
});

test("on a phone the menu offers Sign In and the dialog fits", async ({ page, expectNoAxeViolations }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await dialog.getByRole("button", { name: "Create one" }).click();
  await expect(dialog.getByLabel("First name")).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.width <= 390).toBe(true);
  await expectNoAxeViolations(page);
});
