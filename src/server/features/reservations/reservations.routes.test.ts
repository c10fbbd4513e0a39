import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reservations } from "../../db/schema";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RESTAURANT_EMAIL: "kitchen@example.test" } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(reservations);
  t.mailer.sent.length = 0;
  t.clock.set("2026-11-24T12:00:00Z");
});

const valid = {
  name: "Asha Patel",
  phone: "07700 900123",
  email: "asha@example.test",
  date: "2026-11-27",
  time: "19:30",
  guests: 4,
  notes: "Window table please",
};

async function storedCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(reservations);
  return row?.n ?? 0;
}

describe("POST /api/reservations", () => {
  it("stores a pending reservation and emails the restaurant and the guest", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/reservations", payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...valid, status: "pending" });
    const rows = await t.db.select().from(reservations);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Asha Patel", date: "2026-11-27", guests: 4, status: "pending" });
    expect(t.mailer.sent.map((m) => m.to)).toEqual(["kitchen@example.test", "asha@example.test"]);
    expect(t.mailer.sent[0]?.text).toContain("07700 900123");
    expect(t.mailer.sent[1]?.text).toContain("4 guests");
  });

  it("accepts today, no email (then only the restaurant is told) and 7 for '7+'", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reservations",
      payload: { ...valid, email: "", notes: "", date: "2026-11-24", guests: 7 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: null, notes: null, guests: 7 });
    expect(t.mailer.sent.map((m) => m.to)).toEqual(["kitchen@example.test"]);
  });

  it("judges 'today' in London: just after midnight BST the previous UTC date is past", async () => {
    t.clock.set("2026-06-30T23:30:00Z"); // 00:30 on 1 July in London
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reservations",
      payload: { ...valid, date: "2026-06-30" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/date/);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/reservations",
      payload: { ...valid, date: "2026-07-01" },
    });
    expect(ok.statusCode).toBe(201);
  });

  const bad: [string, Record<string, unknown>][] = [
    ["a past date", { ...valid, date: "2026-11-23" }],
    ["a malformed date", { ...valid, date: "27/11/2026" }],
    ["a missing name", { ...valid, name: "" }],
    ["a blank name", { ...valid, name: "   " }],
    ["a missing phone", { ...valid, phone: undefined }],
    ["a phone with letters", { ...valid, phone: "call me" }],
    ["a too-long phone", { ...valid, phone: "0".repeat(21) }],
    ["a too-long name", { ...valid, name: "x".repeat(101) }],
    ["a bad email", { ...valid, email: "not-an-email" }],
    ["a time not offered", { ...valid, time: "16:00" }],
    ["a missing time", { ...valid, time: undefined }],
    ["zero guests", { ...valid, guests: 0 }],
    ["eight guests", { ...valid, guests: 8 }],
    ["fractional guests", { ...valid, guests: 2.5 }],
    ["too-long notes", { ...valid, notes: "x".repeat(1001) }],
  ];
  it.each(bad)("rejects %s with a 400 naming the problem and stores nothing", async (_label, payload) => {
    const res = await t.app.inject({ method: "POST", url: "/api/reservations", payload });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
    expect(await storedCount()).toBe(0);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it("rate-limits a flood of bookings from one address", async () => {
    const limited = await buildTestApp({ rateLimits: true, seed: false });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.app.inject({ method: "POST", url: "/api/reservations", payload: valid });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
