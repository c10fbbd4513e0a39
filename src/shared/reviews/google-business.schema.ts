import { z } from "zod";

export const GoogleBusinessDataSchema = z.object({
  rating: z.number(),
  reviewCount: z.number().int(),
  googleBusinessUrl: z.string(),
});
export type GoogleBusinessData = z.infer<typeof GoogleBusinessDataSchema>;

// Kept in a zod-free module for the home page's first paint; the server still imports them from here.
export { GOOGLE_BUSINESS_REFRESH_MS, googleMapsPlaceUrl } from "./google-business-defaults";
