/**
 * Data rights (issue 27 item 3): a signed-in diner reviews a collected order from their account,
 * downloads everything held about them and deletes their account; the orders stay, anonymised, and
 * signing in fails afterwards. An owner does the same for an email, audited. Auth and bad input for
 * each route.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer } from "@server/testing/customer-account";
import { injectAs } from "@server/testing/inject-as";
import {
  auditLog,
  loyaltyPointsLedger,
  onlineOrders,
  reservations,
  reviews,
  sessions,
} from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";
import { allowManyOrders, orderBody } from "../../testing/order-requests";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await buildTestApp();
  await withoutFlashSaleOrMinimum(t.db);
  await allowManyOrders(t.db);
  owner = await signInTestAdmin(t.app, t.db);
}, 120_000);
afterAll(() => t.close());

let addresses = 0;
async function register(email: string): Promise<string> {
  addresses += 1;
  const customer = await registerCustomer(t.app, {
    firstName: "Priya",
    lastName: "Shah",
    email,
    phone: `07700 90${String(addresses).padStart(4, "0")}`,
    password: "tandoori9",
  });
  return customer.cookie;
}

async function placeSignedInOrder(cookie: string, email: string): Promise<number> {
  const body = await orderBody(t);
  addresses += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { cookie },
    remoteAddress: `10.31.0.${addresses}`,
    payload: { ...body, customerName: "Priya Shah", customerEmail: email, reviewRequestConsent: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function collect(orderId: number) {
  const res = await injectAs(t.app, owner, "PUT", `/api/admin/orders/${orderId}/status`, {
    status: "collected",
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("a signed-in diner's review from their account", () => {
  it("lists collected orders, reviews one once, and refuses another's or an uncollected one", async () => {
    const cookie = await register("reviewer@example.test");
    const orderId = await placeSignedInOrder(cookie, "reviewer@example.test");
    const early = await injectAs(t.app, cookie, "POST", `/api/customer/orders/${orderId}/review`, {
      rating: 5,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/once it has been collected/);
    await collect(orderId);

    const list = await t.app.inject({ method: "GET", url: "/api/customer/reviews", headers: { cookie } });
    expect(list.json()).toEqual([expect.objectContaining({ orderId, review: null })]);
    const sent = await injectAs(t.app, cookie, "POST", `/api/customer/orders/${orderId}/review`, {
      rating: 5,
      text: "  Lovely haleem.  ",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const again = await injectAs(t.app, cookie, "POST", `/api/customer/orders/${orderId}/review`, {
      rating: 2,
    });
    expect(again.statusCode).toBe(409);
    const after = await t.app.inject({ method: "GET", url: "/api/customer/reviews", headers: { cookie } });
    expect(after.json()[0].review).toEqual({ rating: 5, text: "Lovely haleem.", status: "pending" });

    const stranger = await insertTestOrder(t.db, { orderStatus: "collected" });
    const notMine = await injectAs(t.app, cookie, "POST", `/api/customer/orders/${stranger.id}/review`, {
      rating: 5,
    });
    expect(notMine.statusCode).toBe(404);
    for (const payload of [{ rating: 0 }, { rating: 5.5 }, { text: "no stars" }]) {
      const bad = await t.app.inject({
        method: "POST",
        url: `/api/customer/orders/${orderId}/review`,
        headers: { cookie },
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badId = await injectAs(t.app, cookie, "POST", "/api/customer/orders/abc/review", { rating: 5 });
    expect(badId.statusCode).toBe(400);
  });
});

describe("a diner's own data", () => {
  it("downloads everything as a JSON attachment, then deletes the account after confirming", async () => {
    const email = "leaving@example.test";
    const cookie = await register(email);
    const orderId = await placeSignedInOrder(cookie, email);
    await collect(orderId);
    await injectAs(t.app, cookie, "POST", `/api/customer/orders/${orderId}/review`, {
      rating: 4,
      text: "Good",
    });
    // A guest booking with the same email is theirs too.
    await t.db.insert(reservations).values({
      name: "Priya Shah",
      phone: "07700900999",
      email: "Leaving@Example.test",
      date: "2026-12-01",
      time: "19:00",
      guests: 2,
      notes: "Window seat",
    });
    const [{ customerId } = { customerId: null }] = await t.db
      .select({ customerId: onlineOrders.customerId })
      .from(onlineOrders)
      .where(eq(onlineOrders.id, orderId));
    await t.db
      .insert(loyaltyPointsLedger)
      .values({ customerId: customerId ?? 0, kind: "opening", points: 120, createdAt: t.clock.now() });

    const exported = await injectAs(t.app, cookie, "GET", "/api/customer/data-export");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(
      /^attachment; filename="data-hyderabad-house-2026-11-24\.json"$/,
    );
    expect(exported.headers["cache-control"]).toBe("no-store");
    const data = exported.json();
    expect(data.profile).toMatchObject({ firstName: "Priya", lastName: "Shah", email });
    expect(data.profile).not.toHaveProperty("password");
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
    expect(data.orders).toEqual([expect.objectContaining({ email, name: "Priya Shah" })]);
    expect(data.bookings).toEqual([expect.objectContaining({ notes: "Window seat" })]);
    expect(data.points.balance).toBe(120);
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 4, text: "Good" })]);
    expect(data.consents).toMatchObject({ marketingEmails: false, reviewRequests: [{ agreed: true }] });

    const wrong = await injectAs(t.app, cookie, "POST", "/api/customer/delete-account", {
      confirm: "someone-else@example.test",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/nothing was deleted/);
    const empty = await injectAs(t.app, cookie, "POST", "/api/customer/delete-account", { confirm: "" });
    expect(empty.statusCode).toBe(400);

    const deleted = await injectAs(t.app, cookie, "POST", "/api/customer/delete-account", {
      confirm: "tandoori9",
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      accountDeleted: true,
      ordersAnonymised: 1,
      bookingsAnonymised: 1,
      reviewsDeleted: 1,
    });

    // The order stays for the accounts, without who it was.
    const [order] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, orderId));
    expect(order).toMatchObject({
      customerId: null,
      customerName: "Deleted customer",
      customerPhone: "",
      customerEmail: null,
    });
    expect(order?.anonymisedAt).not.toBeNull();
    expect(order?.totalPence).toBeGreaterThan(0);
    const [booking] = await t.db.select().from(reservations).where(eq(reservations.date, "2026-12-01"));
    expect(booking).toMatchObject({ name: "Deleted customer", email: null, notes: null });
    expect(await t.db.select().from(reviews).where(eq(reviews.orderId, orderId))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(loyaltyPointsLedger)
        .where(eq(loyaltyPointsLedger.customerId, customerId ?? 0)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(sql`${sessions.customerId} = ${customerId ?? 0}`),
    ).toEqual([]);

    // The session has ended and the account is gone: signing in fails.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/customer/data-export", headers: { cookie } }))
        .statusCode,
    ).toBe(401);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "tandoori9" },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it.each([
    { method: "GET" as const, url: "/api/customer/data-export" },
    { method: "POST" as const, url: "/api/customer/delete-account", payload: { confirm: "x@example.test" } },
  ])("keeps $method $url for signed-in diners (401)", async (request) => {
    expect((await t.app.inject(request)).statusCode).toBe(401);
  });
});

describe("an owner answering a diner's request by email", () => {
  it("exports and deletes a guest's data, audited; refuses bad input and non-owners", async () => {
    const guest = await insertTestOrder(t.db, {
      customerEmail: "guest@example.test",
      customerName: "Ravi Kumar",
    });

    for (const payload of [{}, { email: "not-an-email" }]) {
      const bad = await injectAs(t.app, owner, "POST", "/api/admin/data-rights/export", payload);
      expect(bad.statusCode).toBe(400);
    }
    const nothing = await injectAs(t.app, owner, "POST", "/api/admin/data-rights/export", {
      email: "nobody@example.test",
    });
    expect(nothing.statusCode).toBe(404);

    const exported = await injectAs(t.app, owner, "POST", "/api/admin/data-rights/export", {
      email: "GUEST@example.test",
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(exported.json()).toMatchObject({ profile: null, orders: [{ name: "Ravi Kumar" }] });

    const mismatch = await injectAs(t.app, owner, "POST", "/api/admin/data-rights/delete", {
      email: "guest@example.test",
      confirmEmail: "guest2@example.test",
    });
    expect(mismatch.statusCode).toBe(400);
    const deleted = await injectAs(t.app, owner, "POST", "/api/admin/data-rights/delete", {
      email: "guest@example.test",
      confirmEmail: "guest@example.test",
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ accountDeleted: false, ordersAnonymised: 1 });
    const [order] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, guest.id));
    expect(order).toMatchObject({ customerName: "Deleted customer", customerEmail: null });
    const again = await injectAs(t.app, owner, "POST", "/api/admin/data-rights/delete", {
      email: "guest@example.test",
      confirmEmail: "guest@example.test",
    });
    expect(again.statusCode).toBe(404);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subject, "guest@example.test"));
    expect(audits.map((a) => a.summary)).toEqual([
      "admin exported the data held about guest@example.test",
      "admin deleted the data held about guest@example.test: no account, 1 order and 0 bookings anonymised",
    ]);

    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/admin/data-rights/export",
      payload: { email: "guest@example.test" },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
