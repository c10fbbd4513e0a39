import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AA_NORMAL_TEXT,
  AccentColourSchema,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  textColourOn,
} from "./accent-colour";

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`);

describe("accent colour contrast", () => {
  it("matches WCAG's known ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // #767676 is the lightest grey that passes AA on white.
    expect(contrastRatio("#767676", LIGHT_TEXT)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio("#777777", LIGHT_TEXT)).toBeLessThan(AA_NORMAL_TEXT);
  });

  it("is symmetric and between 1 and 21", () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });

  it("picks a text colour that reaches 4.5:1, white first, or none", () => {
    fc.assert(
      fc.property(hexColour, (accent) => {
        const text = textColourOn(accent);
        const white = contrastRatio(accent, LIGHT_TEXT);
        const dark = contrastRatio(accent, DARK_TEXT);
        if (text === null) {
          expect(white).toBeLessThan(AA_NORMAL_TEXT);
          expect(dark).toBeLessThan(AA_NORMAL_TEXT);
        } else {
          expect(contrastRatio(accent, text)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
          if (white >= AA_NORMAL_TEXT) expect(text).toBe(LIGHT_TEXT);
        }
      }),
    );
  });

  it("the schema accepts exactly the colours some text can be read on, in any case", () => {
    fc.assert(
      fc.property(hexColour, fc.boolean(), (accent, upper) => {
        const typed = upper ? accent.toUpperCase() : accent;
        const parsed = AccentColourSchema.safeParse(` ${typed} `);
        expect(parsed.success).toBe(textColourOn(accent) !== null);
        if (parsed.success) expect(parsed.data).toBe(accent);
        else expect(parsed.error.issues[0]?.message).toMatch(/WCAG AA.*4\.5:1/);
      }),
    );
  });

  it("refuses a mid grey and what is not a colour", () => {
    expect(AccentColourSchema.safeParse("#808080").success).toBe(false);
    expect(AccentColourSchema.safeParse("#7a1f2b").success).toBe(true);
    expect(AccentColourSchema.safeParse("red").error?.issues[0]?.message).toMatch(/six hex digits/);
  });
});
