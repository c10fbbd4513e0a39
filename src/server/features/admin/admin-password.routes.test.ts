import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { users } from "../../db/schema";
import { adminSessionCookie, signInTestAdmin, TEST_ADMIN } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  cookie = await signInTestAdmin(t.app, t.db);
});
afterAll(() => t.close());

function changePassword(body: Record<string, string>, sessionCookie = cookie) {
  return injectAs(t.app, sessionCookie, "PUT", "/api/admin/password", body);
}

async function login(password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { username: TEST_ADMIN.username, password },
  });
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

  it("asks for 8 characters and a matching confirmation", async () => {
    const short = await changePassword({
      currentPassword: TEST_ADMIN.password,
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("New password must be at least 8 characters");
    const mismatch = await changePassword({
      currentPassword: TEST_ADMIN.password,
      newPassword: "brand-new-secret",
      confirmPassword: "brand-new-secreT",
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain("Passwords don't match");
  });

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
    expect((await session(cookie)).json()).toEqual({ authenticated: true, username: "admin", role: "owner" });
    expect((await session(otherCookie)).json().authenticated).toBe(false);

    expect((await login(TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await login("brand-new-secret")).statusCode).toBe(200);
  });
});
