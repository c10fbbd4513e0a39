import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CONTROL_CHARACTERS_MESSAGE,
  IdParamSchema,
  IdSchema,
  isCalendarDate,
  LINE_BREAKS_MESSAGE,
  MALFORMED_TEXT_MESSAGE,
  multiLineText,
  nonEmptyPatch,
  poundsText,
  singleLineText,
} from "./text.schema";

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe("singleLineText", () => {
  const schema = singleLineText().max(20);

  it("trims and accepts ordinary text, Unicode letters included", () => {
    expect(schema.parse("  Asha Patel ")).toBe("Asha Patel");
    expect(schema.parse("Zoë O'Brien-Ødegård")).toBe("Zoë O'Brien-Ødegård");
    expect(schema.parse("メニュー 😀")).toBe("メニュー 😀");
  });

  it.each([
    ["NUL", "a\u0000b", CONTROL_CHARACTERS_MESSAGE],
    ["tab", "a\tb", CONTROL_CHARACTERS_MESSAGE],
    ["DEL", "a\u007fb", CONTROL_CHARACTERS_MESSAGE],
    ["NEL", "a\u0085b", CONTROL_CHARACTERS_MESSAGE],
    ["escape", "a\u001b[31mb", CONTROL_CHARACTERS_MESSAGE],
    ["LF", "Ali\nBcc: x@example.com", LINE_BREAKS_MESSAGE],
    ["CR LF", "Ali\r\nBcc: x@example.com", LINE_BREAKS_MESSAGE],
    ["CR", "a\rb", LINE_BREAKS_MESSAGE],
    ["line separator", "a\u2028b", LINE_BREAKS_MESSAGE],
    ["paragraph separator", "a\u2029b", LINE_BREAKS_MESSAGE],
    ["half a surrogate pair", "a\ud800b", MALFORMED_TEXT_MESSAGE],
  ])("refuses %s", (_name, text, message) => {
    expect(messagesOf(schema.safeParse(text))).toContain(message);
  });

  it("keeps passwords as typed when asked not to trim, still refusing control characters", () => {
    const password = singleLineText({ trim: false });
    expect(password.parse(" secret ")).toBe(" secret ");
    expect(password.safeParse("sec\u0000ret").success).toBe(false);
  });
});

describe("multiLineText", () => {
  const schema = multiLineText();

  it("allows \\n and \\r\\n line breaks", () => {
    expect(schema.parse("first line\nsecond\r\nthird")).toBe("first line\nsecond\r\nthird");
  });

  it.each([
    ["NUL", "a\u0000b"],
    ["a CR alone", "a\rb"],
    ["tab", "a\tb"],
    ["vertical tab", "a\u000bb"],
    ["DEL", "a\u007fb"],
    ["line separator", "a\u2028b"],
  ])("refuses %s", (_name, text) => {
    expect(messagesOf(schema.safeParse(text))).toContain(CONTROL_CHARACTERS_MESSAGE);
  });
});

describe("ids", () => {
  it("accept 1 to 2147483647 in bodies", () => {
    expect(IdSchema.parse(1)).toBe(1);
    expect(IdSchema.parse(2147483647)).toBe(2147483647);
    for (const bad of [0, -1, 1.5, 2147483648, 2 ** 53, 1e308]) {
      expect(IdSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it("coerce path text and refuse what is not an int4 id", () => {
    expect(IdParamSchema.parse("42")).toBe(42);
    for (const bad of ["0", "-1", "2147483648", "99999999999999999999", "abc", "\u0000", "1.5", ""]) {
      expect(IdParamSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("poundsText", () => {
  const price = poundsText("Enter a price such as 9.99");

  it("accepts prices typed as pounds", () => {
    expect(price.parse("9.99")).toBe("9.99");
    expect(price.parse("£12.50")).toBe("£12.50");
    expect(price.parse("£10000")).toBe("£10000");
  });

  it("refuses amounts no dish costs, and text that is not a price", () => {
    expect(messagesOf(price.safeParse("99999999999"))).toContain("must be at most £10000.00");
    expect(messagesOf(price.safeParse("£99999999999.99"))).toContain("must be at most £10000.00");
    expect(messagesOf(price.safeParse("0"))).toContain("Enter a price such as 9.99");
    expect(messagesOf(price.safeParse("nine"))).toContain("Enter a price such as 9.99");
  });
});

describe("isCalendarDate", () => {
  it("accepts real dates only", () => {
    expect(isCalendarDate("2026-11-24")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-30", "2026-13-01", "9999-99-99", "0000-00-00", "3659-90-62", "2026-1-1"]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});

describe("nonEmptyPatch", () => {
  it("refuses an edit that changes nothing", () => {
    const patch = nonEmptyPatch(z.object({ name: z.string() }).partial());
    expect(patch.safeParse({}).success).toBe(false);
    expect(patch.safeParse({ other: 1 }).success).toBe(false);
    expect(patch.parse({ name: "x" })).toEqual({ name: "x" });
  });
});
