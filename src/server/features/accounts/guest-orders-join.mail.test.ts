/**
 * Joining keeps the promise (issue 33 item 1, decision 0039), over real SMTP on 127.0.0.1: a guest
 * orders, registers with the same email, opens the link mailed to it, and finds the orders and
 * their points on the account; WELCOME15 then applies to the first order as a member. A code a
 * better promotion beat is kept for later. The link is single-use and expires.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  INVALID_VERIFICATION_LINK,
  USED_VERIFICATION_LINK,
} from "@shared/accounts/email-verification.schema";
import { ORDER_TOKEN_HEADER } from "@shared/orders/place-order.schema";
import { offers } from "../../db/schema";
import { registerCustomer } from "../../testing/customer-account";
import { allowManyOrders, orderBody, postOrder } from "../../testing/order-requests";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";
import { setUpRealMailTestApp } from "../../testing/real-mail-test-app";

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const t = setUpRealMailTestApp({
  env: {
    PUBLIC_URL: "https://hh.example",
    MAIL_FROM: "Hyderabad House <orders@hh.example>",
    DEMO_MODE: "true",
  },
});
beforeAll(async () => {
  await withoutFlashSaleOrMinimum(t.db);
  await allowManyOrders(t.db);
  // WELCOME15 is seeded; make sure it is on whatever the seed's default.
  await t.db.update(offers).set({ isActive: true }).where(eq(offers.offerCode, "WELCOME15"));
});

async function guestOrder(email: string, collectionTime = "13:00") {
  const body = await orderBody(t);
  const res = await postOrder(t, { ...body, customerEmail: email, collectionTime });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; orderNumber: string; accessToken: string; totalPence: number };
}

async function payAsGuest(order: { id: number; accessToken: string }) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/payments/test/${order.id}/pay`,
    headers: { [ORDER_TOKEN_HEADER]: order.accessToken },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function get(url: string, cookie: string) {
  return t.app.inject({ method: "GET", url, headers: { cookie } });
}

/** The token of the confirmation link in the last mail to `email`, read as a mail client would. */
async function verificationToken(email: string): Promise<string> {
  const mail = await t.mailTo(email, /Confirm your email to add your orders/);
  const link = /https:\/\/hh\.example\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
  expect(link, mail.text).not.toBeNull();
  return decodeURIComponent(link?.[1] ?? "");
}

function verify(token: unknown) {
  return t.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
}

describe("a guest who joins", () => {
  it("orders, registers, proves the email: the orders and points join, and WELCOME15 applies next", async () => {
    const email = "noor.guest@example.test";
    const paid = await guestOrder(email);
    await payAsGuest(paid);
    const unpaid = await guestOrder(email);
    // The diner joins a little later that day.
    t.clock.advance(60_000);

    const { cookie } = await registerCustomer(t.app, { email, firstName: "Noor" });
    // Before the mailbox says so, nothing of the guest's is on the account.
    const before = await get("/api/auth/me", cookie);
    expect(before.json().customer).toMatchObject({ totalOrders: 0, loyaltyPoints: 0 });
    expect((await get("/api/customer/orders", cookie)).json()).toEqual([]);
    expect((await get("/api/customer/guest-orders", cookie)).json()).toEqual({
      waiting: 2,
      emailVerified: false,
    });
    // The welcome offer is for the first order as a member: the guest orders do not spend it.
    const rewards = (await get("/api/customer/rewards", cookie)).json();
    expect(rewards).toContainEqual(expect.objectContaining({ couponCode: "WELCOME15", state: "ready" }));

    const token = await verificationToken(email);
    const res = await verify(token);
    expect(res.statusCode, res.body).toBe(200);
    const points = Math.floor(paid.totalPence / 100);
    expect(res.json()).toEqual({
      message: `Your email is confirmed: 2 orders and ${points} loyalty point${points === 1 ? "" : "s"} have been added to your account.`,
      linkedOrders: 2,
      pointsAdded: points,
    });
    const me = (await get("/api/auth/me", cookie)).json().customer;
    expect(me).toMatchObject({ totalOrders: 1, loyaltyPoints: points });
    const orders = (await get("/api/customer/orders", cookie)).json() as { orderNumber: string }[];
    expect(orders.map((o) => o.orderNumber).sort()).toEqual([paid.orderNumber, unpaid.orderNumber].sort());
    expect((await get("/api/customer/guest-orders", cookie)).json()).toEqual({
      waiting: 0,
      emailVerified: true,
    });

    // The link works once.
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: USED_VERIFICATION_LINK });

    // WELCOME15 on the first order as a member.
    const body = await orderBody(t);
    const welcome = await postOrder(t, { ...body, customerEmail: email, couponCode: "WELCOME15" }, cookie);
    expect(welcome.statusCode, welcome.body).toBe(201);
    expect(welcome.json()).toMatchObject({ couponCode: "WELCOME15" });
    expect(welcome.json().promotions).toContainEqual(expect.objectContaining({ code: "WELCOME15" }));
    const after = (await get("/api/customer/rewards", cookie)).json();
    expect(after).toContainEqual(expect.objectContaining({ couponCode: "WELCOME15", state: "used" }));

    // A verified account takes later guest orders at sign-in, with no new link.
    const later = await guestOrder(email);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.33.0.1",
      payload: { email, password: "biryani1" },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const now = (await get("/api/customer/orders", cookie)).json() as { orderNumber: string }[];
    expect(now.map((o) => o.orderNumber)).toContain(later.orderNumber);
  });

  it("a link that expired, a wrong one, or none: a clear 400, and nothing joins", async () => {
    const email = "late.opener@example.test";
    await guestOrder(email);
    const { cookie } = await registerCustomer(t.app, { email, firstName: "Lena" });
    const token = await verificationToken(email);

    const wrong = await verify("not-a-real-token");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: INVALID_VERIFICATION_LINK });
    const empty = await verify("");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(INVALID_VERIFICATION_LINK);
    const missing = await t.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: {} });
    expect(missing.statusCode).toBe(400);

    t.clock.advance(25 * 60 * 60 * 1000);
    try {
      const expired = await verify(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: INVALID_VERIFICATION_LINK });
      expect((await get("/api/customer/guest-orders", cookie)).json()).toEqual({
        waiting: 1,
        emailVerified: false,
      });
      // A new link can be asked for from the account.
      const resend = await t.app.inject({
        method: "POST",
        url: "/api/customer/verify-email/send",
        headers: { cookie },
      });
      expect(resend.statusCode, resend.body).toBe(200);
      expect(resend.json().message).toMatch(/^We have emailed a link to late\.opener@example\.test/);
      // Asked again at once: no second mail, and the answer says so.
      const twice = await t.app.inject({
        method: "POST",
        url: "/api/customer/verify-email/send",
        headers: { cookie },
      });
      expect(twice.json().message).toMatch(/a few minutes ago/);
    } finally {
      t.clock.advance(-25 * 60 * 60 * 1000);
    }
  });

  it("the account routes need a session; with no guest orders there is nothing to send", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/customer/guest-orders" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/customer/verify-email/send" })).statusCode).toBe(
      401,
    );
    const { cookie } = await registerCustomer(t.app, { email: "no.guest.orders@example.test" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/customer/verify-email/send",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "There are no orders placed with your email to add to your account.",
    });
  });
});

describe("a code a better promotion beat is kept for later", () => {
  it("WELCOME15 during the 30% sale: not spent, still available, and it applies to the next order", async () => {
    const { cookie } = await registerCustomer(t.app, { email: "sale.day@example.test" });
    await t.db.update(offers).set({ isActive: true }).where(eq(offers.isFlashSale, true));
    try {
      const body = await orderBody(t);
      const quote = await t.app.inject({
        method: "POST",
        url: "/api/orders/quote",
        headers: { cookie },
        payload: { items: body.items, couponCode: "WELCOME15" },
      });
      expect(quote.json()).toMatchObject({ couponCode: null, couponBeatenByOffer: true });
      const sale = await postOrder(
        t,
        { ...body, customerEmail: "sale.day@example.test", couponCode: "WELCOME15" },
        cookie,
      );
      expect(sale.statusCode, sale.body).toBe(201);
      expect(sale.json().couponCode).toBeNull();
    } finally {
      await withoutFlashSaleOrMinimum(t.db);
    }
    const rewards = (await get("/api/customer/rewards", cookie)).json();
    expect(rewards).toContainEqual(expect.objectContaining({ couponCode: "WELCOME15", state: "ready" }));
    const body = await orderBody(t);
    const next = await postOrder(
      t,
      { ...body, customerEmail: "sale.day@example.test", couponCode: "WELCOME15" },
      cookie,
    );
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().couponCode).toBe("WELCOME15");
  });

  it("a member's first order without the code still spends the first-order offer", async () => {
    const { cookie } = await registerCustomer(t.app, { email: "no.code@example.test" });
    const body = await orderBody(t);
    const first = await postOrder(t, { ...body, customerEmail: "no.code@example.test" }, cookie);
    expect(first.statusCode, first.body).toBe(201);
    const rewards = (await get("/api/customer/rewards", cookie)).json();
    expect(rewards).toContainEqual(
      expect.objectContaining({
        couponCode: "WELCOME15",
        state: "unavailable",
        stateReason: "This code is for your first order only.",
      }),
    );
  });
});
