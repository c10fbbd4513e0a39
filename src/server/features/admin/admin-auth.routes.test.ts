import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessionCookie, createTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createTestAdmin(t.db);
});
afterAll(() => t.close());

describe("POST /api/admin/login", () => {
  it("opens a server session in an httpOnly cookie", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "admin", password: "kitchen-secret" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Login successful" });
    const cookie = res.cookies.find((c) => c.name === "admin_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const session = await t.app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: { cookie: adminSessionCookie(res) },
    });
    expect(session.json()).toEqual({ authenticated: true, username: "admin", role: "owner" });
  });

  it("refuses a wrong password and an unknown user with the same message", async () => {
    for (const payload of [
      { username: "admin", password: "nope" },
      { username: "ghost", password: "kitchen-secret" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/admin/login", payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid username or password" });
      expect(res.cookies.find((c) => c.name === "admin_session")).toBeUndefined();
    }
  });

  it("asks for both fields", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "", password: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Please enter both username and password");
  });

  it("ends the session on logout, and a forged cookie is not a session", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "admin", password: "kitchen-secret" },
    });
    const cookie = adminSessionCookie(login);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie } });
    const after = await t.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie } });
    expect(after.json()).toEqual({ authenticated: false, username: null, role: null });
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: { cookie: "admin_session=forged" },
    });
    expect(forged.json().authenticated).toBe(false);
  });

  it("expires a session after 12 hours", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "admin", password: "kitchen-secret" },
    });
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    const after = await t.app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: { cookie: adminSessionCookie(login) },
    });
    expect(after.json().authenticated).toBe(false);
  });

  it("is rate limited", async () => {
    const limited = await buildTestApp({ rateLimits: true, seed: false });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/admin/login",
          // A different username each time: this is the per-address limit, not the per-account one.
          payload: { username: `x${i}`, password: "y" },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
