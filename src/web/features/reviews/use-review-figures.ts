import { useQuery } from "@tanstack/react-query";
import type { ReviewFigures } from "@shared/reviews/review.schema";
import { reviewsQueryOptions } from "./api/get-reviews";

/** The home page's review figures (for the hero's badge): real ones, or undefined while loading. */
export function useReviewFigures(): ReviewFigures | undefined {
  return useQuery(reviewsQueryOptions()).data?.figures;
}
