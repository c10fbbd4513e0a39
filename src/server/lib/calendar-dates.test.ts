import { describe, expect, it } from "vitest";
import { formatCalendarDateInFull, formatLondonDayAndTime } from "./calendar-dates";

describe("the server's date formatter", () => {
  it("writes calendar dates and London instants in British words", () => {
    expect(formatCalendarDateInFull("2026-12-04")).toBe("Friday 4 December 2026");
    expect(formatCalendarDateInFull("2026-10-25")).toBe("Sunday 25 October 2026");
    // 21:00 UTC in July is 22:00 on London's clock.
    expect(formatLondonDayAndTime("2026-07-03T21:00:00Z")).toBe("Friday 3 July at 22:00");
  });
});
