// Apart from the schema so that the home page does not load zod for these.

/**
 * The restaurant's Google Maps search, for a profile answer without its own link. There is no
 * fallback rating or count: without Google's live figures the site shows its own or none
 * (decision 0030).
 */
export const GOOGLE_MAPS_SEARCH_URL =
  "https://www.google.com/maps/search/?api=1&query=Hyderabad+House+Northampton";

/** Reviews are refetched at most hourly, by the page and by the server from Google. */
export const GOOGLE_BUSINESS_REFRESH_MS = 60 * 60 * 1000;
