/**
 * Diners racing for the last covers of one time on a real PostgreSQL (PGlite runs one transaction
 * at a time, so races cannot happen there): the slot never holds more guests than its capacity,
 * and every refused booking gets a 409 with a message, never a 500.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations, restaurantSettings } from "../../db/schema";
import { buildTestApp, type TestApp, testEngine } from "../../testing/build-test-app";

describe.skipIf(testEngine !== "postgres")("twenty bookings at once for one time", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: "2026-11-24T12:00:00Z" });
    await t.db.update(restaurantSettings).set({ reservationCoversPerSlot: 10 });
  });
  afterAll(() => t?.close());

  it("never seats more than the capacity", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/reservations",
          payload: {
            name: `Diner ${i}`,
            phone: "07700 900123",
            date: "2026-11-27",
            time: "19:30",
            guests: 3,
          },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toMatch(/fully booked/);
    const [held] = await t.db
      .select({ covers: sql<number>`sum(${reservations.guests})::int` })
      .from(reservations)
      .where(and(eq(reservations.date, "2026-11-27"), eq(reservations.time, "19:30")));
    expect(held?.covers).toBe(9);
  });
});
