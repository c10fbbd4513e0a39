// Apart from the schema so that the home page does not load zod for these.

/**
 * The restaurant's place on Google Maps by its place id, for a profile answer without its own
 * link. There is no fallback rating or count: without Google's live figures the site shows its
 * own or none (decision 0030).
 */
export function googleMapsPlaceUrl(placeId: string): string {
  return `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(placeId)}`;
}

/** Reviews are refetched at most hourly, by the page and by the server from Google. */
export const GOOGLE_BUSINESS_REFRESH_MS = 60 * 60 * 1000;
