/**
 * Below this many reviews no rating is claimed as a headline (issue 33: the hero said "Rated
 * 5.0/5" from one review); the reviews section still lists them with their count. Without zod:
 * the home page's badge imports it at first paint.
 */
export const MIN_REVIEWS_FOR_RATING_HEADLINE = 5;
