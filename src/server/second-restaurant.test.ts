/**
 * A second restaurant finds no word of the first (issue 34, "Done when"): the owner sets up Spice
 * Route, and then every public page the server draws (with the web app's own renderer), the
 * sitemap, robots.txt, the JSON-LD, every kind of mail (subject, text, HTML and attachments: the
 * booking's .ics, the voucher's PDF), the kitchen ticket and paid slip as the printer's bytes
 * decode, the VAT receipt PDF and the generated menu PDF (read with pdftotext) state Spice Route's
 * facts and none of the sample restaurant's. The forbidden words are every fact of the sample
 * (SAMPLE_RESTAURANT), not a list kept by hand.
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import type { giftVouchers } from "./db/schema";
import { SAMPLE_RESTAURANT } from "./db/seed/restaurant.seed";
import * as accountMails from "./features/accounts/accounts.mail";
import * as contactMails from "./features/contact/contact.mail";
import * as giftVoucherMails from "./features/gift-vouchers/gift-vouchers.mail";
import * as newsletterMails from "./features/newsletter/newsletter.mail";
import * as orderMails from "./features/orders/orders.mail";
import { findOrderById, toOrder } from "./features/orders/orders.queries";
import * as paymentMails from "./features/payments/payments.mail";
import { encodeKitchenTicket, encodePaidSlip } from "./features/printing/kitchen-ticket-escpos";
import * as reservationMails from "./features/reservations/reservations.mail";
import * as reviewMails from "./features/reviews/review-mail";
import { type MailMessage, queueMail } from "./lib/mail";
import { signInTestAdmin } from "./testing/admin-session";
import { buildTestApp, clearSentMail, sentMail, type TestApp } from "./testing/build-test-app";
import { decodeEscPos } from "./testing/fake-escpos-printer";
import { allowManyOrders, orderBody, postOrder } from "./testing/order-requests";
import { loadSourcePageRenderer } from "./testing/source-page-renderer";
import { webDistWithIndex } from "./testing/web-dist";

const SPICE_ROUTE = {
  name: "Spice Route",
  description: "Street food from the spice road.",
  street: "3 Mill Lane",
  town: "York",
  postcode: "YO1 7HH",
  phone: "01904 000000",
  email: "hello@spice-route.test",
  deliveryLinks: [{ platform: "deliveroo", url: "https://deliveroo.co.uk/menu/york/spice-route" }],
  hygieneRating: "4",
  fhrsId: "987654",
  hygieneRatingDate: "2026-05-01",
  tradingName: "Spice Route",
  companyName: "Spice Route Ltd",
  companyNumber: "12345678",
  vatNumber: "GB123456789",
  registeredAddress: "3 Mill Lane, York YO1 7HH",
  mailSenderName: "Spice Route York",
};

/** Every fact of the sample restaurant long enough to be its own (not "5" or "0"), and its web name. */
const SAMPLE_FACTS = [
  ...new Set([
    ...Object.values(SAMPLE_RESTAURANT).filter((v): v is string => typeof v === "string" && v.length > 3),
    ...SAMPLE_RESTAURANT.deliveryLinks.map((l) => l.url).filter((u) => new URL(u).pathname !== "/"),
    "hyderabad-house",
    "Hyderabad%20House",
  ]),
];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SAMPLE = new RegExp(SAMPLE_FACTS.map(escapeRegExp).join("|"), "i");

/** Fails naming what leaked and where, with the text around it. */
function expectNoSample(where: string, text: string): void {
  const found = SAMPLE.exec(text);
  expect(
    found ? `${found[0]} in …${text.slice(Math.max(0, found.index - 80), found.index + 80)}…` : null,
    where,
  ).toBeNull();
}

function pdfText(pdf: Buffer): string {
  const out = spawnSync("pdftotext", ["-layout", "-", "-"], { input: pdf });
  if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr.toString()}`);
  return out.stdout.toString("utf8");
}

/** The templates of every feature that owns some, so the mail test below can see it misses none. */
const templates = {
  ...reservationMails,
  ...contactMails,
  ...orderMails,
  ...paymentMails,
  ...accountMails,
  ...newsletterMails,
  ...reviewMails,
  ...giftVoucherMails,
};

const INDEX =
  '<!doctype html><html><head><title>Old</title>\n<meta name="description" content="old" /></head><body><div id="root"></div></body></html>';

describe("a second restaurant carries no word of the first", () => {
  let t: TestApp;
  let cookie: string;
  let order: { id: number; orderNumber: string; accessToken: string };
  let manageToken: string;

  beforeAll(async () => {
    t = await buildTestApp({
      webDistDir: webDistWithIndex(INDEX),
      pageRenderer: await loadSourcePageRenderer(),
      env: { PUBLIC_URL: "https://spice.example", RESTAURANT_EMAIL: "kitchen@spice.example" },
    });
    cookie = await signInTestAdmin(t.app, t.db);
    await allowManyOrders(t.db);
    const saved = await injectAs(t.app, cookie, "PUT", "/api/admin/restaurant-details", SPICE_ROUTE);
    expect(saved.statusCode, saved.body).toBe(200);
    const vat = await injectAs(t.app, cookie, "PUT", "/api/admin/vat/registration", {
      registered: true,
      vatNumber: "GB123456789",
      stagger: 1,
      basis: "accrual",
    });
    expect(vat.statusCode, vat.body).toBe(200);
    await t.app.publicCache.settled();

    const body = await orderBody(t);
    const placed = await postOrder(t, {
      ...body,
      customerEmail: "asha@example.test",
      items: body.items.map((item) => ({ ...item, quantity: 3 })),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    order = placed.json();

    const booked = await t.app.inject({
      method: "POST",
      url: "/api/reservations",
      payload: {
        name: "Asha Patel",
        phone: "07700 900123",
        email: "asha@example.test",
        date: "2026-12-04",
        time: "19:30",
        guests: 4,
        notes: "",
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const confirmed = await injectAs(
      t.app,
      cookie,
      "PUT",
      `/api/admin/reservations/${booked.json().id}/status`,
      {
        status: "confirmed",
        message: "See you then",
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
  afterAll(() => t.close());

  it("the mails of the order and the booking, the .ics included, state Spice Route's facts only", async () => {
    const sent = await sentMail(t);
    const confirmation = sent.find((m) => /is confirmed/.test(m.subject));
    const ics = confirmation?.attachments?.find((a) => a.filename.endsWith(".ics"))?.content ?? "";
    expect(ics).toContain("LOCATION:Spice Route\\, 3 Mill Lane\\, York YO1 7HH");
    expectNoSample("reservation.ics", ics);
    manageToken = /\/reservation\/([\w-]+)/.exec(confirmation?.text ?? "")?.[1] ?? "";
    expect(manageToken).not.toBe("");
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const mail of sent) checkMail(mail);
  });

  it("every public page, the sitemap, robots.txt and the JSON-LD", async () => {
    const pages = [
      "/",
      "/order",
      "/offers",
      "/privacy",
      "/terms",
      "/allergens",
      "/gift-vouchers",
      "/gift-vouchers/balance",
      "/reset-password",
      "/verify-email",
      "/account",
      "/customer-demo",
      "/newsletter/confirm",
      "/newsletter/unsubscribe",
      `/order/${order.orderNumber}`,
      `/reservation/${manageToken}`,
      "/review/no-such-token",
      "/no-such-page",
      "/admin",
      "/sitemap.xml",
      "/robots.txt",
      "/api/restaurant",
      "/api/site-content",
      "/api/legal/privacy",
      "/api/legal/terms",
      "/api/legal/allergens",
      "/api/site/config",
    ];
    for (const url of pages) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBeLessThan(500);
      expectNoSample(url, page.body);
    }
    const home = (await t.app.inject({ method: "GET", url: "/" })).body;
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)?.[1] ?? "";
    expect(JSON.parse(jsonLd)).toMatchObject({ name: "Spice Route", telephone: "+441904000000" });
    // Drawn by the web app on the server: the footer states the owner's address and phone.
    expect(home).toContain("3 Mill Lane");
    expect(home).toContain("01904 000000");
    const sitemap = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).toContain("<loc>https://spice.example/privacy</loc>");
  });

  it("every mail template, queued as its feature queues it", async () => {
    await clearSentMail(t);
    const site = "https://spice.example";
    const booking = { name: "Asha Patel", date: "2026-12-04", time: "19:30", guests: 4, notes: "" };
    const orderData = {
      orderNumber: order.orderNumber,
      customerName: "Asha Patel",
      collectionDate: "2026-11-24",
      collectionTime: "18:45",
      totalPence: 3250,
    };
    const items = [{ quantity: 2, name: "Dal", pricePence: 1250 }];
    const voucher = {
      id: 1,
      code: "ABCD2345EFGH",
      amountPence: 2500,
      expiresOn: "2027-11-24",
      sendOn: "2026-11-24",
      recipientName: "Sam",
      recipientEmail: "sam@example.test",
      buyerName: "Asha",
      buyerEmail: "asha@example.test",
      message: "Happy birthday",
    } as unknown as typeof giftVouchers.$inferSelect;
    const restaurant = "kitchen@spice.example";
    const messages: [string, MailMessage][] = [
      [
        "reservationRequestForRestaurant",
        {
          to: restaurant,
          ...templates.reservationRequestForRestaurant({
            ...booking,
            id: 1,
            phone: "07700 900123",
            email: "a@example.test",
            status: "pending",
          }),
        },
      ],
      [
        "reservationReceivedForGuest",
        { to: "g@example.test", ...templates.reservationReceivedForGuest(booking, `${site}/r`, 2) },
      ],
      [
        "reservationConfirmedForGuest",
        { to: "g@example.test", ...templates.reservationConfirmedForGuest(booking, `${site}/r`, 2, null) },
      ],
      [
        "reservationDeclinedForGuest",
        { to: "g@example.test", ...templates.reservationDeclinedForGuest(booking, `${site}/r`, null) },
      ],
      [
        "reservationCancelledForGuest",
        { to: "g@example.test", ...templates.reservationCancelledForGuest(booking, `${site}/r`) },
      ],
      [
        "reservationCancelledForRestaurant",
        {
          to: restaurant,
          ...templates.reservationCancelledForRestaurant({ ...booking, id: 1, phone: "07700 900123" }),
        },
      ],
      [
        "reservationReminderForGuest",
        { to: "g@example.test", ...templates.reservationReminderForGuest(booking, `${site}/r`, 2) },
      ],
      [
        "contactMessageForRestaurant",
        {
          to: restaurant,
          ...templates.contactMessageForRestaurant({
            firstName: "Asha",
            lastName: "Patel",
            email: "a@example.test",
            subject: "event",
            message: "A party of twenty?",
          }),
        },
      ],
      ["contactReceivedForSender", { to: "g@example.test", ...templates.contactReceivedForSender() }],
      [
        "orderConfirmation",
        {
          to: "g@example.test",
          ...templates.orderConfirmation({ ...orderData, items, subtotalPence: 2500, promotions: [] }, site),
        },
      ],
      [
        "newOrderForRestaurant",
        {
          to: restaurant,
          ...templates.newOrderForRestaurant(
            {
              ...orderData,
              items,
              customerPhone: "07700 900123",
              customerEmail: "g@example.test",
              promotions: [],
              paymentStatus: "pending",
            },
            site,
          ),
        },
      ],
      [
        "orderReadyForCollection",
        { to: "g@example.test", ...templates.orderReadyForCollection(orderData, site) },
      ],
      [
        "paymentReceived",
        {
          to: "g@example.test",
          ...templates.paymentReceived(orderData, { provider: "stripe", paymentId: "pi_1" }),
        },
      ],
      [
        "refundIssued",
        {
          to: "g@example.test",
          ...templates.refundIssued(
            { ...orderData, refundedPence: 1000 },
            { amountPence: 1000, provider: "stripe" },
          ),
        },
      ],
      [
        "passwordReset",
        {
          to: "g@example.test",
          ...templates.passwordReset({ firstName: "Asha" }, `${site}/reset-password?token=abc`),
        },
      ],
      [
        "latePaymentForRestaurant",
        {
          to: restaurant,
          ...templates.latePaymentForRestaurant(
            { ...orderData, customerPhone: "07700 900123", paymentMethod: "stripe", paymentId: "pi_1" },
            { refunded: true, failure: null },
          ),
        },
      ],
      [
        "newsletterConfirmation",
        { to: "g@example.test", ...templates.newsletterConfirmation(`${site}/newsletter/confirm?token=abc`) },
      ],
      [
        "newsletterForSubscriber",
        {
          to: "g@example.test",
          ...templates.newsletterForSubscriber(
            { subject: "Winter", text: templates.newsletterBody("Haleem is back.", null) },
            { firstName: "Asha" },
            `${site}/newsletter/unsubscribe?token=abc`,
          ),
        },
      ],
      [
        "emailVerification",
        {
          to: "g@example.test",
          ...templates.emailVerification({ firstName: "Asha" }, `${site}/verify-email?token=abc`, 2),
        },
      ],
      [
        "reviewRequest",
        {
          to: "g@example.test",
          ...templates.reviewRequest(
            { orderNumber: order.orderNumber, customerName: "Asha" },
            `${site}/review/abc`,
          ),
        },
      ],
      ["voucherMail", await templates.voucherMail(t.db, voucher, site)],
      ["voucherReceiptMail", templates.voucherReceiptMail(voucher)],
    ];
    // Every template the features' mail modules offer is here (newsletterBody is a newsletter's body,
    // not a mail).
    const offered = Object.entries(templates)
      .filter(([name, value]) => typeof value === "function" && name !== "newsletterBody")
      .map(([name]) => name);
    const covered = messages.map(([name]) => name);
    expect(offered.filter((name) => !covered.includes(name))).toEqual([]);

    await t.db.transaction(async (tx) => {
      for (const [, message] of messages) await queueMail(tx, message);
    });
    const sent = await sentMail(t);
    expect(sent).toHaveLength(messages.length);
    for (const mail of sent) checkMail(mail);
    const gift = sent.find((m) => m.attachments?.some((a) => a.contentType === "application/pdf"));
    const giftPdf = pdfText(Buffer.from(gift?.attachments?.[0]?.content ?? "", "base64"));
    expect(giftPdf).toContain("Spice Route");
    expectNoSample("gift voucher PDF", giftPdf);
  });

  it("signs every mail template with the owner's details and sends it under their sender name", async () => {
    await clearSentMail(t);
    const order = {
      orderNumber: "SR-1",
      customerName: "Asha Rao",
      customerEmail: "asha@example.test",
      customerPhone: "07700 900123",
      collectionDate: "2026-11-24",
      collectionTime: "12:30",
      items: [{ name: "Dal", quantity: 1, pricePence: 800, options: [] }],
      totalPence: 800,
      subtotalPence: 800,
      discountPence: 0,
      paymentMethod: "cash",
      specialInstructions: null,
      promotions: [],
    };
    const reservation = { name: "Asha", date: "2026-11-28", time: "19:30", guests: 2 };
    const mails = [
      templates.reservationReceivedForGuest(reservation, "https://spice.example/r", 2),
      templates.reservationConfirmedForGuest(reservation, "https://spice.example/r", 2, null),
      templates.reservationDeclinedForGuest(reservation, "https://spice.example/r", null),
      templates.reservationCancelledForGuest(reservation, "https://spice.example/r"),
      templates.contactReceivedForSender(),
      templates.passwordReset({ firstName: "Sam" }, "https://spice.example/reset"),
      templates.newsletterConfirmation("https://spice.example/confirm"),
      // biome-ignore lint/suspicious/noExplicitAny: the order's shape as the template reads it
      templates.orderConfirmation(order as any, "https://spice.example"),
      // biome-ignore lint/suspicious/noExplicitAny: the order's shape as the template reads it
      templates.orderReadyForCollection(order as any, "https://spice.example"),
    ];
    await t.db.transaction(async (tx) => {
      for (const [i, mail] of mails.entries()) await queueMail(tx, { to: `d${i}@example.test`, ...mail });
    });
    const sent = await sentMail(t);
    expect(sent).toHaveLength(mails.length);
    for (const mail of sent) checkMail(mail);
    expect(sent[0]?.text).toContain("Spice Route\n3 Mill Lane, York YO1 7HH\nPhone: 01904 000000");
  });

  it("the kitchen ticket and paid slip, as the printer's bytes decode", async () => {
    const row = await findOrderById(t.db, order.id);
    if (!row) throw new Error("the order is stored");
    const ticket = decodeEscPos(
      encodeKitchenTicket(toOrder(row), { reprint: false, restaurantName: "Spice Route" }),
    );
    const slip = decodeEscPos(encodePaidSlip(toOrder(row), "Spice Route"));
    expect(ticket.lines[0]?.trim()).toBe("SPICE ROUTE");
    expect(slip.lines[0]?.trim()).toBe("SPICE ROUTE");
    expectNoSample("kitchen ticket", ticket.lines.join("\n"));
    expectNoSample("paid slip", slip.lines.join("\n"));
  });

  it("the VAT receipt and the generated menu, read with pdftotext", async () => {
    // A receipt comes with the payment: taken at the counter, by card.
    const paid = await injectAs(t.app, cookie, "PUT", `/api/admin/orders/${order.id}/payment`, {
      method: "card",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = await injectAs(t.app, cookie, "GET", `/api/admin/vat/receipts/${order.id}`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    const receiptText = pdfText(receipt.rawPayload);
    expect(receiptText).toContain("Spice Route");
    expect(receiptText).toContain("GB123456789");
    expectNoSample("VAT receipt", `${receipt.headers["content-disposition"]}\n${receiptText}`);

    const menu = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    expect(menu.statusCode).toBe(200);
    const menuText = pdfText(menu.rawPayload);
    expect(menuText).toContain("Spice Route");
    expect(menuText).toContain("3 Mill Lane, York YO1 7HH");
    expect(menu.headers["content-disposition"]).toContain("spice-route-menu.pdf");
    expectNoSample("menu PDF", `${menu.headers["content-disposition"]}\n${menuText}`);
  });
});

/** A mail's every part: subject, sender name, text, HTML and text attachments. */
function checkMail(mail: MailMessage): void {
  const where = `mail "${mail.subject}"`;
  expect(mail.fromName, where).toBe("Spice Route York");
  expect(`${mail.subject}\n${mail.text}\n${mail.html ?? ""}`, where).not.toMatch(/⟦/);
  expect(mail.html, where).toContain("Spice Route");
  expectNoSample(where, `${mail.subject}\n${mail.text}\n${mail.html}`);
  for (const a of mail.attachments ?? []) {
    if (a.encoding !== "base64") expectNoSample(`${where}: ${a.filename}`, a.content);
  }
}
