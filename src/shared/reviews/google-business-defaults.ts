import type { GoogleBusinessData } from "./google-business.schema";

// Apart from the schema so that the home page does not load zod for these.

/** Spec section 9: what the reviews section shows when the business profile cannot be read. */
export const GOOGLE_BUSINESS_FALLBACK: GoogleBusinessData = {
  rating: 4.8,
  reviewCount: 281,
  googleBusinessUrl: "https://www.google.com/maps/search/?api=1&query=Hyderabad+House+Northampton",
};

/** Reviews are refetched at most hourly, by the page and by the server from Google. */
export const GOOGLE_BUSINESS_REFRESH_MS = 60 * 60 * 1000;
