/** Staff's review moderation (decision 0030): the list, and publishing, hiding or replying to one. */
import type { ReviewModeration, StaffReviews } from "@shared/reviews/review.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

export const STAFF_REVIEWS_KEY = ["/api/admin/reviews"] as const;

export const staffReviewsQueryOptions = () =>
  getQueryOptions<StaffReviews>(STAFF_REVIEWS_KEY, { fresh: true });

export const moderateReview = (reviewId: number, body: ReviewModeration) =>
  apiRequest("PUT", `/api/admin/reviews/${reviewId}`, body);
