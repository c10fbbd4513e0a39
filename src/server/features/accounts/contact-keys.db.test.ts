/**
 * The phone and email keys a first-order offer is counted by exist twice: in TypeScript
 * (shared/accounts/contact-keys.ts) and as generated columns of online_orders (schema.ts). This holds
 * the two to the same answers on random input, on PGlite and on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailKey, phoneKey } from "@shared/accounts/contact-keys";
import { customers, onlineOrders } from "../../db/schema";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const phoneArb = fc.oneof(
  fc.stringMatching(/^[0-9+() -]{0,20}$/),
  fc.constantFrom(
    "07700 900123",
    "+44 7700 900123",
    "0044 7700 900123",
    "447700900123",
    "+44 (0) 7700 900123",
    "44",
    "0044",
  ),
);
const emailArb = fc.oneof(
  fc.emailAddress().filter((e) => e.length <= 200),
  fc
    .tuple(
      fc.constantFrom("Sara", "sara", " SARA"),
      fc.constantFrom("", "+2", "+tag+x"),
      fc.constantFrom("@Example.com ", "@example.com"),
    )
    .map(([local, tag, domain]) => `${local}${tag}${domain}`),
);

describe("contact keys", () => {
  it("are the same in the database and in TypeScript", async () => {
    await fc.assert(
      fc.asyncProperty(phoneArb, emailArb, async (phone, email) => {
        const order = await insertTestOrder(t.db, { customerPhone: phone, customerEmail: email });
        const [row] = await t.db
          .select({ phone: onlineOrders.customerPhoneKey, email: onlineOrders.customerEmailKey })
          .from(onlineOrders)
          .where(eq(onlineOrders.id, order.id));
        expect(row).toEqual({ phone: phoneKey(phone), email: emailKey(email) });
      }),
      { numRuns: 150 },
    );
  });

  it("are the same for accounts (another account's orders count too)", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(phoneArb, emailArb, async (phone, email) => {
        n += 1;
        // Emails are unique per account: a number in front keeps each row new.
        const unique = `n${n}${email.trimStart()}`;
        const [row] = await t.db
          .insert(customers)
          .values({ firstName: "K", lastName: "K", email: unique, phone, password: "x" })
          .returning({ phone: customers.phoneKey, email: customers.emailKey });
        expect(row).toEqual({ phone: phoneKey(phone), email: emailKey(unique) });
      }),
      { numRuns: 100 },
    );
  });

  it("make one phone of its usual spellings, and one email of case and +tags", () => {
    const phones = ["07700 900123", "+44 7700 900123", "0044 (7700) 900-123", "+44 (0) 7700 900123"];
    expect(new Set(phones.map(phoneKey))).toEqual(new Set(["07700900123"]));
    expect(
      new Set(["Sara@Example.com", " sara+2@example.com", "SARA+tag@EXAMPLE.COM"].map(emailKey)),
    ).toEqual(new Set(["sara@example.com"]));
  });
});
