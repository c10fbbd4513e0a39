/** Per-account sign-in throttling through the real sign-in routes (admin and customer). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAdmin } from "../testing/admin-session";
import { buildTestApp, type TestApp } from "../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await createTestAdmin(t.db);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const LOCKED = (minutes: number) =>
  `Too many sign-in attempts for this account. Please wait ${minutes} minutes and try again.`;

let address = 0;
/** Each attempt from a different address, so only the per-account count can stop them. */
function adminLogin(username: string, password: string) {
  address += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { username, password },
    remoteAddress: `10.0.${Math.floor(address / 250)}.${address % 250}`,
  });
}

async function failAdmin(username: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await adminLogin(username, "wrong-password");
    expect(res.statusCode).toBe(401);
  }
}

describe("admin sign-in, per account", () => {
  it("locks a username for 15 minutes after 5 failures, whatever the address, even for the right password", async () => {
    await failAdmin("admin", 5);
    const locked = await adminLogin("admin", "kitchen-secret");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: LOCKED(15) });
    expect(locked.cookies.find((c) => c.name === "admin_session")).toBeUndefined();

    // Other accounts are not affected.
    expect((await adminLogin("someone-else", "x")).statusCode).toBe(401);

    t.clock.advance(10 * MINUTE);
    expect((await adminLogin("admin", "kitchen-secret")).json()).toEqual({ message: LOCKED(5) });
    t.clock.advance(5 * MINUTE);
    expect((await adminLogin("admin", "kitchen-secret")).statusCode).toBe(200);
  });

  it("answers an unknown username exactly like a real one", async () => {
    await failAdmin("ghost", 5);
    const res = await adminLogin("ghost", "kitchen-secret");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: LOCKED(15) });
    t.clock.advance(15 * MINUTE);
  });

  it("counts the username whatever its case", async () => {
    await failAdmin("Admin", 3);
    await failAdmin("ADMIN", 2);
    expect((await adminLogin("admin", "kitchen-secret")).statusCode).toBe(429);
    t.clock.advance(15 * MINUTE);
    expect((await adminLogin("admin", "kitchen-secret")).statusCode).toBe(200);
  });

  it("starts the count afresh after a successful sign-in", async () => {
    await failAdmin("admin", 4);
    expect((await adminLogin("admin", "kitchen-secret")).statusCode).toBe(200);
    await failAdmin("admin", 4);
    expect((await adminLogin("admin", "kitchen-secret")).statusCode).toBe(200);
  });

  it("forgets failures older than the 15-minute window", async () => {
    await failAdmin("admin", 4);
    t.clock.advance(16 * MINUTE);
    await failAdmin("admin", 4);
    expect((await adminLogin("admin", "kitchen-secret")).statusCode).toBe(200);
  });
});

describe("customer sign-in, per email", () => {
  it("locks an email after 5 failures and answers an unknown email the same way", async () => {
    const email = "locked-out@example.com";
    const register = await t.app.inject({
      method: "POST",
      url: "/api/customer/register",
      payload: {
        firstName: "Sara",
        lastName: "Ali",
        email,
        phone: "07700 900123",
        password: "biryani1",
        confirmPassword: "biryani1",
      },
    });
    expect(register.statusCode, register.body).toBe(201);

    for (const who of [email, "nobody-at-all@example.com"]) {
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: i % 2 ? who.toUpperCase() : who, password: "wrong-password" },
          remoteAddress: `10.1.0.${i + 1}`,
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: who, password: "biryani1" },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: LOCKED(15) });
    }

    t.clock.advance(15 * MINUTE);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "biryani1" },
    });
    expect(ok.statusCode).toBe(200);
  });
});
