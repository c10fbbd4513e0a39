/** A signed-in diner's reviews (decision 0030): the collected orders they may review, and a review. */
import type { CustomerReviewableOrder } from "@shared/reviews/review.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

const REVIEWS_PATH = "/api/customer/reviews";

/** Keyed by the customer, so another diner signing in on the same browser never sees these. */
export const reviewableOrdersKey = (customerId: number) => [REVIEWS_PATH, customerId] as const;

export const reviewableOrdersQueryOptions = (customerId: number) =>
  getQueryOptions<CustomerReviewableOrder[]>(reviewableOrdersKey(customerId), { url: REVIEWS_PATH });

export const sendReview = (orderId: number, review: { rating: number; text: string | null }) =>
  apiRequest("POST", `/api/customer/orders/${orderId}/review`, review);
