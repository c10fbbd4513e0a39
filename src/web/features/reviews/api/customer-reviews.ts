/** A signed-in diner's reviews (decision 0030): the collected orders they may review, and a review. */
import { queryOptions } from "@tanstack/react-query";
import type { CustomerReviewableOrder } from "@shared/reviews/review.schema";
import { apiRequest } from "@web/lib/api-client";

const REVIEWS_PATH = "/api/customer/reviews";

/** Keyed by the customer, so another diner signing in on the same browser never sees these. */
export const reviewableOrdersKey = (customerId: number) => [REVIEWS_PATH, customerId] as const;

export const reviewableOrdersQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: reviewableOrdersKey(customerId),
    queryFn: () => apiRequest<CustomerReviewableOrder[]>("GET", REVIEWS_PATH),
  });

export const sendReview = (orderId: number, review: { rating: number; text: string | null }) =>
  apiRequest("POST", `/api/customer/orders/${orderId}/review`, review);
