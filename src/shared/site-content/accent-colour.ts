/**
 * The one rule for an owner's accent colour (issue 34 item 6): WCAG 2.x contrast, AA for normal
 * text (4.5:1) against the text the colour carries. Buttons and the header draw white text on the
 * accent, or the site's dark text where white would not do; a colour that carries neither at 4.5:1
 * is refused. No zod import beyond the schema: the admin form and the server use the same check.
 */
import { z } from "zod";

/** The white and the dark text (Tailwind stone-900) the site draws on an accent colour. */
export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#1c1917";
export const AA_NORMAL_TEXT = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;

function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.x), 0 for black to 1 for white. */
function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, 1 to 21, whichever way round. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour to draw on the accent (white when it passes, else the dark text), or null when neither passes AA. */
export function textColourOn(accent: string): typeof LIGHT_TEXT | typeof DARK_TEXT | null {
  if (contrastRatio(accent, LIGHT_TEXT) >= AA_NORMAL_TEXT) return LIGHT_TEXT;
  if (contrastRatio(accent, DARK_TEXT) >= AA_NORMAL_TEXT) return DARK_TEXT;
  return null;
}

function accentContrastMessage(accent: string): string {
  const white = contrastRatio(accent, LIGHT_TEXT).toFixed(2);
  const dark = contrastRatio(accent, DARK_TEXT).toFixed(2);
  return `This colour is too hard to read text on: white text on it has a contrast of ${white}:1 and dark text ${dark}:1, and accessibility (WCAG AA) needs at least 4.5:1. Choose a darker or a lighter shade.`;
}

export const AccentColourSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isHexColour, "Give the colour as # and six hex digits, such as #7a1f2b")
  .superRefine((value, ctx) => {
    if (isHexColour(value) && textColourOn(value) === null) {
      ctx.addIssue({ code: "custom", message: accentContrastMessage(value) });
    }
  });
