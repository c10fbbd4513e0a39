import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectLimitedAfter } from "@server/testing/repeated-requests";
import { hashToken, touchStaffSession } from "../../plugins/auth";
import { adminSessionCookie, createTestAdmin, postAdminLogin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { withRateLimitedApp } from "../../testing/rate-limited-app";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createTestAdmin(t.db);
});
afterAll(() => t.close());

describe("POST /api/admin/login", () => {
  it("opens a server session in an httpOnly cookie", async () => {
    const res = await postAdminLogin(t.app);
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
      const res = await postAdminLogin(t.app, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid username or password" });
      expect(res.cookies.find((c) => c.name === "admin_session")).toBeUndefined();
    }
  });

  it("asks for both fields", async () => {
    const res = await postAdminLogin(t.app, { username: "", password: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Please enter both username and password");
  });

  it("ends the session on logout, and a forged cookie is not a session", async () => {
    const login = await postAdminLogin(t.app);
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

  it("ends a session after 2 idle hours, renews it while it is used, and never lets it pass 7 days", async () => {
    const login = await postAdminLogin(t.app);
    const cookie = adminSessionCookie(login);
    const stats = () => t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } });
    // A shift: a request every 90 minutes keeps it alive well past the old fixed 12 hours.
    for (let hour = 0; hour < 16; hour += 1.5) {
      t.clock.advance(90 * MINUTE);
      expect((await stats()).statusCode, `after ${hour + 1.5} h`).toBe(200);
    }
    // Two idle hours end it, with a message and code the board can recognise.
    t.clock.advance(2 * HOUR + 1000);
    const ended = await stats();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      message: "Your staff session has ended. Please sign in again.",
      code: "SESSION_EXPIRED",
    });
    // The dead cookie is cleared.
    expect(ended.cookies.find((c) => c.name === "admin_session")).toMatchObject({ value: "" });
    // Without any cookie it is the plain "sign in" answer.
    const none = await t.app.inject({ method: "GET", url: "/api/admin/stats" });
    expect(none.json()).toEqual({ message: "Admin sign-in required", code: "SIGN_IN_REQUIRED" });
  });

  it("counts an open orders stream as use: touching renews the session, and says when it has ended", async () => {
    const login = await postAdminLogin(t.app);
    const cookie = adminSessionCookie(login);
    const sessionId = hashToken(cookie.slice("admin_session=".length));
    // A quiet afternoon with only the board's stream open: it touches the session as it runs.
    for (let i = 0; i < 6; i++) {
      t.clock.advance(HOUR);
      expect(await touchStaffSession(t.app, sessionId)).toBe(true);
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } })).statusCode,
    ).toBe(200);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie } });
    expect(await touchStaffSession(t.app, sessionId)).toBe(false);
  });

  it("ends even a busy session 7 days after sign-in", async () => {
    const login = await postAdminLogin(t.app);
    const cookie = adminSessionCookie(login);
    // The cookie itself is kept by the browser for the whole cap; the server decides idleness.
    expect(login.cookies.find((c) => c.name === "admin_session")?.maxAge).toBe(7 * 24 * 60 * 60);
    let last = 200;
    for (let hours = 0; hours < 7 * 24 + 2; hours += 1) {
      t.clock.advance(HOUR);
      last = (await t.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie } })).json()
        .authenticated
        ? 200
        : 401;
      if (hours < 7 * 24 - 1) expect(last, `hour ${hours + 1}`).toBe(200);
    }
    expect(last).toBe(401);
  });

  it("has a flood guard per address that a shift's sign-ins never reach", async () => {
    await withRateLimitedApp({ seed: false }, async (limited) => {
      await createTestAdmin(limited.db);
      const refused = await expectLimitedAfter(() => postAdminLogin(limited.app), 60, 200);
      expect(refused.json().message).toBe(
        `Too many requests. Please wait ${refused.headers["retry-after"]} seconds and try again.`,
      );
    });
  });
});

describe("POST /api/admin/logout", () => {
  it("needs a session: without one it is a 401, not an anonymous write", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/logout" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("SIGN_IN_REQUIRED");
  });

  it("is rate limited", async () => {
    await withRateLimitedApp({ seed: false }, async (limited) => {
      await createTestAdmin(limited.db);
      // Thirty-one sessions signing out from one address: the thirty-first is turned away.
      await expectLimitedAfter(
        async () => {
          const cookie = adminSessionCookie(await postAdminLogin(limited.app));
          return limited.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie } });
        },
        30,
        200,
      );
    });
  });
});
