/**
 * Sign-in throttling through the real sign-in routes (admin and customer): failures only, account and
 * address together with growing delays, an account under attack holding the addresses that failed
 * on it (never a clean one, decision 0038), and device cookies that keep the owner's own devices
 * signing in (decision 0020).
 */

import { hash } from "@node-rs/argon2";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signInFailures, users } from "../db/schema";
import { adminSessionCookie, createTestAdmin, postAdminLogin, TEST_ADMIN } from "../testing/admin-session";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { withRateLimitedApp } from "../testing/rate-limited-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await createTestAdmin(t.db);
});
afterAll(() => t.close());
// Each test starts with no counts (the clock moves on too, so nothing carries over).
beforeEach(async () => {
  await t.db.delete(signInFailures);
  t.clock.advance(2 * 60 * 60 * 1000);
});

const ACCOUNT_LOCK =
  /^Too many failed sign-ins for this account from here\. Please wait (\d+) seconds and try again, or sign in from a device you have signed in with before\.$/;
const ADDRESS_LOCK = /^Too many failed sign-ins\. Please wait (\d+) seconds and try again\.$/;

let address = 0;
/** A new address each call unless one is given, so only the count under test can stop it. */
function adminLogin(password: string, options: { from?: string; device?: string; username?: string } = {}) {
  address += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { username: options.username ?? TEST_ADMIN.username, password },
    remoteAddress:
      options.from ??
      `10.${Math.floor(address / 62500) % 250}.${Math.floor(address / 250) % 250}.${address % 250}`,
    cookies: options.device ? { admin_device: options.device } : {},
  });
}

function deviceCookie(res: {
  cookies: { name: string; value: string; path?: string; httpOnly?: boolean }[];
}) {
  const cookie = res.cookies.find((c) => c.name === "admin_device");
  if (!cookie) throw new Error("no device cookie");
  return cookie;
}

/** The 429's message says the wait Retry-After says. */
function expectTrueWait(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => { message: string } },
  pattern: RegExp,
) {
  expect(res.statusCode).toBe(429);
  const seconds = pattern.exec(res.json().message)?.[1];
  expect(seconds, res.json().message).toBeDefined();
  expect(res.headers["retry-after"]).toBe(seconds);
  return Number(seconds);
}

describe("the owner's known device during an attack", () => {
  it("30 wrong passwords from other addresses do not stop the owner's known device from signing in", async () => {
    const ownerAddress = "192.0.2.10";
    // The owner signed in on this laptop before: it holds a signed device cookie.
    const before = await adminLogin(TEST_ADMIN.password, { from: ownerAddress });
    expect(before.statusCode).toBe(200);
    const device = deviceCookie(before);
    expect(device).toMatchObject({ httpOnly: true, path: "/api/admin/login", sameSite: "Strict" });

    // A guesser, thirty wrong passwords from ten addresses taking turns.
    const attack: number[] = [];
    for (let i = 0; i < 30; i++)
      attack.push((await adminLogin(`guess-${i}`, { from: `10.66.0.${i % 10}` })).statusCode);
    // The first ten are checked (and wrong); then the account is under attack and holds those ten.
    expect(attack.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(attack.slice(10)).toEqual(Array(20).fill(429));

    // Even the right password waits it out from an address that guessed...
    const stranger = await adminLogin(TEST_ADMIN.password, { from: "10.66.0.3" });
    expect(expectTrueWait(stranger, ACCOUNT_LOCK)).toBe(15 * 60);
    // ...but the owner's own laptop signs straight in, and gets a fresh device cookie.
    const owner = await adminLogin(TEST_ADMIN.password, { from: ownerAddress, device: device.value });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(deviceCookie(owner).value).not.toBe(device.value);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: { cookie: adminSessionCookie(owner) },
    });
    expect(session.json()).toMatchObject({ authenticated: true, username: "admin" });

    // The owner sees who has been trying: ten wrong passwords and twenty refusals, none from a known device.
    const failures = await t.app.inject({
      method: "GET",
      url: "/api/admin/staff-accounts/sign-in-failures",
      headers: { cookie: adminSessionCookie(owner) },
    });
    expect(failures.statusCode).toBe(200);
    const body = failures.json();
    expect(body.countsByUsername).toEqual({ admin: 31 });
    const outcomes = body.entries.map((e: { outcome: string }) => e.outcome);
    expect(outcomes.filter((o: string) => o === "wrong_password")).toHaveLength(10);
    expect(outcomes.filter((o: string) => o === "refused")).toHaveLength(21);
    expect(body.entries.every((e: { knownDevice: boolean }) => !e.knownDevice)).toBe(true);
    expect(body.entries[0]).toMatchObject({ username: "admin", address: expect.stringMatching(/^10\./) });
  });

  it("gives a known device its own allowance: five wrong passwords make it a stranger again", async () => {
    const device = deviceCookie(await adminLogin(TEST_ADMIN.password)).value;
    for (let i = 0; i < 10; i++) await adminLogin(`guess-${i}`);
    const from = "192.0.2.20";
    // Under attack, open to this device.
    expect((await adminLogin(TEST_ADMIN.password, { device, from })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await adminLogin("typo", { device, from })).statusCode).toBe(401);
    }
    // Its own allowance spent, it waits with the strangers.
    expectTrueWait(await adminLogin(TEST_ADMIN.password, { device, from }), ACCOUNT_LOCK);
  });

  it("does not trust a device cookie that is forged or was given for another account", async () => {
    const own = deviceCookie(await adminLogin(TEST_ADMIN.password)).value;
    // Ten guessing addresses put the account under attack; the cookies below come from one of them.
    for (let i = 0; i < 10; i++) await adminLogin(`guess-${i}`, { from: `10.67.0.${i}` });
    const from = "10.67.0.0";
    const [account, nonce] = own.split(".");
    for (const forged of [`${account}.${nonce}.AAAA`, `${account}.other.${own.split(".")[2]}`, "junk"]) {
      expect((await adminLogin(TEST_ADMIN.password, { device: forged, from })).statusCode).toBe(429);
    }
    // A genuine cookie of another account does not open this one.
    await t.db
      .insert(users)
      .values({ username: "second", password: await hash("second-secret"), role: "staff" })
      .onConflictDoNothing();
    const second = deviceCookie(await adminLogin("second-secret", { username: "second" })).value;
    expect((await adminLogin(TEST_ADMIN.password, { device: second, from })).statusCode).toBe(429);
    // Both entries live in one cookie (a shared tablet), and the owner's still counts.
    const both = deviceCookie(await adminLogin("second-secret", { username: "second", device: own })).value;
    expect((await adminLogin(TEST_ADMIN.password, { device: both, from })).statusCode).toBe(200);
  });
});

describe("account and address together, with growing delays", () => {
  it("lets two mistakes go, then makes each further try from that address wait twice as long", async () => {
    const from = "198.51.100.7";
    expect((await adminLogin("wrong-1", { from })).statusCode).toBe(401);
    expect((await adminLogin("wrong-2", { from })).statusCode).toBe(401);
    expect((await adminLogin("wrong-3", { from })).statusCode).toBe(401);
    // Third failure: 5 s before the next try from here, the right password included.
    expect(expectTrueWait(await adminLogin(TEST_ADMIN.password, { from }), ADDRESS_LOCK)).toBe(5);
    // Another address is not held up.
    expect((await adminLogin(TEST_ADMIN.password)).statusCode).toBe(200);

    t.clock.advance(5_000);
    expect((await adminLogin("wrong-4", { from })).statusCode).toBe(401);
    expect(expectTrueWait(await adminLogin("x", { from }), ADDRESS_LOCK)).toBe(10);
    t.clock.advance(10_000);
    expect((await adminLogin("wrong-5", { from })).statusCode).toBe(401);
    expect(expectTrueWait(await adminLogin("x", { from }), ADDRESS_LOCK)).toBe(20);
    t.clock.advance(20_000);
    // The right password after the wait signs in and forgets the pair's count.
    expect((await adminLogin(TEST_ADMIN.password, { from })).statusCode).toBe(200);
    expect((await adminLogin("wrong-again", { from })).statusCode).toBe(401);
    expect((await adminLogin(TEST_ADMIN.password, { from })).statusCode).toBe(200);
  });

  it("stops one address trying many accounts after 20 failures", async () => {
    const from = "198.51.100.8";
    for (let i = 0; i < 20; i++) {
      expect((await adminLogin("x", { from, username: `user-${i}` })).statusCode).toBe(401);
    }
    expectTrueWait(await adminLogin(TEST_ADMIN.password, { from }), ADDRESS_LOCK);
    expect((await adminLogin(TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it("answers an unknown username exactly like a real one, and counts the username whatever its case", async () => {
    for (const [n, username] of ["ghost", "Admin"].entries()) {
      for (let i = 0; i < 10; i++) {
        const from = `10.68.${n}.${i}`;
        expect(
          (await adminLogin("x", { username: i % 2 ? username.toUpperCase() : username, from })).statusCode,
        ).toBe(401);
      }
      expectTrueWait(await adminLogin(TEST_ADMIN.password, { username, from: `10.68.${n}.4` }), ACCOUNT_LOCK);
    }
    // The attack ends by itself after 15 minutes, for the guessing addresses too.
    t.clock.advance(15 * 60_000);
    expect((await adminLogin(TEST_ADMIN.password, { from: "10.68.1.4" })).statusCode).toBe(200);
  });

  it("forgets an account's failures after its 15-minute window", async () => {
    for (let i = 0; i < 9; i++) await adminLogin("x", { from: `10.69.0.${i}` });
    t.clock.advance(16 * 60_000);
    for (let i = 0; i < 9; i++) await adminLogin("x", { from: `10.69.1.${i}` });
    // Eighteen in all, but never ten in one window: a guessing address is not held.
    expect((await adminLogin(TEST_ADMIN.password, { from: "10.69.1.0" })).statusCode).toBe(200);
  });
});

describe("successful sign-ins are never limited", () => {
  it("twelve successful sign-ins in a row all succeed (with the rate limits on)", async () => {
    await withRateLimitedApp({ seed: false }, async (limited) => {
      await createTestAdmin(limited.db);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await postAdminLogin(limited.app, TEST_ADMIN, "203.0.113.99");
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual(Array(12).fill(200));
    });
  });
});

describe("customer sign-in", () => {
  it("has the same throttle and device cookie, per email", async () => {
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
    const login = (password: string, device?: string, who = email, from?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: who, password },
        remoteAddress: from ?? `10.9.${Math.floor(++address / 250) % 250}.${address % 250}`,
        cookies: device ? { customer_device: device } : {},
      });
    const signedIn = await login("biryani1");
    expect(signedIn.statusCode).toBe(200);
    const device = signedIn.cookies.find((c) => c.name === "customer_device");
    expect(device).toMatchObject({ path: "/api/auth/login", httpOnly: true });

    for (const [n, who] of [email, "nobody-at-all@example.com"].entries()) {
      for (let i = 0; i < 10; i++) {
        const res = await login(
          "wrong-password",
          undefined,
          i % 2 ? who.toUpperCase() : who,
          `10.8.${n}.${i}`,
        );
        expect(res.statusCode).toBe(401);
      }
      expectTrueWait(await login("biryani1", undefined, who, `10.8.${n}.7`), ACCOUNT_LOCK);
    }
    expect((await login("biryani1", device?.value, email, "10.8.0.7")).statusCode).toBe(200);
  });
});

describe("a stranger's failures lock no one else out (decision 0038)", () => {
  /** Ten addresses each get a password wrong for the account; the eleventh is a new phone. */
  async function tenAddressesFail(url: string, payload: (password: string) => object, net: string) {
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: "POST",
        url,
        payload: payload(`guess-${i}`),
        remoteAddress: `${net}.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
  }

  it("the owner signs in from a new phone on a new address with the right password", async () => {
    await tenAddressesFail("/api/admin/login", (password) => ({ username: "ADMIN", password }), "10.70.0");
    // The guessers are held (the right password too, from their addresses)...
    const guesser = await adminLogin(TEST_ADMIN.password, { from: "10.70.0.9" });
    expectTrueWait(guesser, ACCOUNT_LOCK);
    // ...and the owner, no device cookie, a phone network's address, is in.
    const phone = await adminLogin(TEST_ADMIN.password, { from: "203.0.113.50" });
    expect(phone.statusCode, phone.body).toBe(200);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: { cookie: adminSessionCookie(phone) },
    });
    expect(session.json()).toMatchObject({ authenticated: true, username: "admin" });
  });

  it("a new member of staff's first sign-in passes while their account is being guessed", async () => {
    await t.db
      .insert(users)
      .values({ username: "newcook", password: await hash("first-shift-pass"), role: "staff" })
      .onConflictDoNothing();
    await tenAddressesFail("/api/admin/login", (password) => ({ username: "newcook", password }), "10.71.0");
    const first = await adminLogin("first-shift-pass", { username: "newcook", from: "198.51.100.61" });
    expect(first.statusCode, first.body).toBe(200);
  });

  it("a customer who just registered signs in from a new device, and a guessing address stays held", async () => {
    const email = "just-joined@example.com";
    const register = await t.app.inject({
      method: "POST",
      url: "/api/customer/register",
      payload: {
        firstName: "Amir",
        lastName: "Khan",
        email,
        phone: "07700 900456",
        password: "korma-night",
        confirmPassword: "korma-night",
      },
      remoteAddress: "198.51.100.62",
    });
    expect(register.statusCode, register.body).toBe(201);
    await tenAddressesFail("/api/auth/login", (password) => ({ email, password }), "10.72.0");
    const login = (from: string, password = "korma-night") =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password },
        remoteAddress: from,
      });
    expectTrueWait(await login("10.72.0.0"), ACCOUNT_LOCK);
    const phone = await login("203.0.113.62");
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json()).toMatchObject({ customer: { firstName: "Amir" } });
    // A clean address that then guesses wrong is held like the others: one try each while under attack.
    expect((await login("203.0.113.63", "wrong")).statusCode).toBe(401);
    expectTrueWait(await login("203.0.113.63"), ACCOUNT_LOCK);
  });

  it("refuses a bad body before counting anything", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "admin" },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(signInFailures)).toHaveLength(0);
  });
});
