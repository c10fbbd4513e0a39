/**
 * Mail a stranger can cause is capped per recipient (decision 0038), counted on the real SMTP test
 * server: thirty reset requests, twenty contact posts, bookings, orders and newsletter sign-ups
 * for one address send at most the cap, the requester gets the same answer whether or not a mail
 * went, and the cap is per inbox ("+tags" and case count as one) and per hour and day.
 */

import type { ParsedMail } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import { mailRecipientCounts } from "../db/schema";
import { drainOutbox } from "../testing/build-test-app";
import { registerCustomer } from "../testing/customer-account";
import { orderBody, postOrder } from "../testing/order-requests";
import { withoutFlashSaleOrMinimum } from "../testing/ordering-setup";
import { setUpRealMailTestApp } from "../testing/real-mail-test-app";
import { MAIL_CAPS } from "./mail-caps";

const t = setUpRealMailTestApp({
  env: { PUBLIC_URL: "https://hh.example", RESTAURANT_EMAIL: "kitchen@hh.example" },
});

beforeAll(() => withoutFlashSaleOrMinimum(t.db));

const HOUR = 60 * 60_000;
let address = 0;
/** Each request from its own address, so only the mail cap can hold anything back. */
function from() {
  address += 1;
  return `10.40.${(address >> 8) & 255}.${address & 255}`;
}

/** What the SMTP server received for `to` (after delivering the outbox), optionally by subject. */
async function received(to: string, subject?: RegExp): Promise<ParsedMail[]> {
  await drainOutbox(t);
  return t.smtp.received.filter(
    (m) => m.to && !Array.isArray(m.to) && m.to.text === to && (!subject || subject.test(m.subject ?? "")),
  );
}

function forgot(email: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email },
    remoteAddress: from(),
  });
}

const contact = (email: string, firstName = "Tom") => ({
  firstName,
  lastName: "Hughes",
  email,
  subject: "feedback",
  message: "Do you have a table for six on Friday?",
});

describe("contact acknowledgement", () => {
  it("20 posts with one address send at most the cap; every message still reaches the restaurant", async () => {
    const kitchenBefore = (await received("kitchen@hh.example", /message/i)).length;
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: contact("victim@example.test", `Buy cheap pills at spam.example ${i}`),
        remoteAddress: from(),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const acks = await received("victim@example.test");
    expect(acks).toHaveLength(MAIL_CAPS.perPurpose.hour);
    // Nothing the sender typed is in it: only the restaurant's own words.
    for (const ack of acks) {
      expect(ack.text).not.toContain("pills");
      expect(ack.text).not.toContain("spam.example");
      expect(ack.text).not.toContain("Hughes");
      expect(ack.text).toContain("Hello,");
      expect(ack.subject).toMatch(/^Thank you for contacting /);
    }
    // The restaurant is not the victim's inbox: it gets every message, to read and answer.
    expect((await received("kitchen@hh.example", /message/i)).length - kitchenBefore).toBe(20);
  });
});

describe("all purposes together", () => {
  it("holds one inbox to the overall hourly cap across bookings, orders, contact and sign-ups", async () => {
    const victim = "everyone@example.test";
    const answers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const booked = await t.app.inject({
        method: "POST",
        url: "/api/reservations",
        payload: {
          name: "Not Me",
          phone: "07700 900555",
          email: victim,
          date: "2026-11-27",
          time: "19:00",
          guests: 2,
          notes: "",
        },
        remoteAddress: from(),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      // The same answer whether or not this booking's mail was held back.
      answers.push(booked.json().status);
    }
    expect(new Set(answers).size).toBe(1);
    expect(await received(victim)).toHaveLength(MAIL_CAPS.perPurpose.hour);

    const body = { ...(await orderBody(t)), customerEmail: victim };
    for (let i = 0; i < 4; i++) {
      const res = await postOrder(t, body);
      expect(res.statusCode, res.body).toBe(201);
    }
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/newsletter/subscribe",
        payload: { email: victim },
        remoteAddress: from(),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    expect(await received(victim)).toHaveLength(MAIL_CAPS.allPurposes.hour);
  });
});

// Last: it moves the clock on by a day.
describe("password reset", () => {
  it("30 requests for one account send at most the hourly cap, each answered the same", {
    timeout: 180_000,
  }, async () => {
    await registerCustomer(t.app, { email: "reset-target@example.test" });
    const answers = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const res = await forgot(i % 3 === 0 ? "Reset-Target@Example.test" : "reset-target@example.test");
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    // One answer for the mailed and the held-back requests, and for an address with no account.
    const unknown = await forgot("nobody-here@example.test");
    answers.add(unknown.body);
    expect(answers.size).toBe(1);
    expect(await received("reset-target@example.test", /reset/i)).toHaveLength(MAIL_CAPS.perPurpose.hour);
    expect(MAIL_CAPS.perPurpose.hour).toBeLessThan(30);

    // The hour over, the account can be sent a link again, up to the day's cap.
    t.clock.advance(HOUR);
    for (let i = 0; i < 10; i++) await forgot("reset-target@example.test");
    const today = MAIL_CAPS.perPurpose.day;
    expect(await received("reset-target@example.test", /reset/i)).toHaveLength(today);
    // A day later, again.
    t.clock.advance(24 * HOUR);
    await forgot("reset-target@example.test");
    expect(await received("reset-target@example.test", /reset/i)).toHaveLength(today + 1);
  });

  it("counts an inbox's +tag addresses as one inbox", async () => {
    // Reset mail goes to accounts; with one account per tag the inbox is still one.
    for (let i = 0; i < 5; i++) await registerCustomer(t.app, { email: `tagged+${i}@example.test` });
    for (let i = 0; i < 5; i++) await forgot(`tagged+${i}@example.test`);
    await drainOutbox(t);
    const toInbox = t.smtp.received.filter((m) =>
      /^tagged\+\d@example\.test$/.test(m.to && !Array.isArray(m.to) ? m.to.text : ""),
    );
    expect(toInbox).toHaveLength(MAIL_CAPS.perPurpose.hour);
  });

  it("refuses a bad email with a 400 and counts nothing", async () => {
    const before = await t.db.select().from(mailRecipientCounts);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "not-an-email" },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
    expect(await t.db.select().from(mailRecipientCounts)).toHaveLength(before.length);
  });
});
