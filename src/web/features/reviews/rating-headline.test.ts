import { describe, expect, it } from "vitest";
import { MIN_REVIEWS_FOR_RATING_HEADLINE } from "@shared/reviews/rating-headline-rule";
import { describeRatingHeadline } from "./rating-headline";

describe("the rating headline (issue 33)", () => {
  it("claims no rating under the minimum number of reviews, and names the count when it does", () => {
    expect(MIN_REVIEWS_FOR_RATING_HEADLINE).toBe(5);
    const site = (count: number) => ({ source: "site" as const, average: 5, count, shareFourOrFive: 100 });
    expect(describeRatingHeadline(site(1))).toBeNull();
    expect(describeRatingHeadline(site(4))).toBeNull();
    expect(describeRatingHeadline(site(5))).toBe("Rated 5.0/5 from 5 reviews by our guests");
    expect(
      describeRatingHeadline({ source: "google", average: 4.75, count: 212, googleBusinessUrl: "https://g" }),
    ).toBe("Rated 4.8/5 from 212 reviews on Google");
    expect(describeRatingHeadline({ source: "none" })).toBeNull();
    expect(describeRatingHeadline(null)).toBeNull();
  });
});
