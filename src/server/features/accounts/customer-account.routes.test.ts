/**
 * The customer scope (issue 26 item 6): every signed-in customer route is registered in one scope
 * whose onRequest requires a customer session, looks it up once and puts it on the request; an
 * ended session says so; sign-out needs a session and is rate limited (issue 25).
 */
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registerCustomer } from "@server/testing/customer-account";
import { expectLimitedAfter } from "@server/testing/repeated-requests";
import type { Database } from "../../db/client";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { withRateLimitedApp } from "../../testing/rate-limited-app";

let t: TestApp;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await buildTestApp({ seed: false, onRoute: (r) => routes.push(r) });
});
afterAll(() => t.close());

// Sign-ups allow 10 an address: registerCustomer uses a new one each time, so only sign-out's
// limit is tested.
async function signUp(app: TestApp = t): Promise<string> {
  return (await registerCustomer(app.app)).cookie;
}

/** The routes that need a signed-in customer: everything under /api/customer but sign-up, and sign-out. */
function customerRoutes(): { method: string; url: string }[] {
  return routes
    .filter(
      (r) =>
        (r.url.startsWith("/api/customer/") && r.url !== "/api/customer/register") ||
        r.url === "/api/auth/logout",
    )
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, url: r.url })),
    )
    .filter((r) => r.method !== "HEAD");
}

/** Statements that read the sessions table while `run` runs. */
async function sessionLookups(database: Database, run: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = ["query", "exec"].filter((m) => typeof client[m] === "function");
  // biome-ignore lint/suspicious/noExplicitAny: spying on whichever of these the engine's client has.
  const spies = methods.map((m) => vi.spyOn(client as any, m));
  try {
    await run();
    return spies
      .flatMap((spy) => spy.mock.calls)
      .map((call) =>
        typeof call[0] === "string" ? call[0] : String((call[0] as { text?: string })?.text ?? ""),
      )
      .filter((sqlText) => /from "sessions"/.test(sqlText)).length;
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe("the customer scope", () => {
  it("holds the account's own routes", () => {
    expect(
      customerRoutes()
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      "GET /api/customer/coupons",
      "GET /api/customer/data-export",
      "GET /api/customer/delivery-address",
      "GET /api/customer/guest-orders",
      "GET /api/customer/newsletter",
      "GET /api/customer/orders",
      "GET /api/customer/points",
      "GET /api/customer/reviews",
      "GET /api/customer/rewards",
      "POST /api/auth/logout",
      "POST /api/customer/delete-account",
      "POST /api/customer/orders/:id/review",
      "POST /api/customer/verify-email/send",
      "PUT /api/customer/date-of-birth",
      "PUT /api/customer/newsletter",
    ]);
  });

  it("answers 401 SIGN_IN_REQUIRED to every one of them without a session, before reading a body", async () => {
    for (const route of customerRoutes()) {
      const res = await t.app.inject({
        method: route.method as "GET",
        url: route.url,
        payload: route.method === "GET" ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ message: "Please sign in to your account", code: "SIGN_IN_REQUIRED" });
    }
  });

  it("tells a browser whose session has ended so (SESSION_EXPIRED), and clears the cookie", async () => {
    const cookie = await signUp();
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } })).statusCode,
    ).toBe(200);
    const res = await t.app.inject({ method: "GET", url: "/api/customer/orders", headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: "Your session has ended. Please sign in again.",
      code: "SESSION_EXPIRED",
    });
    expect(res.cookies.find((c) => c.name === "customer_session")).toMatchObject({ value: "" });
  });

  it("looks the session up once per request (it was twice)", async () => {
    const cookie = await signUp();
    for (const url of ["/api/customer/coupons", "/api/customer/orders", "/api/customer/points"]) {
      let status = 0;
      const lookups = await sessionLookups(t.database, async () => {
        status = (await t.app.inject({ method: "GET", url, headers: { cookie } })).statusCode;
      });
      expect(status, url).toBe(200);
      expect(lookups, url).toBe(1);
    }
  });
});

describe("POST /api/auth/logout", () => {
  it("needs a session: without one it is a 401, not a successful anonymous write", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(401);
    const cookie = await signUp();
    const ok = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: "Signed out" });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.json()).toEqual({ customer: null });
  });

  it("is rate limited", async () => {
    await withRateLimitedApp({ seed: false }, async (limited) => {
      await expectLimitedAfter(
        async () => {
          const cookie = await signUp(limited);
          return limited.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
        },
        30,
        200,
      );
    });
  });
});
