import { GOOGLE_BUSINESS_REFRESH_MS } from "@shared/reviews/google-business-defaults";
import type { PublicReviews } from "@shared/reviews/review.schema";
import { getQueryOptions } from "@web/lib/api-client";

/** The published reviews and the home page's figures (refetched hourly, like Google's). */
export function reviewsQueryOptions() {
  return getQueryOptions<PublicReviews>(["/api/reviews"], {
    staleTime: GOOGLE_BUSINESS_REFRESH_MS,
    refetchInterval: GOOGLE_BUSINESS_REFRESH_MS,
  });
}
