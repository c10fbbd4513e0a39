import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPromotionRunning, type PromotionWindow, runningPromotionsChangeAt } from "./promotion-window";

const at = (iso: string) => new Date(iso);

describe("runningPromotionsChangeAt", () => {
  it("is the next start or end of an offer switched on; null when none is to come", () => {
    const now = at("2026-11-24T12:00:00Z");
    const running = {
      isActive: true,
      validFrom: at("2026-11-01T00:00:00Z"),
      validTo: at("2026-11-30T00:00:00Z"),
    };
    const later = {
      isActive: true,
      validFrom: at("2026-11-25T17:00:00Z"),
      validTo: at("2026-11-26T00:00:00Z"),
    };
    const off = {
      isActive: false,
      validFrom: at("2026-11-24T13:00:00Z"),
      validTo: at("2026-11-24T14:00:00Z"),
    };
    const ended = {
      isActive: true,
      validFrom: at("2026-10-01T00:00:00Z"),
      validTo: at("2026-11-01T00:00:00Z"),
    };
    expect(runningPromotionsChangeAt([running, later, off, ended], now)).toEqual(later.validFrom);
    expect(runningPromotionsChangeAt([running, off], now)).toEqual(running.validTo);
    expect(runningPromotionsChangeAt([off, ended], now)).toBeNull();
  });
});

const HOUR = 3_600_000;
const base = Date.UTC(2026, 10, 24, 12);
// Offsets on a coarse grid, so starts and ends often fall on `now` or on one another.
const instantArb = fc.integer({ min: -48, max: 48 }).map((h) => new Date(base + h * HOUR));
const offerArb: fc.Arbitrary<PromotionWindow> = fc.record({
  isActive: fc.boolean(),
  validFrom: instantArb,
  validTo: instantArb,
});

describe("runningPromotionsChangeAt: properties", () => {
  it("the running set is the same at every instant before it, and differs at it", () => {
    fc.assert(
      fc.property(fc.array(offerArb, { maxLength: 8 }), instantArb, (offers, now) => {
        const running = (t: number) => offers.map((o) => isPromotionRunning(o, new Date(t))).join();
        const before = running(now.getTime());
        const changesAt = runningPromotionsChangeAt(offers, now);
        const end = changesAt ? changesAt.getTime() : base + 49 * HOUR;
        if (changesAt) expect(changesAt.getTime()).toBeGreaterThan(now.getTime());
        // Every start and end is on the grid: a change can only happen there.
        const probes = [now.getTime() + 1, end - 1];
        for (let t = now.getTime() + HOUR; t < end; t += HOUR) probes.push(t);
        for (const t of probes) expect(running(t)).toBe(before);
        if (changesAt) expect(running(end)).not.toBe(before);
      }),
      { numRuns: 500 },
    );
  });
});
