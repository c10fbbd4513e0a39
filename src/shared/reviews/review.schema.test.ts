import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeReviewFigures, ReviewSubmissionSchema, reviewAuthorName } from "./review.schema";

describe("review figures", () => {
  it("are none for no reviews", () => {
    expect(computeReviewFigures([])).toEqual({ average: null, count: 0, shareFourOrFive: null });
  });

  it("average to one decimal, count and whole percent of 4-5 stars", () => {
    expect(computeReviewFigures([5, 4, 4, 2])).toEqual({ average: 3.8, count: 4, shareFourOrFive: 75 });
    expect(computeReviewFigures([1, 5, 5])).toEqual({ average: 3.7, count: 3, shareFourOrFive: 67 });
  });

  it("stay within the stars' range whatever the ratings (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (ratings) => {
        const f = computeReviewFigures(ratings);
        expect(f.count).toBe(ratings.length);
        expect(f.average).toBeGreaterThanOrEqual(1);
        expect(f.average).toBeLessThanOrEqual(5);
        expect(f.shareFourOrFive).toBeGreaterThanOrEqual(0);
        expect(f.shareFourOrFive).toBeLessThanOrEqual(100);
        if (ratings.every((r) => r >= 4)) expect(f.shareFourOrFive).toBe(100);
        if (ratings.every((r) => r < 4)) expect(f.shareFourOrFive).toBe(0);
      }),
    );
  });
});

describe("a review", () => {
  it("shows the first name and the last name's initial", () => {
    expect(reviewAuthorName("Asha Patel")).toBe("Asha P.");
    expect(reviewAuthorName("  noor  al ahmed ")).toBe("noor A.");
    expect(reviewAuthorName("Cher")).toBe("Cher");
    expect(reviewAuthorName("   ")).toBe("A diner");
  });

  it("takes 1 to 5 whole stars and trims its words (blank is none)", () => {
    expect(ReviewSubmissionSchema.parse({ rating: 3, text: "  ok  " })).toEqual({ rating: 3, text: "ok" });
    expect(ReviewSubmissionSchema.parse({ rating: 5, text: "   " })).toEqual({ rating: 5, text: null });
    for (const rating of [0, 6, 2.5, "4"])
      expect(ReviewSubmissionSchema.safeParse({ rating }).success).toBe(false);
  });
});
