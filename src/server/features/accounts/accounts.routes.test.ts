import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs, injectPublic } from "@server/testing/inject-as";
import { expectRateLimitedAfter } from "@server/testing/repeated-requests";
import { DATE_OF_BIRTH_SET_ONCE, PASSWORD_TOO_COMMON } from "@shared/accounts/auth.schema";
import { customerRewards, customers, onlineOrders, passwordResetTokens } from "../../db/schema";
import { buildTestApp, sentMail, type TestApp } from "../../testing/build-test-app";
import { withRateLimitedApp } from "../../testing/rate-limited-app";

let t: TestApp;
beforeAll(async () => {
  // Demo mode: the forgot-password answer carries the link, which these tests follow.
  t = await buildTestApp({ env: { DEMO_MODE: "true" } });
});
afterAll(() => t.close());

let emailCounter = 0;
function newEmail(): string {
  emailCounter += 1;
  return `diner${emailCounter}@example.com`;
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ayesha",
    lastName: "Khan",
    email: newEmail(),
    phone: "07700 900123",
    password: "biryani1",
    confirmPassword: "biryani1",
    preferredCuisine: "biryani",
    marketingConsent: false,
    ...overrides,
  };
}

function cookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === "customer_session");
  if (!c) throw new Error("no customer_session cookie");
  return `customer_session=${c.value}`;
}

async function register(overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const res = await t.app.inject({ method: "POST", url: "/api/customer/register", payload });
  expect(res.statusCode, res.body).toBe(201);
  return { payload, res, cookie: cookieOf(res), customer: res.json().customer };
}

/** POST /api/auth/login as a diner's browser would, with no session. */
function login(email: string, password: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
}

/** POST /api/auth/reset-password with a token from a reset link (to the file's app unless told). */
function resetPassword(token: string, newPassword: string, app = t.app) {
  return app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });
}

describe("POST /api/customer/register", () => {
  it("creates the account, signs in and grants the WELCOME15 welcome reward", async () => {
    const { res, cookie, customer, payload } = await register();
    expect(res.headers["content-type"]).toContain("application/json");
    expect(customer).toMatchObject({
      firstName: "Ayesha",
      lastName: "Khan",
      email: payload.email,
      phone: "07700 900123",
      totalOrders: 0,
      totalSpent: "0.00",
      loyaltyPoints: 0,
      memberSince: "2026-11-24T12:00:00.000Z",
    });
    expect(res.cookies.find((c) => c.name === "customer_session")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
    });
    const [stored] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(stored?.password).toMatch(/^\$argon2id\$/);
    expect(stored?.preferredCuisine).toBe("biryani");

    const me = await injectAs(t.app, cookie, "GET", "/api/auth/me");
    expect(me.json().customer.id).toBe(customer.id);

    const rewards = await injectAs(t.app, cookie, "GET", "/api/customer/rewards");
    expect(rewards.statusCode).toBe(200);
    expect(rewards.json()).toEqual([
      expect.objectContaining({
        couponCode: "WELCOME15",
        isRedeemed: false,
        type: "welcome_bonus",
        state: "ready",
        stateReason: null,
      }),
    ]);
  });

  it("promises the welcome bonus only when the checkout would give it (not to a phone that has ordered)", async () => {
    const first = await register({ phone: "07700 966601" });
    expect(first.res.json()).toMatchObject({
      welcomeBonusReady: true,
      message: "Registration successful. Your welcome bonus (15% off your first order) is ready.",
    });
    await t.db.insert(onlineOrders).values({
      orderNumber: "HH-WELC01",
      customerId: first.customer.id,
      customerName: "Ayesha Khan",
      customerPhone: "07700 966601",
      items: [],
      subtotalPence: 2000,
      totalPence: 2000,
      collectionDate: "2026-11-24",
      collectionTime: "19:00",
    });
    const second = await register({ phone: "+44 7700 966601" });
    expect(second.res.json()).toMatchObject({
      welcomeBonusReady: false,
      message: "Registration successful.",
    });
    const rewards = await injectAs(t.app, second.cookie, "GET", "/api/customer/rewards");
    expect(rewards.json()).toEqual([
      expect.objectContaining({
        couponCode: "WELCOME15",
        state: "unavailable",
        stateReason: "This code is for your first order only.",
      }),
    ]);
  });

  it("refuses a second account for the same email whatever its case, in JSON", async () => {
    const { payload } = await register();
    const res = await injectPublic(t.app, "POST", "/api/customer/register", {
      ...registration(),
      email: payload.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toEqual({ message: "Email already registered" });
    const rows = await t.db.select().from(customers).where(sql`lower(${customers.email}) = ${payload.email}`);
    expect(rows).toHaveLength(1);
  });

  it("answers bad input with a 400 naming the problem and stores nothing", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    const cases: [Record<string, unknown>, string][] = [
      [{ confirmPassword: "different" }, "Passwords don't match"],
      [{ password: "1234567", confirmPassword: "1234567" }, "Password must be at least 8 characters"],
      // On the common-passwords list (decision 0020), whatever its case.
      [{ password: "password", confirmPassword: "password" }, PASSWORD_TOO_COMMON],
      [{ password: "Qwerty123", confirmPassword: "Qwerty123" }, PASSWORD_TOO_COMMON],
      [{ email: "not-an-email" }, "Invalid email address"],
      [{ firstName: "x".repeat(51) }, "First name must be at most 50 characters"],
      [{ postcode: "x".repeat(11) }, "Postcode must be at most 10 characters"],
      [{ phone: "" }, "Phone is required"],
    ];
    for (const [overrides, message] of cases) {
      const res = await injectPublic(t.app, "POST", "/api/customer/register", registration(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json().message).toContain(message);
    }
    // A value outside a list has no words of its own: the field it is about is in `issues`.
    const cuisine = await injectPublic(
      t.app,
      "POST",
      "/api/customer/register",
      registration({ preferredCuisine: "pizza" }),
    );
    expect(cuisine.statusCode).toBe(400);
    expect(cuisine.json().issues[0].path).toBe("preferredCuisine");
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("is rate limited", async () => {
    await withRateLimitedApp({}, async (limited) => {
      await expectRateLimitedAfter(
        limited.app,
        { method: "POST", url: "/api/customer/register", payload: registration({ email: "not-an-email" }) },
        10,
        400,
      );
      // Sign-in counts failures per address (20 in 15 minutes), the reset link requests (5).
      for (const [url, allowed] of [
        ["/api/auth/login", 20],
        ["/api/auth/forgot-password", 5],
      ] as const) {
        const last = [];
        for (let i = 0; i <= allowed; i++) {
          // A different email each time: this is the per-address limit, not the per-account one.
          const res = await injectPublic(limited.app, "POST", url, {
            email: `nobody${i}@example.com`,
            password: "whatever",
          });
          last.push(res.statusCode);
        }
        expect(last.at(-1), url).toBe(429);
      }
    });
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the session copy and a new session each time", async () => {
    const { payload, cookie: registerCookie } = await register({ firstName: "Imran" });
    const login = await injectAs(t.app, registerCookie, "POST", "/api/auth/login", {
      email: payload.email.toUpperCase(),
      password: "biryani1",
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().customer).toMatchObject({ firstName: "Imran", email: payload.email });
    const cookie = cookieOf(login);
    expect(cookie).not.toBe(registerCookie);
    // The session used before signing in is gone: no fixation.
    const old = await injectAs(t.app, registerCookie, "GET", "/api/auth/me");
    expect(old.json()).toEqual({ customer: null });
    const me = await injectAs(t.app, cookie, "GET", "/api/auth/me");
    expect(me.json().customer.firstName).toBe("Imran");
  });

  it("gives the same 401 for a wrong password and an unknown email", async () => {
    const { payload } = await register();
    for (const body of [
      { email: payload.email, password: "wrong-password" },
      { email: "nobody-here@example.com", password: "biryani1" },
    ]) {
      const res = await login(body.email, body.password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid email or password" });
      expect(res.cookies.find((c) => c.name === "customer_session")).toBeUndefined();
    }
  });

  it.each([
    [{ email: "nope", password: "x" }, "Invalid email address"],
    [{ email: "a@example.com", password: "" }, "Password is required"],
  ])("validates the fields with the spec's messages: %j", async ({ email, password }, message) => {
    const res = await login(email, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("ends the session on logout", async () => {
    const { cookie } = await register();
    const out = await injectAs(t.app, cookie, "POST", "/api/auth/logout");
    expect(out.statusCode).toBe(200);
    const me = await injectAs(t.app, cookie, "GET", "/api/auth/me");
    expect(me.json()).toEqual({ customer: null });
    const rewards = await injectAs(t.app, cookie, "GET", "/api/customer/rewards");
    expect(rewards.statusCode).toBe(401);
  });
});

describe("the customer's own data", () => {
  it.each(["/api/customer/rewards", "/api/customer/coupons", "/api/customer/orders"])(
    "GET %s needs a session (401), and a forged cookie is not one",
    async (url) => {
      const none = await t.app.inject({ method: "GET", url });
      expect(none.statusCode).toBe(401);
      expect(none.json().message).toBeTruthy();
      const forged = await injectAs(t.app, "customer_session=forged", "GET", url);
      expect(forged.statusCode).toBe(401);
    },
  );

  it("never returns another customer's rewards, coupons or orders, whatever the client sends", async () => {
    const a = await register({ firstName: "Alice" });
    const b = await register({ firstName: "Bilal" });
    const [order] = await t.db
      .insert(onlineOrders)
      .values({
        orderNumber: "HH-A-0001",
        customerId: a.customer.id,
        customerName: "Alice Khan",
        customerPhone: "07700 900123",
        items: [
          {
            id: 1,
            name: "Chicken Biryani",
            pricePence: 1295,
            quantity: 2,
            isVegetarian: false,
            isSpicy: true,
            allergens: [],
          },
        ],
        subtotalPence: 2590,
        totalPence: 2590,
        collectionDate: "2026-11-24",
        collectionTime: "18:30",
      })
      .returning();
    await t.db.execute(
      sql`insert into customer_coupons (customer_id, offer_id, order_id, discount_applied_pence)
          select ${a.customer.id}, id, ${order?.id}, 389 from offers where offer_code = 'WELCOME15'`,
    );

    const aCoupons = await injectAs(t.app, a.cookie, "GET", "/api/customer/coupons");
    expect(aCoupons.json()).toEqual([
      expect.objectContaining({
        couponCode: "WELCOME15",
        discountAmount: "3.89",
        discountPence: 389,
        orderNumber: "HH-A-0001",
      }),
    ]);
    const aOrders = await injectAs(t.app, a.cookie, "GET", "/api/customer/orders");
    expect(aOrders.json()).toEqual([
      expect.objectContaining({
        orderNumber: "HH-A-0001",
        orderStatus: "received",
        paymentStatus: "pending",
        totalAmount: "£25.90",
        itemCount: 2,
      }),
    ]);

    for (const url of [
      "/api/customer/coupons",
      `/api/customer/coupons?customerId=${a.customer.id}`,
      "/api/customer/orders",
      `/api/customer/orders?customerId=${a.customer.id}`,
    ]) {
      const res = await injectAs(t.app, b.cookie, "GET", url);
      expect(res.statusCode).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
    const bRewards = await injectAs(
      t.app,
      b.cookie,
      "GET",
      `/api/customer/rewards?customerId=${a.customer.id}`,
    );
    const aRewardIds = (
      await t.db.select().from(customerRewards).where(eq(customerRewards.customerId, a.customer.id))
    ).map((r) => r.id);
    expect(bRewards.json()).toHaveLength(1);
    for (const reward of bRewards.json()) expect(aRewardIds).not.toContain(reward.id);
  });
});

describe("password reset", () => {
  async function forgot(email: string) {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
    expect(res.statusCode).toBe(200);
    return res;
  }
  function tokenOf(link: string): string {
    return new URL(link).searchParams.get("token") ?? "";
  }

  it("answers the same for known and unknown emails, and mails only a real account", async () => {
    const { payload } = await register({ firstName: "Sana" });
    const sentBefore = (await sentMail(t)).length;
    const known = await forgot(payload.email);
    const unknown = await forgot("stranger@example.com");
    expect(known.json().message).toBe(
      "If an account exists with the provided email, you'll receive a password reset link within a few minutes.",
    );
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    expect(unknown.json().message).toBe(known.json().message);
    expect((await sentMail(t)).length).toBe(sentBefore + 1);
    const mail = (await sentMail(t)).at(-1);
    expect(mail?.to).toBe(payload.email);
    expect(mail?.text).toContain(known.json().resetLink);
    expect(known.json().resetLink).toMatch(/^http:\/\/localhost(:\d+)?\/reset-password\?token=[\w-]{43}$/);
    // Only the token's hash is stored.
    const token = tokenOf(known.json().resetLink);
    const stored = await t.db.select().from(passwordResetTokens);
    expect(stored.map((r) => r.token)).not.toContain(token);
  });

  it("takes the same minimum time for known and unknown emails", async () => {
    const { payload } = await register();
    const durations: number[] = [];
    for (const email of [
      payload.email,
      "unknown-person@example.com",
      payload.email,
      "other-unknown@example.com",
    ]) {
      const started = performance.now();
      await forgot(email);
      durations.push(performance.now() - started);
    }
    // Both paths do the same database work and are padded to the same floor.
    for (const d of durations) expect(d).toBeGreaterThanOrEqual(390);
  });

  it("rejects a malformed email with the spec's message", async () => {
    const res = await injectPublic(t.app, "POST", "/api/auth/forgot-password", { email: "nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Please enter a valid email address");
  });

  it("resets once, signs out other sessions, and the link then says it has been used", async () => {
    const { payload, cookie } = await register();
    const token = tokenOf((await forgot(payload.email)).json().resetLink);
    const reset = await resetPassword(token, "new-secret");
    expect(reset.statusCode).toBe(200);
    const me = await injectAs(t.app, cookie, "GET", "/api/auth/me");
    expect(me.json()).toEqual({ customer: null });

    const oldLogin = await login(payload.email, "biryani1");
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await login(payload.email, "new-secret");
    expect(newLogin.statusCode).toBe(200);

    const again = await resetPassword(token, "third-secret");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain("already been used");
  });

  it("lets exactly one of two simultaneous resets with one token through", async () => {
    const { payload } = await register();
    const token = tokenOf((await forgot(payload.email)).json().resetLink);
    const results = await Promise.all(
      ["first-secret", "second-secret"].map((newPassword) => resetPassword(token, newPassword)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it("refuses an unknown token and a token older than an hour", async () => {
    const unknown = await resetPassword("made-up-token", "new-secret");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("Invalid or expired");

    const { payload } = await register();
    const token = tokenOf((await forgot(payload.email)).json().resetLink);
    t.clock.advance(60 * 60 * 1000 + 1);
    const late = await resetPassword(token, "new-secret");
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain("Invalid or expired");
    const signIn = await login(payload.email, "biryani1");
    expect(signIn.statusCode).toBe(200);
  });

  it("does not let a link made for an unknown email reset anything", async () => {
    const res = await forgot("ghost@example.com");
    const reset = await resetPassword(tokenOf(res.json().resetLink), "new-secret");
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toContain("Invalid or expired");
  });

  it("keeps the link out of a default install's answer and builds the mailed link from PUBLIC_URL", async () => {
    const plain = await buildTestApp({ env: { PUBLIC_URL: "https://hyderabad-house.example/" } });
    try {
      const payload = registration({});
      await plain.app.inject({ method: "POST", url: "/api/customer/register", payload });
      const res = await plain.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
        payload: { email: payload.email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().resetLink).toBeUndefined();
      await expect.poll(async () => (await sentMail(plain)).length).toBe(1);
      expect((await sentMail(plain))[0]?.text).toMatch(
        /https:\/\/hyderabad-house\.example\/reset-password\?token=[\w-]{43}/,
      );
      expect((await sentMail(plain))[0]?.text).not.toContain("evil.example");
    } finally {
      await plain.close();
    }
  });

  it("keeps the link out of production answers and validates the new password", async () => {
    const prod = await buildTestApp({
      env: { NODE_ENV: "production", PUBLIC_URL: "https://hyderabad-house.example" },
    });
    try {
      const res = await injectPublic(prod.app, "POST", "/api/auth/forgot-password", {
        email: "someone@example.com",
      });
      expect(res.json().resetLink).toBeUndefined();
      const short = await resetPassword("x", "1234567", prod.app);
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toContain("Password must be at least 8 characters");
    } finally {
      await prod.close();
    }
  });
});

describe("PUT /api/customer/date-of-birth", () => {
  it("saves the signed-in customer's date of birth once: shown on /api/auth/me, then neither changed nor cleared", async () => {
    const { cookie } = await register();
    const save = (dateOfBirth: string) =>
      injectAs(t.app, cookie, "PUT", "/api/customer/date-of-birth", { dateOfBirth });
    const res = await save("1990-03-14");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "Your date of birth has been saved." });
    const me = await injectAs(t.app, cookie, "GET", "/api/auth/me");
    expect(me.json().customer.dateOfBirth).toBe("1990-03-14");

    // Saving the same date again is no change.
    expect((await save("1990-03-14")).statusCode).toBe(200);
    // Moving it (to land a birthday week on today) or clearing it is refused, with the way on.
    for (const other of ["1990-11-24", ""]) {
      const refused = await save(other);
      expect(refused.statusCode, other).toBe(409);
      expect(refused.json()).toEqual({ message: DATE_OF_BIRTH_SET_ONCE });
    }
    const after = await injectAs(t.app, cookie, "GET", "/api/auth/me");
    expect(after.json().customer.dateOfBirth).toBe("1990-03-14");
  });

  it("counts a date given at sign-up as set", async () => {
    const { cookie } = await register({ dateOfBirth: "1985-07-01" });
    const res = await injectAs(t.app, cookie, "PUT", "/api/customer/date-of-birth", {
      dateOfBirth: "1985-11-24",
    });
    expect(res.statusCode).toBe(409);
  });

  it("answers 401 when nobody is signed in", async () => {
    const res = await injectPublic(t.app, "PUT", "/api/customer/date-of-birth", {
      dateOfBirth: "1990-03-14",
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty("message");
  });

  it("refuses a date that does not exist or is in the future with a 400, keeping the stored one", async () => {
    const { cookie } = await register({ dateOfBirth: "1985-07-01" });
    for (const dateOfBirth of ["1990-02-30", "14/03/1990", "2999-01-01"]) {
      const res = await injectAs(t.app, cookie, "PUT", "/api/customer/date-of-birth", { dateOfBirth });
      expect(res.statusCode, dateOfBirth).toBe(400);
      expect(res.json().message).toMatch(/Date of birth must be/);
    }
    const me = await injectAs(t.app, cookie, "GET", "/api/auth/me");
    expect(me.json().customer.dateOfBirth).toBe("1985-07-01");
  });
});
