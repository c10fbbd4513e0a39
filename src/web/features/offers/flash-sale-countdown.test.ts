import { describe, expect, it } from "vitest";
import { getSecondsUntil, splitCountdown } from "./flash-sale-countdown";

describe("flash-sale countdown", () => {
  it("counts to the sale's real end and stops at zero", () => {
    const end = "2026-11-25T00:00:00Z";
    expect(getSecondsUntil(end, Date.parse("2026-11-24T12:00:00Z"))).toBe(12 * 3600);
    expect(getSecondsUntil(end, Date.parse("2026-11-24T23:59:59.400Z"))).toBe(0);
    expect(getSecondsUntil(end, Date.parse("2026-11-25T01:00:00Z"))).toBe(0);
  });

  it("shows HH:MM:SS", () => {
    expect(splitCountdown(12 * 3600 + 5 * 60 + 9)).toEqual({ hours: "12", minutes: "05", seconds: "09" });
    expect(splitCountdown(0)).toEqual({ hours: "00", minutes: "00", seconds: "00" });
  });
});
