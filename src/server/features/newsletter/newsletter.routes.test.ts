/**
 * The newsletter over real SMTP on 127.0.0.1 (issue 27): double opt-in, the owner's newsletter with
 * its one-click unsubscribe (RFC 8058), a customer's own choice, and bad input and sign-in.
 */
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { describe, expect, it, vi } from "vitest";
import { registerCustomer } from "@server/testing/customer-account";
import { injectAs, injectPublic } from "@server/testing/inject-as";
import { expectLimitedAfter } from "@server/testing/repeated-requests";
import { newsletterSubscriptions, outbox } from "../../db/schema";
import { drainOutbox } from "../../testing/build-test-app";
import { withRateLimitedApp } from "../../testing/rate-limited-app";
import { setUpRealMailTestApp } from "../../testing/real-mail-test-app";

// Real SMTP and a second app for the rate limit: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 180_000 });

const t = setUpRealMailTestApp({
  signedIn: true,
  env: {
    PUBLIC_URL: "https://hh.example",
    RESTAURANT_EMAIL: "hello@hh.example",
    MAIL_FROM: "Hyderabad House <news@hh.example>",
    NEWSLETTER_SENDS_PER_SECOND: "4",
  },
});
function linkIn(mail: ParsedMail, path: string): string {
  const link = new RegExp(`https://hh\\.example${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.text ?? "")?.[0];
  if (!link) throw new Error(`no ${path} link in: ${mail.text}`);
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

async function subscribe(email: string, firstName?: string) {
  const res = await injectPublic(t.app, "POST", "/api/newsletter/subscribe", {
    email,
    ...(firstName ? { firstName } : {}),
  });
  expect(res.statusCode, res.body).toBe(202);
  return res;
}

async function confirm(email: string) {
  const mail = await t.mailTo(email, /confirm your subscription/);
  const res = await injectPublic(t.app, "POST", "/api/newsletter/confirm", {
    token: tokenOf(linkIn(mail, "/newsletter/confirm")),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function overview() {
  const res = await injectAs(t.app, t.cookie, "GET", "/api/admin/newsletters");
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Sends a newsletter and waits (draining as the drainer would) until every delivery is settled. */
async function sendNewsletter(payload: object) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/newsletters",
    headers: { cookie: t.cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json();
  for (let i = 0; i < 100; i += 1) {
    await drainOutbox(t);
    const progress = await injectAs(t.app, t.cookie, "GET", `/api/admin/newsletters/${id}`);
    if (progress.json().status === "sent") return progress.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the newsletter did not finish");
}

describe("double opt-in over SMTP", () => {
  it("sends a confirmation link; only a confirmed address receives the newsletter", async () => {
    await subscribe("  Asha@Example.test ", "Asha");
    await subscribe("bo@example.test");
    const mail = await t.mailTo("asha@example.test", /confirm your subscription/);
    expect(mail.from?.text).toContain("news@hh.example");
    // Whatever name came with the sign-up, the mail to an unproven address does not carry it.
    expect(mail.text).toContain("Hello,");
    expect(mail.text).not.toContain("Asha");
    expect(await overview()).toMatchObject({ subscribers: { confirmed: 0, pending: 2, unsubscribed: 0 } });

    // The same answer for an address already pending, and no second email within minutes.
    await subscribe("asha@example.test");
    await drainOutbox(t);
    expect(
      t.smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === "asha@example.test"),
    ).toHaveLength(1);

    const token = tokenOf(linkIn(mail, "/newsletter/confirm"));
    const confirmed = await injectPublic(t.app, "POST", "/api/newsletter/confirm", { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toMatch(/subscribed/);
    // The link works once.
    const again = await t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This link is invalid or has expired.");
    expect(await overview()).toMatchObject({ subscribers: { confirmed: 1, pending: 1 } });

    const sent = await sendNewsletter({ subject: "Winter menu", text: "Our winter dishes are here." });
    expect(sent).toMatchObject({ recipientCount: 1, sentCount: 1, status: "sent" });
    const newsletter = await t.mailTo("asha@example.test", /^Winter menu$/);
    expect(newsletter.text).toContain("Our winter dishes are here.");
    expect(() => t.smtp.mailTo("bo@example.test", /^Winter menu$/)).toThrow();
  });

  it("does not confirm with a link older than 7 days", async () => {
    await subscribe("late@example.test");
    const mail = await t.mailTo("late@example.test", /confirm your subscription/);
    t.clock.advance(8 * 24 * 60 * 60_000);
    const res = await injectPublic(t.app, "POST", "/api/newsletter/confirm", {
      token: tokenOf(linkIn(mail, "/newsletter/confirm")),
    });
    t.clock.advance(-8 * 24 * 60 * 60_000);
    expect(res.statusCode).toBe(400);
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("carries List-Unsubscribe headers and a visible link; a POST without a session unsubscribes at once", async () => {
    await subscribe("chen@example.test", "Chen");
    await confirm("chen@example.test");
    await subscribe("stays@example.test");
    await confirm("stays@example.test");
    await sendNewsletter({ subject: "Diwali night", text: "Join us for Diwali." });
    const mail = await t.mailTo("chen@example.test", /^Diwali night$/);
    const header = mail.headerLines.find((h) => h.key === "list-unsubscribe")?.line ?? "";
    const oneClick = /<(https:\/\/hh\.example\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)>/.exec(
      header,
    )?.[1];
    expect(oneClick, JSON.stringify(mail.headerLines)).toBeTruthy();
    expect(header).toContain("<mailto:hello@hh.example?subject=unsubscribe>");
    expect(mail.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    expect(mail.text).toContain("Dear Chen,");
    const visible = linkIn(mail, "/newsletter/unsubscribe");
    expect(tokenOf(visible)).toBe(tokenOf(oneClick ?? ""));

    // Opened in a browser, the same link leads to the unsubscribe page (it answered 404), and a
    // GET alone unsubscribes no one.
    const opened = await t.app.inject({
      method: "GET",
      url: (oneClick ?? "").replace("https://hh.example", ""),
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(visible);
    const [still] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "chen@example.test"));
    expect(still?.isActive).toBe(true);
    const badToken = await t.app.inject({ method: "GET", url: "/api/newsletter/unsubscribe?token=x" });
    expect(badToken.statusCode).toBe(400);

    const res = await t.app.inject({
      method: "POST",
      url: (oneClick ?? "").replace("https://hh.example", ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "chen@example.test"));
    expect(row?.unsubscribedAt).toEqual(t.clock.now());
    expect(row?.isActive).toBe(false);

    // Following the visible link later changes nothing and still answers kindly.
    const again = await injectPublic(t.app, "POST", `/api/newsletter/unsubscribe?token=${tokenOf(visible)}`);
    expect(again.statusCode).toBe(200);

    const next = await sendNewsletter({ subject: "After", text: "Only for those still subscribed." });
    expect(next.recipientCount).toBeGreaterThan(0);
    t.smtp.mailTo("stays@example.test", /^After$/);
    await drainOutbox(t);
    expect(() => t.smtp.mailTo("chen@example.test", /^After$/)).toThrow();
  });

  it("skips a subscriber who unsubscribes after sending began", async () => {
    await subscribe("dev@example.test");
    await confirm("dev@example.test");
    const res = await injectAs(t.app, t.cookie, "POST", "/api/admin/newsletters", {
      subject: "Skipped one",
      text: "Hello",
    });
    const [row] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "dev@example.test"));
    const off = await injectPublic(
      t.app,
      "POST",
      `/api/newsletter/unsubscribe?token=${row?.unsubscribeToken}`,
    );
    expect(off.statusCode, off.body).toBe(200);
    for (let i = 0; i < 50; i += 1) {
      await drainOutbox(t);
      const progress = (await overview()).newsletters.find((n: { id: number }) => n.id === res.json().id);
      if (progress.status === "sent") {
        expect(progress.skippedCount).toBe(1);
        expect(progress.sentCount).toBe(progress.recipientCount - 1);
        expect(() => t.smtp.mailTo("dev@example.test", /^Skipped one$/)).toThrow();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("did not finish");
  });

  it("spreads a newsletter's mail at NEWSLETTER_SENDS_PER_SECOND", async () => {
    for (const email of ["p1@example.test", "p2@example.test", "p3@example.test"]) {
      await subscribe(email);
      await confirm(email);
    }
    const res = await injectAs(t.app, t.cookie, "POST", "/api/admin/newsletters", {
      subject: "Paced",
      text: "Hello",
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, "newsletter"));
    const due = rows
      .filter((r) => r.status === "pending")
      .map((r) => r.nextAttemptAt.getTime())
      .sort((a, b) => a - b);
    expect(due.length).toBe(res.json().recipientCount);
    // 4 a second: each 250 ms after the one before.
    for (let i = 1; i < due.length; i += 1) expect((due[i] ?? 0) - (due[i - 1] ?? 0)).toBe(250);
    await drainOutbox(t);
  });
});

describe("the owner's newsletter", () => {
  it("renders a running promotion from its real terms, previews, and sends a test to the owner", async () => {
    const offers = (await t.app.inject({ method: "GET", url: "/api/offers/active" })).json();
    const promotion = offers.promotions[0];
    expect(promotion).toBeTruthy();
    const draft = { subject: "This week", text: "Come and see us.", promotionId: promotion.id };
    const preview = await injectAs(t.app, t.cookie, "POST", "/api/admin/newsletters/preview", draft);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().text).toContain(promotion.headline);
    for (const term of promotion.terms) expect(preview.json().text).toContain(term);
    expect(preview.json().text).toContain("Unsubscribe with one click:");

    const test = await injectAs(t.app, t.cookie, "POST", "/api/admin/newsletters/test", {
      ...draft,
      to: "owner@hh.example",
    });
    expect(test.statusCode, test.body).toBe(202);
    const mail = await t.mailTo("owner@hh.example", /^\[Test\] This week$/);
    expect(mail.text).toContain(promotion.headline);

    const gone = await injectAs(t.app, t.cookie, "POST", "/api/admin/newsletters/preview", {
      ...draft,
      promotionId: 999_999,
    });
    expect(gone.statusCode).toBe(400);
  });

  it("refuses bad input with 400 and strangers with 401", async () => {
    for (const payload of [
      {},
      { subject: "", text: "x" },
      { subject: "a\nb", text: "x" },
      { subject: "s", text: "" },
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/newsletters",
        headers: { cookie: t.cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badTest = await injectAs(t.app, t.cookie, "POST", "/api/admin/newsletters/test", {
      subject: "s",
      text: "t",
      to: "not-an-email",
    });
    expect(badTest.statusCode).toBe(400);
    const stranger = await t.app.inject({ method: "GET", url: "/api/admin/newsletters" });
    expect(stranger.statusCode).toBe(401);
    const missing = await injectAs(t.app, t.cookie, "GET", "/api/admin/newsletters/9999");
    expect(missing.statusCode).toBe(404);
  });
});

describe("public routes' bad input", () => {
  it("answers 400 with the field's message", async () => {
    const bad = await injectPublic(t.app, "POST", "/api/newsletter/subscribe", { email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Please enter a valid email address");
  });

  it.each([
    { url: "/api/newsletter/unsubscribe" },
    { url: "/api/newsletter/unsubscribe?token=x" },
    { url: `/api/newsletter/unsubscribe?token=${"a".repeat(43)}` },
    { url: "/api/newsletter/confirm", payload: { token: 5 } },
  ])("answers POST $url without a usable token with a 400", async (request) => {
    const res = await t.app.inject({ method: "POST", ...request });
    expect(res.statusCode, request.url).toBe(400);
  });
});

describe("customers", () => {
  it("registration's marketing box asks for confirmation; the account shows and changes the choice", async () => {
    const { cookie } = await registerCustomer(t.app, {
      firstName: "Farah",
      email: "farah@example.test",
      marketingConsent: true,
    });
    const state = () => t.app.inject({ method: "GET", url: "/api/customer/newsletter", headers: { cookie } });
    expect((await state()).json()).toEqual({ subscribed: false, pending: true });
    await confirm("farah@example.test");
    expect((await state()).json()).toEqual({ subscribed: true, pending: false });

    const off = await injectAs(t.app, cookie, "PUT", "/api/customer/newsletter", { subscribed: false });
    expect(off.json()).toEqual({ subscribed: false, pending: false });
    const on = await injectAs(t.app, cookie, "PUT", "/api/customer/newsletter", { subscribed: true });
    expect(on.json()).toEqual({ subscribed: false, pending: true });

    const bad = await injectAs(t.app, cookie, "PUT", "/api/customer/newsletter", { subscribed: "yes" });
    expect(bad.statusCode).toBe(400);
    const stranger = await t.app.inject({ method: "GET", url: "/api/customer/newsletter" });
    expect(stranger.statusCode).toBe(401);
  });
});

describe("the public sign-up's rate limit", () => {
  it("refuses a sixth sign-up from one address within 15 minutes", { timeout: 90_000 }, async () => {
    await withRateLimitedApp({ seed: false }, async (limited) => {
      await expectLimitedAfter(
        (i) =>
          injectPublic(limited.app, "POST", "/api/newsletter/subscribe", { email: `r${i}@example.test` }),
        5,
        202,
      );
    });
  });
});
