import { queryOptions } from "@tanstack/react-query";
import { GOOGLE_BUSINESS_REFRESH_MS } from "@shared/reviews/google-business-defaults";
import type { PublicReviews } from "@shared/reviews/review.schema";
import { apiRequest } from "@web/lib/api-client";

/** The published reviews and the home page's figures (refetched hourly, like Google's). */
export function reviewsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/reviews"],
    queryFn: () => apiRequest<PublicReviews>("GET", "/api/reviews"),
    staleTime: GOOGLE_BUSINESS_REFRESH_MS,
    refetchInterval: GOOGLE_BUSINESS_REFRESH_MS,
  });
}
