/**
 * One flash sale at a time (issue 32, item 9): starting a 20% sale while the seeded 30% one runs
 * ends the 30% one in the same transaction, audited, and every public page and the cart then name
 * and apply 20%. Two starts at once leave exactly one running (PostgreSQL runs them concurrently).
 */
import { and, desc, eq, gt, lte } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { auditLog, menuItems, offers } from "../../db/schema";
import { flashSaleSeed } from "../../db/seed/offers.seed";
import { signInNewStaff, signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp, testEngine } from "../../testing/build-test-app";
import { loadSourcePageRenderer } from "../../testing/source-page-renderer";
import { webDistWithIndex } from "../../testing/web-dist";

const SHELL =
  '<!doctype html><html lang="en-GB"><head><title>T</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
// Friday 27 November 2026, 19:00 London: open and taking orders; the seeded sale runs to midnight.
const NOW = "2026-11-27T19:00:00Z";
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await buildTestApp({
    now: NOW,
    webDistDir: webDistWithIndex(SHELL),
    pageRenderer: await loadSourcePageRenderer(),
  });
  owner = await signInTestAdmin(t.app, t.db);
});
afterAll(() => t.close());

/** Each test starts from the install's state: only the seeded 30% flash sale, running to midnight. */
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(offers).where(and(eq(offers.isFlashSale, true)));
  await t.db.insert(offers).values(flashSaleSeed(new Date(NOW)));
});

async function runningFlashSales() {
  const now = t.clock.now();
  return t.db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.isFlashSale, true),
        eq(offers.isActive, true),
        lte(offers.validFrom, now),
        gt(offers.validTo, now),
      ),
    );
}

const startSale = (body: object, cookie = owner) =>
  injectAs(t.app, cookie, "POST", "/api/offers/flash-sale", body);

async function quoteStarters() {
  const [dish] = await t.db.select().from(menuItems).where(eq(menuItems.category, "starters")).limit(1);
  if (!dish) throw new Error("no starter");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders/quote",
    payload: { items: [{ id: dish.id, quantity: 4, options: [] }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  const quote = res.json() as {
    subtotalPence: number;
    lines: { kind: string; title: string; amountPence: number }[];
  };
  // The percentage off the cart gets (free dishes may add to it, decision 0012).
  return { ...quote, discounts: quote.lines.filter((l) => l.kind === "percent_off") };
}

describe("POST /api/offers/flash-sale over a running one", () => {
  it("ends the 30% sale now, runs only the 20% one, and says which it replaced", async () => {
    const [seeded] = await runningFlashSales();
    expect(seeded?.discountValue).toBe(30);

    const res = await startSale({ percent: 20 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: "COLLECTION 20% OFF",
      discountValue: 20,
      replaced: [
        { id: seeded?.id, title: "COLLECTION 30% OFF", percent: 30, validTo: "2026-11-28T00:00:00.000Z" },
      ],
    });
    const running = await runningFlashSales();
    expect(running.map((r) => r.discountValue)).toEqual([20]);
    // The old sale is ended at this instant, not deleted: it ran, and the list still shows it.
    const [old] = await t.db
      .select()
      .from(offers)
      .where(eq(offers.id, seeded?.id ?? 0));
    expect(old?.validTo.toISOString()).toBe(new Date(NOW).toISOString());
  });

  it("is audited as two sentences: the sale ended and the sale started", async () => {
    const res = await startSale({ percent: 20, endsAt: "2026-11-27T22:30:00Z" });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(rows.map((r) => r.summary)).toEqual([
      "admin started the flash sale COLLECTION 20% OFF: 20% off until 22:30",
      "admin ended the flash sale COLLECTION 30% OFF, which was to run until 00:00 on Saturday 28 November: COLLECTION 20% OFF replaces it",
    ]);
    expect(rows.map((r) => r.kind)).toEqual(["offer.flash-sale", "offer.flash-sale-ended"]);
  });

  it("leaves /api/offers/active, /offers, / and the cart all on 20% (the cached copies dropped)", async () => {
    // Warm every public copy with the 30% sale first.
    const before = (await t.app.inject({ method: "GET", url: "/api/offers/active" })).json();
    expect(before.flashSale.headline).toBe("COLLECTION 30% OFF");
    expect((await t.app.inject({ method: "GET", url: "/offers" })).body).toContain("COLLECTION 30% OFF");
    expect((await quoteStarters()).discounts[0]).toMatchObject({ title: "COLLECTION 30% OFF" });

    expect((await startSale({ percent: 20 })).statusCode).toBe(201);

    const active = (await t.app.inject({ method: "GET", url: "/api/offers/active" })).json();
    expect(active.flashSale).toMatchObject({ headline: "COLLECTION 20% OFF", reward: "20% off" });
    expect(active.promotions.filter((p: { isFlashSale: boolean }) => p.isFlashSale)).toHaveLength(1);
    expect(active.advertisedIds[0]).toBe(active.flashSale.id);
    // The pages are drawn again once, after the write's answer (decision 0046).
    await t.app.publicCache.settled();
    for (const page of ["/offers", "/"]) {
      const html = (await t.app.inject({ method: "GET", url: page })).body;
      expect(html, page).toContain("COLLECTION 20% OFF");
      expect(html, page).not.toContain("30% OFF");
    }
    const quote = await quoteStarters();
    expect(quote.discounts).toHaveLength(1);
    expect(quote.discounts[0]).toMatchObject({ title: "COLLECTION 20% OFF" });
    expect(quote.discounts[0]?.amountPence).toBe(Math.round(quote.subtotalPence * 0.2));
  });

  it("without a running sale replaces nothing; a sale already ended stays as it was", async () => {
    await t.db
      .update(offers)
      .set({ validTo: new Date("2026-11-27T18:00:00Z") })
      .where(eq(offers.isFlashSale, true));
    const res = await startSale({ percent: 25 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().replaced).toEqual([]);
    expect((await runningFlashSales()).map((r) => r.discountValue)).toEqual([25]);
  });

  it("a sale that overlaps another through the offer form: the pages name the one the cart applies", async () => {
    // Made as an offer (not started) while the 30% one runs: both run, and 30% is what a cart gets.
    const made = await injectAs(t.app, owner, "POST", "/api/offers", {
      title: "COLLECTION 10% OFF",
      description: "10% off every collection order.",
      discountType: "percentage",
      discountValue: 10,
      isFlashSale: true,
      validFrom: "2026-11-27T18:00:00Z",
      validTo: "2026-11-29T00:00:00Z",
    });
    expect(made.statusCode, made.body).toBe(201);
    const active = (await t.app.inject({ method: "GET", url: "/api/offers/active" })).json();
    expect(active.flashSale.headline).toBe("COLLECTION 30% OFF");
    expect((await quoteStarters()).discounts[0]).toMatchObject({ title: "COLLECTION 30% OFF" });
  });

  it("refuses staff (owners run offers), bad input and an end in the past, changing nothing", async () => {
    const staff = await signInNewStaff(t.app, owner, {
      username: "sale-staff",
      password: "staff-password-1",
    });
    expect((await startSale({ percent: 20 }, staff)).statusCode).toBe(403);
    expect((await startSale({ percent: 0 })).statusCode).toBe(400);
    expect((await startSale({ percent: 101 })).statusCode).toBe(400);
    expect((await startSale({ percent: "twenty" })).statusCode).toBe(400);
    expect((await startSale({ percent: 20, endsAt: "tomorrow" })).statusCode).toBe(400);
    const past = await startSale({ percent: 20, endsAt: "2026-11-27T18:59:00Z" });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("The flash sale must end in the future");
    expect((await runningFlashSales()).map((r) => r.discountValue)).toEqual([30]);
  });
});

describe.skipIf(testEngine !== "postgres")("two staff start a flash sale at the same moment", () => {
  it("leave exactly one running, the other ended by it, every step audited", async () => {
    const answers = await Promise.all([
      startSale({ percent: 20 }),
      startSale({ percent: 25 }),
      startSale({ percent: 15 }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const running = await runningFlashSales();
    expect(running).toHaveLength(1);
    // Each start ended exactly the one before it: three replacements, of three different sales.
    const replaced = answers.flatMap((r) => r.json().replaced.map((x: { id: number }) => x.id));
    expect(replaced).toHaveLength(3);
    expect(new Set(replaced).size).toBe(3);
    expect(replaced).not.toContain(running[0]?.id);
  });
});
