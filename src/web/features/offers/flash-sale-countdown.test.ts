import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTDOWN_START_SECONDS, getCountdownSeconds, splitCountdown } from "./flash-sale-countdown";

describe("flash-sale countdown", () => {
  it("starts at 23:44:59 and ticks down each second", () => {
    expect(splitCountdown(getCountdownSeconds(0))).toEqual({ hours: "23", minutes: "44", seconds: "59" });
    expect(splitCountdown(getCountdownSeconds(1))).toEqual({ hours: "23", minutes: "44", seconds: "58" });
    expect(splitCountdown(getCountdownSeconds(60))).toEqual({ hours: "23", minutes: "43", seconds: "59" });
  });

  it("reaches 00:00:00 and then wraps to 23:59:59", () => {
    expect(getCountdownSeconds(COUNTDOWN_START_SECONDS)).toBe(0);
    expect(splitCountdown(getCountdownSeconds(COUNTDOWN_START_SECONDS + 1))).toEqual({
      hours: "23",
      minutes: "59",
      seconds: "59",
    });
  });

  it("always shows a time of day and loses exactly one second per tick", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (ticks) => {
        const now = getCountdownSeconds(ticks);
        const next = getCountdownSeconds(ticks + 1);
        return now >= 0 && now < 86400 && (now === 0 ? next === 86399 : next === now - 1);
      }),
    );
  });
});
