import type { ReviewInvitation } from "@shared/reviews/review.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

const reviewLinkPath = (token: string) => `/api/reviews/link/${encodeURIComponent(token)}`;

export function reviewInvitationQueryOptions(token: string) {
  return getQueryOptions<ReviewInvitation>([reviewLinkPath(token)], { retry: false });
}

export function sendReviewByLink(token: string, review: { rating: number; text: string | null }) {
  return apiRequest<{ message: string }>("POST", reviewLinkPath(token), review);
}
