import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { adminSessionCookie, postAdminLogin, TEST_ADMIN } from "../../testing/admin-session";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ seed: false, signedIn: true });

function changePassword(body: Record<string, string>) {
  return t.signedIn("PUT", "/api/admin/password", body);
}

function login(password: string) {
  return postAdminLogin(t.app, { username: TEST_ADMIN.username, password });
}

async function storedHash(): Promise<string> {
  const [user] = await t.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
  return user?.password ?? "";
}

describe("PUT /api/admin/password", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const before = await storedHash();
    const res = await changePassword({
      currentPassword: "not-the-password",
      newPassword: "brand-new-secret",
      confirmPassword: "brand-new-secret",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Current password is incorrect" });
    expect(await storedHash()).toBe(before);
  });

  it.each([
    ["short", "short", "New password must be at least 8 characters"],
    ["brand-new-secret", "brand-new-secreT", "Passwords don't match"],
  ])(
    "asks for 8 characters and a matching confirmation: %s / %s",
    async (newPassword, confirmPassword, message) => {
      const res = await changePassword({
        currentPassword: TEST_ADMIN.password,
        newPassword,
        confirmPassword,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    },
  );

  it("sets the new password (argon2id) and signs out every other session of the user", async () => {
    const otherCookie = adminSessionCookie(await login(TEST_ADMIN.password));

    const res = await changePassword({
      currentPassword: TEST_ADMIN.password,
      newPassword: "brand-new-secret",
      confirmPassword: "brand-new-secret",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Password changed" });
    expect(await storedHash()).toMatch(/^\$argon2id\$/);

    const session = (c: string) =>
      t.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie: c } });
    expect((await session(t.cookie)).json()).toEqual({
      authenticated: true,
      username: "admin",
      role: "owner",
    });
    expect((await session(otherCookie)).json().authenticated).toBe(false);

    expect((await login(TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await login("brand-new-secret")).statusCode).toBe(200);
  });
});
