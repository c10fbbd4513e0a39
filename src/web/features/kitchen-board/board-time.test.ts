import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAcknowledgeOverdue, minutesToCollection, needsAcknowledging, timeLeftText } from "./board-time";

describe("minutesToCollection", () => {
  it("counts London wall time, in winter and in summer", () => {
    const winter = { collectionDate: "2026-11-24", collectionTime: "13:00" };
    expect(minutesToCollection(winter, new Date("2026-11-24T12:35:00Z"))).toBe(25);
    expect(minutesToCollection(winter, new Date("2026-11-24T13:10:00Z"))).toBe(-10);
    // 13:00 in London in July is 12:00 UTC.
    const summer = { collectionDate: "2026-07-10", collectionTime: "13:00" };
    expect(minutesToCollection(summer, new Date("2026-07-10T11:30:00Z"))).toBe(30);
  });

  it("falls by one for each minute that passes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), (passed) => {
        const order = { collectionDate: "2026-11-24", collectionTime: "20:00" };
        const start = new Date("2026-11-24T12:00:00Z");
        const later = new Date(start.getTime() + passed * 60_000);
        expect(minutesToCollection(order, start) - minutesToCollection(order, later)).toBe(passed);
      }),
    );
  });
});

describe("timeLeftText", () => {
  it.each([
    [25, "in 25 min"],
    [0, "due now"],
    [-10, "10 min late"],
    [60, "in 1 h"],
    [95, "in 1 h 35 min"],
  ])("%i minutes reads %s", (minutes, text) => {
    expect(timeLeftText(minutes)).toBe(text);
  });
});

describe("acknowledging", () => {
  const order = { orderStatus: "received" as const, acknowledgedAt: null, createdAt: "2026-11-24T12:00:00Z" };
  it("rings a new order until acknowledged or started", () => {
    expect(needsAcknowledging(order)).toBe(true);
    expect(needsAcknowledging({ ...order, acknowledgedAt: "2026-11-24T12:01:00Z" })).toBe(false);
    expect(needsAcknowledging({ ...order, orderStatus: "preparing" })).toBe(false);
  });
  it("turns red after three minutes unacknowledged", () => {
    expect(isAcknowledgeOverdue(order, new Date("2026-11-24T12:03:00Z"))).toBe(false);
    expect(isAcknowledgeOverdue(order, new Date("2026-11-24T12:03:01Z"))).toBe(true);
    expect(
      isAcknowledgeOverdue(
        { ...order, acknowledgedAt: "2026-11-24T12:01:00Z" },
        new Date("2026-11-24T13:00:00Z"),
      ),
    ).toBe(false);
  });
});
