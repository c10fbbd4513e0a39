/**
 * The facts a public answer is drawn from, by name. A cached GET route lists the tags its answer
 * depends on (`config.publicCache.tags`); a write lists the tags it changes (`config.invalidates`,
 * or `alsoInvalidate` from the handler when it depends on what happened). A write drops only the
 * entries that share a tag with it, on every instance (decision 0021).
 */
export const CACHE_TAGS = [
  /** Dishes, their options, prices, photos and availability (sold out). */
  "menu",
  "chefs",
  /** Offers as staff define them (what runs, when, on what terms). */
  "offers",
  /** How many times each offer was used (the full offers list shows it). */
  "offer-uses",
  /** Weekly hours, time periods and special days. */
  "hours",
  /** The restaurant's settings (ordering paused, preparation time, kitchen capacity, limits). */
  "settings",
  /**
   * Today's collection-slot bookings, as far as a public answer shows them: only whether any slot
   * is left (the ordering status), so a booking invalidates it only when that may have changed.
   */
  "slots",
  /** The Google rating and reviews kept in the database. */
  "reviews",
  /** Site-wide settings kept in the database (none yet: /api/site-config reads the environment). */
  "site",
  /** The home page's words, gallery, logo and accent colour (decision 0043). */
  "site-content",
  /** The uploaded menu PDF. */
  "menu-pdf",
  /** Delivery zones: where the restaurant's drivers go, at what fee and minimum (issue 35). */
  "delivery",
  /** The restaurant's details: name, address, phone, legal identity, links, hygiene rating (decision 0042). */
  "restaurant",
  /** The owner's wording of the privacy notice, the terms and the allergen statement. */
  "legal",
] as const;

export type CacheTag = (typeof CACHE_TAGS)[number];

/** Every entry, whatever its tags: start-up seeding, a lost NOTIFY listener, an undeclared write. */
export const ALL_TAGS = "all" as const;
export type Invalidation = readonly CacheTag[] | typeof ALL_TAGS;

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === "string" && (CACHE_TAGS as readonly string[]).includes(value);
}
