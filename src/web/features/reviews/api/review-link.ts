import { queryOptions } from "@tanstack/react-query";
import type { ReviewInvitation } from "@shared/reviews/review.schema";
import { apiRequest } from "@web/lib/api-client";

const reviewLinkPath = (token: string) => `/api/reviews/link/${encodeURIComponent(token)}`;

export function reviewInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: [reviewLinkPath(token)],
    queryFn: () => apiRequest<ReviewInvitation>("GET", reviewLinkPath(token)),
    retry: false,
  });
}

export function sendReviewByLink(token: string, review: { rating: number; text: string | null }) {
  return apiRequest<{ message: string }>("POST", reviewLinkPath(token), review);
}
