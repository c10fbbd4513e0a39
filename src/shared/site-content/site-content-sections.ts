/**
 * Which home page sections have anything to show (no zod: the hero, in the first paint, uses it).
 * A section the owner leaves empty is not shown (decision 0043).
 */
import type { SiteWords } from "./site-content.schema";

/** Paragraphs of a text field: split on blank lines, empty ones dropped. */
export function toParagraphs(value: string): string[] {
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export const hasStory = (s: SiteWords["story"]) => Boolean(s.title || s.text.trim() || s.quote.trim());
export const hasCatering = (c: SiteWords["catering"]) =>
  Boolean(c.title || c.intro.trim() || c.services.length > 0 || c.figures.length > 0);
