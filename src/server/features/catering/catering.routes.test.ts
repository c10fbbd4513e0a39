/**
 * Catering requests through the API (issue 39 item 3), on the sample restaurant's terms (minimum
 * £200, 48 hours' notice, a 25% deposit) in demo mode: the minimum and FIRST15 enforced by the
 * server, the owner's decision, the deposit then the balance, the invoice, and the reminder.
 */
import { spawnSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CateringOffer, CateringOrder, CateringQuote } from "@shared/catering/catering.schema";
import { cateringOrders, offers } from "../../db/schema";
import { runScheduledJob } from "../../lib/scheduled-jobs";
import { clearSentMail, sentMail } from "../../testing/build-test-app";
import { injectPublic } from "../../testing/inject-as";
import { setUpTestApp } from "../../testing/set-up-test-app";
import { createCateringRemindersJob } from "./catering-reminders.job";

// The test clock: Tuesday 24 November 2026, 12:00 London.
const t = setUpTestApp({ env: { DEMO_MODE: "true" }, signedIn: true });

async function offer(): Promise<CateringOffer> {
  const res = await injectPublic(t.app, "GET", "/api/catering");
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function itemId(name: string) {
  const item = (await offer()).items.find((i) => i.name === name);
  if (!item) throw new Error(`no catering item ${name}`);
  return item.id;
}

async function request(overrides: Record<string, unknown> = {}) {
  return {
    eventDate: "2026-11-27",
    eventTime: "12:30",
    guests: 40,
    fulfilment: "collection",
    lines: [{ itemId: await itemId("Office lunch"), quantity: 40 }],
    couponCode: "FIRST15",
    email: "ops@acme.example",
    contactName: "Jo Patel",
    phone: "01604 123456",
    companyName: "Acme Ltd",
    billingAddress: "1 High Street, Northampton NN1 1AA",
    notes: "Two guests are vegan",
    ...overrides,
  };
}

/** The link in the diner's latest mail: its id and the secret in its fragment. */
async function linkFromMail(to: string) {
  const mail = (await sentMail(t)).filter((m) => m.to === to).at(-1);
  const match = mail?.text.match(/\/catering\/requests\/(\d+)#([A-Za-z0-9_-]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no catering link in the mail to ${to}`);
  return { id: Number(match[1]), token: match[2], mail };
}

function asDiner(method: "GET" | "POST", url: string, token: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: { "x-catering-token": token }, payload: payload as object });
}

function pdfText(pdf: Buffer): string {
  const out = spawnSync("pdftotext", ["-layout", "-", "-"], { input: pdf });
  return out.stdout.toString("utf8");
}

describe("the catering form's terms", () => {
  it("offers the owner's menu and terms, with the first day 48 hours away", async () => {
    const o = await offer();
    expect(o).toMatchObject({
      enabled: true,
      leadTimeHours: 48,
      minimumPence: 20000,
      depositPercent: 25,
      earliestDate: "2026-11-26",
      payment: { testMode: true },
    });
    expect(o.items.map((i) => [i.name, i.pricing, i.pricePence, i.serves])).toContainEqual([
      "Samosa platter",
      "tray",
      2400,
      12,
    ]);
  });
});

describe("a request priced and checked by the server", () => {
  it("refuses 40 guests under £200, saying how far below the minimum it is", async () => {
    const lines = [
      { itemId: await itemId("Samosa platter"), quantity: 2 },
      { itemId: await itemId("Vegetable biryani tray"), quantity: 3 },
    ];
    const quote = await injectPublic(t.app, "POST", "/api/catering/quote", await request({ lines }));
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ subtotalPence: 16200, belowMinimumPence: 3800, headsCovered: 54 });
    const before = await t.db.$count(cateringOrders);
    const res = await injectPublic(t.app, "POST", "/api/catering/requests", await request({ lines }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Catering orders start at £200.00: yours comes to £162.00. Add £38.00 more to send it.",
    );
    expect(await t.db.$count(cateringOrders)).toBe(before);
  });

  it("prices £640 with FIRST15 at 15% off, and takes the deposit on the total", async () => {
    const quote = (
      await injectPublic(t.app, "POST", "/api/catering/quote", await request())
    ).json() as CateringQuote;
    expect(quote).toMatchObject({
      subtotalPence: 64000,
      discountPence: 9600,
      couponCode: "FIRST15",
      couponError: null,
      totalPence: 54400,
      depositPence: 13600,
      belowMinimumPence: 0,
    });
  });

  it("refuses an event inside the lead time, a dish off the menu, bad input, and FIRST15 at the online checkout", async () => {
    const tooSoon = await injectPublic(
      t.app,
      "POST",
      "/api/catering/quote",
      await request({ eventDate: "2026-11-26", eventTime: "11:00" }),
    );
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toBe(
      "We need at least 48 hours' notice for catering: choose a later date or time",
    );
    const past = await injectPublic(
      t.app,
      "POST",
      "/api/catering/quote",
      await request({ eventDate: "2026-11-20" }),
    );
    expect(past.json().message).toBe("Choose a date and time in the future");
    const unknown = await injectPublic(
      t.app,
      "POST",
      "/api/catering/quote",
      await request({ lines: [{ itemId: 99999, quantity: 1 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("A dish you chose is not on the catering menu");
    for (const bad of [
      { guests: 0 },
      { eventDate: "2026-02-30" },
      { eventTime: "25:00" },
      { lines: [] },
      { email: "not-an-email" },
      { fulfilment: "drone" },
    ]) {
      const res = await injectPublic(t.app, "POST", "/api/catering/requests", await request(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const delivery = await injectPublic(
      t.app,
      "POST",
      "/api/catering/requests",
      await request({ fulfilment: "delivery", deliveryAddress: "1 Mill Lane", deliveryPostcode: "nowhere" }),
    );
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json().message).toBe("Enter a full UK postcode, such as NN3 2AB");
  });

  it("says catering is not taken online while the owner has it off", async () => {
    const terms = (await t.signedIn("GET", "/api/admin/catering/settings")).json();
    expect(
      (await t.signedIn("PUT", "/api/admin/catering/settings", { ...terms, enabled: false })).statusCode,
    ).toBe(200);
    const res = await injectPublic(t.app, "POST", "/api/catering/quote", await request());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Catering orders are not taken online at the moment");
    expect((await offer()).enabled).toBe(false);
    await t.signedIn("PUT", "/api/admin/catering/settings", terms);
  });
});

describe("from request to paid invoice", () => {
  it("is confirmed by the owner, paid as deposit then balance, invoiced with the VAT number, and reminded the day before", async () => {
    const reg = await t.signedIn("PUT", "/api/admin/vat/registration", {
      registered: true,
      vatNumber: "GB123456789",
      stagger: 1,
      basis: "accrual",
      deliveryFeeRateBasisPoints: 2000,
    });
    expect(reg.statusCode, reg.body).toBe(200);
    await clearSentMail(t);
    const created = await injectPublic(t.app, "POST", "/api/catering/requests", await request());
    expect(created.statusCode, created.body).toBe(201);
    const { id, reference } = created.json() as { id: number; reference: string };
    expect(reference).toBe(`CAT-${String(id).padStart(4, "0")}`);
    const mails = await sentMail(t);
    expect(mails.map((m) => m.to).sort()).toEqual(["hello@restaurant.local", "ops@acme.example"]);
    expect(mails.find((m) => m.to === "hello@restaurant.local")?.subject).toBe(
      `New catering request ${reference}: 40 guests on Friday 27 November 2026`,
    );
    const { token } = await linkFromMail("ops@acme.example");

    // Before the owner decides: nothing to pay, no invoice; another's secret sees nothing.
    const page = await asDiner("GET", `/api/catering/requests/${id}`, token);
    expect(page.json()).toMatchObject({ status: "requested", totalPence: 54400, dueNow: null });
    expect((await asDiner("GET", `/api/catering/requests/${id}`, "wrong")).statusCode).toBe(404);
    expect((await injectPublic(t.app, "GET", `/api/catering/requests/${id}`)).statusCode).toBe(404);
    const early = await asDiner("POST", `/api/catering/requests/${id}/pay`, token, {
      paymentMethod: "test",
      part: "deposit",
    });
    expect(early.statusCode).toBe(409);
    expect((await asDiner("GET", `/api/catering/requests/${id}/invoice`, token)).statusCode).toBe(409);

    // FIRST15 was this address's first: a second request from it does not get it.
    const second = await injectPublic(t.app, "POST", "/api/catering/quote", await request());
    expect(second.json().couponError).toBe("This code is for your first order only.");

    // The owner's list, and the decision (a decline needs words; staff and strangers are refused).
    expect((await injectPublic(t.app, "GET", "/api/admin/catering/requests")).statusCode).toBe(401);
    const list = (await t.signedIn("GET", "/api/admin/catering/requests?status=requested")).json();
    expect(list.orders.map((o: CateringOrder) => o.reference)).toContain(reference);
    const noWords = await t.signedIn("POST", `/api/admin/catering/requests/${id}/decision`, {
      decision: "decline",
    });
    expect(noWords.statusCode).toBe(400);
    await clearSentMail(t);
    const confirmed = await t.signedIn("POST", `/api/admin/catering/requests/${id}/decision`, {
      decision: "confirm",
      message: "We will arrive at 12:00 to set up.",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().dueNow).toEqual({ depositPence: 13600, fullPence: 54400 });
    const again = await t.signedIn("POST", `/api/admin/catering/requests/${id}/decision`, {
      decision: "confirm",
    });
    expect(again.statusCode).toBe(409);
    const decided = await linkFromMail("ops@acme.example");
    expect(decided.mail?.subject).toContain(`Catering ${reference} is confirmed`);
    expect(decided.mail?.text).toContain("We will arrive at 12:00 to set up.");
    expect(decided.mail?.text).toContain("Please pay the deposit of £136.00, or the whole £544.00");

    // The deposit, then the balance; nothing more is due after.
    const deposit = await asDiner("POST", `/api/catering/requests/${id}/pay`, decided.token, {
      paymentMethod: "test",
      part: "deposit",
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(deposit.json()).toMatchObject({
      paidPence: 13600,
      dueNow: { depositPence: 40800, fullPence: 40800 },
    });
    const balance = await asDiner("POST", `/api/catering/requests/${id}/pay`, token, {
      paymentMethod: "test",
      part: "full",
    });
    expect(balance.json()).toMatchObject({ paidPence: 54400, dueNow: null });
    expect(
      balance.json().payments.map((p: { kind: string; amountPence: number }) => [p.kind, p.amountPence]),
    ).toEqual([
      ["deposit", 13600],
      ["balance", 40800],
    ]);
    const more = await asDiner("POST", `/api/catering/requests/${id}/pay`, token, {
      paymentMethod: "test",
      part: "full",
    });
    expect(more.statusCode).toBe(409);

    // The invoice, for the diner and the owner alike.
    const invoice = await asDiner("GET", `/api/catering/requests/${id}/invoice`, token);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain(`VAT invoice ${reference}`);
    expect(text).toContain("VAT number GB123456789");
    expect(text).toContain("40 x Office lunch");
    expect(text).toContain("-£96.00");
    expect(text).toContain("£544.00");
    expect(text).toContain("Acme Ltd");
    expect(text).toMatch(/VAT 20%\s+£453\.33\s+£90\.67\s+£544\.00/);
    const owners = await t.signedIn("GET", `/api/admin/catering/requests/${id}/invoice`);
    expect(owners.statusCode).toBe(200);

    // The reminder: not on Wednesday, on Thursday from 09:00, once.
    await clearSentMail(t);
    const job = createCateringRemindersJob(t.app.deps);
    await runScheduledJob(t.db, job, new Date("2026-11-25T10:00:00Z"));
    await runScheduledJob(t.db, job, new Date("2026-11-26T08:30:00Z"));
    expect(await sentMail(t)).toEqual([]);
    await runScheduledJob(t.db, job, new Date("2026-11-26T09:05:00Z"));
    await runScheduledJob(t.db, job, new Date("2026-11-26T10:05:00Z"));
    const reminders = await sentMail(t);
    expect(reminders.map((m) => m.subject)).toEqual([
      `Tomorrow: your catering ${reference} - Hyderabad House`,
    ]);
    expect(reminders[0]?.text).toContain("It is paid in full.");
  });

  it("declines with the owner's words, and gives the code back to the address", async () => {
    const email = "events@widgets.example";
    const created = await injectPublic(t.app, "POST", "/api/catering/requests", await request({ email }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const [first15] = await t.db.select().from(offers).where(eq(offers.offerCode, "FIRST15"));
    await clearSentMail(t);
    const declined = await t.signedIn("POST", `/api/admin/catering/requests/${id}/decision`, {
      decision: "decline",
      message: "We are fully booked that day.",
    });
    expect(declined.json()).toMatchObject({ status: "declined", dueNow: null });
    const mail = await linkFromMail(email);
    expect(mail.mail?.text).toContain("We are fully booked that day.");
    expect(first15?.currentRedemptions).toBeGreaterThan(0);
    const again = (await injectPublic(t.app, "POST", "/api/catering/quote", await request({ email }))).json();
    expect(again.couponError).toBeNull();
  });
});

describe("the owner's catering menu", () => {
  it("adds, changes and takes off dishes; refuses bad ones and non-owners", async () => {
    const added = await t.signedIn("POST", "/api/admin/catering/items", {
      name: "Kulfi tray",
      pricing: "tray",
      pricePence: 3000,
      serves: 15,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json();
    expect((await offer()).items.map((i) => i.name)).toContain("Kulfi tray");
    const changed = await t.signedIn("PUT", `/api/admin/catering/items/${id}`, {
      name: "Kulfi tray",
      pricing: "tray",
      pricePence: 3200,
      serves: 15,
      isAvailable: false,
    });
    expect(changed.json()).toMatchObject({ pricePence: 3200, isAvailable: false });
    expect((await offer()).items.map((i) => i.name)).not.toContain("Kulfi tray");
    const noServes = await t.signedIn("POST", "/api/admin/catering/items", {
      name: "Tray",
      pricing: "tray",
      pricePence: 100,
    });
    expect(noServes.statusCode).toBe(400);
    expect(
      (
        await t.signedIn("POST", "/api/admin/catering/items", {
          name: "",
          pricing: "per_head",
          pricePence: 100,
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.signedIn("DELETE", `/api/admin/catering/items/${id}`)).statusCode).toBe(204);
    expect((await t.signedIn("DELETE", "/api/admin/catering/items/99999")).statusCode).toBe(404);
    expect((await injectPublic(t.app, "POST", "/api/admin/catering/items", { name: "x" })).statusCode).toBe(
      401,
    );
  });
});
