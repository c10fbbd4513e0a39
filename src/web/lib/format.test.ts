import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatCalendarDateInFull,
  formatInstant,
  formatRating,
  fromLondonDateTimeInput,
  toLondonDateTimeInput,
} from "./format";

describe("format", () => {
  it("writes a calendar date in full in British words, as the server's mail does", () => {
    expect(formatCalendarDateInFull("2026-12-04")).toBe("Friday 4 December 2026");
    // Read as written: not the day before in a zone west of London, not moved by the clocks.
    expect(formatCalendarDateInFull("2026-03-29")).toBe("Sunday 29 March 2026");
  });

  it("shows instants on London's clock in winter and in summer", () => {
    expect(formatInstant("2026-01-15T13:05:00Z")).toBe("15/01/2026, 13:05");
    expect(formatInstant("2026-07-15T13:05:00Z")).toBe("15/07/2026, 14:05");
    expect(formatInstant("2026-11-24T23:30:00Z", "date")).toBe("24 Nov 2026");
    expect(formatInstant("2026-06-30T23:30:00Z", "monthYear")).toBe("July 2026");
  });

  it("reads a calendar date as written, with no zone shift", () => {
    expect(formatCalendarDate("2026-11-24")).toBe("Tuesday 24 November");
  });

  it("round-trips a datetime-local value as London's wall clock across both offsets", () => {
    expect(fromLondonDateTimeInput("2026-01-15T09:00")).toBe("2026-01-15T09:00:00.000Z");
    expect(fromLondonDateTimeInput("2026-07-15T09:00")).toBe("2026-07-15T08:00:00.000Z");
    expect(toLondonDateTimeInput("2026-07-15T08:00:00.000Z")).toBe("2026-07-15T09:00");
    expect(toLondonDateTimeInput("2026-01-15T09:00:00.000Z")).toBe("2026-01-15T09:00");
    expect(fromLondonDateTimeInput("not a time")).toBeNull();
  });

  it("shows a review score to one decimal place", () => {
    expect(formatRating(4.75)).toBe("4.8");
    expect(formatRating(5)).toBe("5.0");
  });
});
