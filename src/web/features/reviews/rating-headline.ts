import { MIN_REVIEWS_FOR_RATING_HEADLINE } from "@shared/reviews/rating-headline-rule";
import type { ReviewFigures } from "@shared/reviews/review.schema";
import { formatRating } from "@web/lib/format";

/**
 * The rating a headline may claim, with the count beside it ("Rated 4.8/5 from 12 reviews by our
 * guests"), or null: no figures, or fewer reviews than MIN_REVIEWS_FOR_RATING_HEADLINE.
 */
export function describeRatingHeadline(figures: ReviewFigures | null | undefined): string | null {
  if (!figures || figures.source === "none" || figures.count < MIN_REVIEWS_FOR_RATING_HEADLINE) return null;
  const where = figures.source === "site" ? "by our guests" : "on Google";
  return `Rated ${formatRating(figures.average)}/5 from ${figures.count} reviews ${where}`;
}
