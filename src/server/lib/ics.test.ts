import { describe, expect, it } from "vitest";
import { buildIcsEvent, escapeIcsText } from "./ics";

describe("buildIcsEvent", () => {
  const ics = buildIcsEvent({
    uid: "reservation-7@example.test",
    start: new Date("2026-07-03T18:00:00Z"),
    end: new Date("2026-07-03T20:00:00Z"),
    stamp: new Date("2026-06-01T09:30:05Z"),
    summary: "Table for 4, window; please",
    description: `Line one\nLine two with a back\\slash and ${"long text ".repeat(12)}`,
    location: "Hyderabad House, 12 High Street",
  });

  it("writes one VEVENT with CRLF line endings, UTC times, a UID and a DTSTAMP", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics).toContain("\r\nUID:reservation-7@example.test\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20260601T093005Z\r\n");
    expect(ics).toContain("\r\nDTSTART:20260703T180000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20260703T200000Z\r\n");
    expect(ics).toContain("\r\nSUMMARY:Table for 4\\, window\\; please\r\n");
  });

  it("folds lines at 75 octets and unfolding gives back the escaped text", () => {
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      `DESCRIPTION:${escapeIcsText(`Line one\nLine two with a back\\slash and ${"long text ".repeat(12)}`)}`,
    );
    expect(escapeIcsText("a\\b\nc")).toBe("a\\\\b\\nc");
  });
});
