/**
 * The review request end to end over real SMTP on 127.0.0.1 (issue 27): an order placed with the
 * box ticked is collected, one email carries a private link, the diner reviews through it, staff
 * publish it, and the home page's figures and structured data change. Also: the bad inputs and
 * the auth of every review route.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { auditLog, onlineOrders, outbox } from "../../db/schema";
import { drainOutbox } from "../../testing/build-test-app";
import { allowManyOrders, orderBody, postOrder } from "../../testing/order-requests";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";
import { setUpRealMailTestApp } from "../../testing/real-mail-test-app";
import { webDistWithIndex } from "../../testing/web-dist";

// Real SMTP and a served page: building the app is slow on a busy machine.
vi.setConfig({ hookTimeout: 120_000 });

const t = setUpRealMailTestApp({
  signedIn: true,
  webDistDir: webDistWithIndex(
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  ),
  env: {
    PUBLIC_URL: "https://hh.example",
    MAIL_FROM: "Hyderabad House <orders@hh.example>",
  },
});
beforeAll(async () => {
  await withoutFlashSaleOrMinimum(t.db);
  await allowManyOrders(t.db);
});

function readJsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? "{}");
}

async function setStatus(orderId: number, status: string) {
  const res = await injectAs(t.app, t.cookie, "PUT", `/api/admin/orders/${orderId}/status`, { status });
  expect(res.statusCode, res.body).toBe(200);
}

describe("a review from a real order", () => {
  it("starts with no figures, no reviews and no AggregateRating on a fresh install", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/reviews" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ figures: { source: "none" }, reviews: [] });
    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(readJsonLd(home.body)).not.toHaveProperty("aggregateRating");
  });

  it("collected -> one email -> link -> review -> published -> home figures and structured data", async () => {
    const body = await orderBody(t);
    const placed = await postOrder(t, {
      ...body,
      customerEmail: "diner@example.test",
      reviewRequestConsent: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId: number = placed.json().id;
    const [stored] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, orderId));
    expect(stored?.reviewRequestConsent).toBe(true);

    await setStatus(orderId, "ready");
    await setStatus(orderId, "collected");
    // A slip and a second "collected" sends nothing more: one email per order.
    await setStatus(orderId, "ready");
    await setStatus(orderId, "collected");
    await drainOutbox(t);
    const requests = t.smtp.received.filter((m) => /How was your order/.test(m.subject ?? ""));
    expect(requests).toHaveLength(1);
    const mail = t.smtp.mailTo("diner@example.test", /How was your order/);
    expect(mail.from?.text).toContain("orders@hh.example");
    const link = /https:\/\/hh\.example\/review\/([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
    expect(link).not.toBeNull();
    const token = link?.[1] ?? "";
    expect(token.length).toBeGreaterThanOrEqual(32);
    // Only the token's hash is stored.
    const [after] = await t.db.select().from(onlineOrders).where(eq(onlineOrders.id, orderId));
    expect(after?.reviewTokenHash).not.toContain(token);

    const invitation = await t.app.inject({ method: "GET", url: `/api/reviews/link/${token}` });
    expect(invitation.statusCode).toBe(200);
    expect(invitation.json()).toMatchObject({ firstName: "Aisha", review: null });
    expect(invitation.json().dishes.length).toBeGreaterThan(0);

    const sent = await t.app.inject({
      method: "POST",
      url: `/api/reviews/link/${token}`,
      payload: { rating: 4, text: "Biryani was fragrant and ready on time." },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/reviews/link/${token}`,
      payload: { rating: 1 },
    });
    expect(again.statusCode).toBe(409);

    // Waiting for staff: not public yet, but in the owner's own figures.
    expect((await t.app.inject({ method: "GET", url: "/api/reviews" })).json().figures).toEqual({
      source: "none",
    });
    const staffList = await injectAs(t.app, t.cookie, "GET", "/api/admin/reviews");
    expect(staffList.statusCode).toBe(200);
    const [review] = staffList.json().reviews;
    expect(review).toMatchObject({ rating: 4, status: "pending", authorName: "Aisha K.", month: "2026-11" });
    expect(staffList.json().figures).toMatchObject({ average: 4, count: 1, pending: 1 });

    const publish = await injectAs(t.app, t.cookie, "PUT", `/api/admin/reviews/${review.id}`, {
      status: "published",
      reply: "Thank you, Aisha!",
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, "review"));
    expect(audits.map((a) => a.summary)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("published the review of order"),
        expect.stringContaining("replied to the review of order"),
      ]),
    );

    const home = await t.app.inject({ method: "GET", url: "/api/reviews" });
    expect(home.json()).toMatchObject({
      figures: { source: "site", average: 4, count: 1, shareFourOrFive: 100 },
      reviews: [
        {
          authorName: "Aisha K.",
          rating: 4,
          text: "Biryani was fragrant and ready on time.",
          month: "2026-11",
          reply: "Thank you, Aisha!",
        },
      ],
    });
    // The home page is drawn again once, after the moderation's answer (decision 0046).
    await t.app.publicCache.settled();
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(readJsonLd(page.body)).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4, reviewCount: 1, bestRating: 5 },
    });

    // Hidden: gone from the home page and the structured data, still in the owner's figures.
    const hide = await injectAs(t.app, t.cookie, "PUT", `/api/admin/reviews/${review.id}`, {
      status: "hidden",
    });
    expect(hide.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/reviews" })).json()).toEqual({
      figures: { source: "none" },
      reviews: [],
    });
    expect(readJsonLd((await t.app.inject({ method: "GET", url: "/" })).body)).not.toHaveProperty(
      "aggregateRating",
    );
    const owners = await injectAs(t.app, t.cookie, "GET", "/api/admin/reviews");
    expect(owners.json().figures).toMatchObject({ average: 4, count: 1, hidden: 1 });
  });

  it("sends nothing to a diner who left the box unticked (the default)", async () => {
    const body = await orderBody(t);
    const placed = await postOrder(t, { ...body, customerEmail: "quiet@example.test" });
    const orderId: number = placed.json().id;
    await setStatus(orderId, "collected");
    await drainOutbox(t);
    expect(
      t.smtp.received.filter(
        (m) =>
          m.to &&
          !Array.isArray(m.to) &&
          m.to.text === "quiet@example.test" &&
          /How was/.test(m.subject ?? ""),
      ),
    ).toHaveLength(0);
    const queued = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `review-request:${orderId}`));
    expect(queued).toHaveLength(0);
  });
});

describe("review routes refuse bad input and strangers", () => {
  it("answers 400 for a malformed token or rating, 404 for an unknown token", async () => {
    const malformed = await t.app.inject({ method: "GET", url: "/api/reviews/link/x" });
    expect(malformed.statusCode).toBe(400);
    // The message as the page shows it, without the field's name (issue 33: "token: This review...").
    expect(malformed.json().message).toBe("This review link is not valid");
    const unknown = await t.app.inject({ method: "GET", url: `/api/reviews/link/${"a".repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    for (const payload of [
      { rating: 0 },
      { rating: 6 },
      { rating: "five" },
      {},
      { rating: 3, text: "x".repeat(2001) },
    ]) {
      const res = await t.app.inject({ method: "POST", url: `/api/reviews/link/${"a".repeat(32)}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("keeps the staff routes for staff: 401 without a session, 400 for bad input, 404 for none", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/reviews" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/admin/reviews/1", payload: { status: "published" } }))
        .statusCode,
    ).toBe(401);
    const bad = await injectAs(t.app, t.cookie, "PUT", "/api/admin/reviews/1", { status: "deleted" });
    expect(bad.statusCode).toBe(400);
    const empty = await injectAs(t.app, t.cookie, "PUT", "/api/admin/reviews/1", {});
    expect(empty.statusCode).toBe(400);
    const none = await injectAs(t.app, t.cookie, "PUT", "/api/admin/reviews/999999", { status: "hidden" });
    expect(none.statusCode).toBe(404);
  });

  it("keeps the customer routes for signed-in diners (401)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/customer/reviews" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/customer/orders/1/review", payload: { rating: 5 } }))
        .statusCode,
    ).toBe(401);
  });
});
