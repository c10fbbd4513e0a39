import { describe, expect, it } from "vitest";
import type { CollectionSlots } from "@shared/orders/collection-slots";
import { deliveryReadyWords, deliverySlots, NO_DELIVERY_TIMES_HINT } from "./delivery-slots";

const slots: CollectionSlots = {
  date: "2026-11-24",
  dateLabel: "Today - Tuesday 24 November",
  slots: ["12:30", "12:45", "13:00", "13:15"].map((time) => ({
    time,
    periodName: "Lunch",
    label: `${time} (Lunch)`,
  })),
  message: null,
  hint: null,
  isOpenNow: true,
  todayHours: "12:00-14:30",
  tomorrowPeriods: [],
};

describe("today's delivery times", () => {
  it("offers the slots from the zone's earliest time, and says so in the banner", () => {
    const offered = deliverySlots(slots, { earliestTime: "12:45", latestTime: null });
    expect(offered.slots.map((s) => s.time)).toEqual(["12:45", "13:00", "13:15"]);
    expect(deliveryReadyWords(offered)).toBe("Delivered from 12:45");
    expect(deliverySlots(slots, { earliestTime: "12:00", latestTime: null })).toBe(slots);
  });

  it("stops at the day's last delivery time", () => {
    const offered = deliverySlots(slots, { earliestTime: "12:30", latestTime: "13:00" });
    expect(offered.slots.map((s) => s.time)).toEqual(["12:30", "12:45", "13:00"]);
  });

  it("says no delivery time is left when the lead time passes the last slot or midnight", () => {
    for (const earliest of ["13:16", null]) {
      const offered = deliverySlots(slots, { earliestTime: earliest, latestTime: null });
      expect(offered.slots).toEqual([]);
      expect(offered.hint).toBe(NO_DELIVERY_TIMES_HINT);
      expect(deliveryReadyWords(offered)).toBeNull();
    }
  });
});
