/**
 * Reviews from real orders (decision 0030): one per collected order, written through the private
 * link the review-request email carries or from the diner's account; staff publish, hide or reply.
 */
import { z } from "zod";
import { boundedInt, multiLineText } from "../text.schema";

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
const ReviewStatusSchema = z.enum(REVIEW_STATUSES);

const REVIEW_TEXT_MAX = 2000;
const REVIEW_REPLY_MAX = 1000;

/** What the diner sends: 1-5 stars and, if they like, a few words. */
export const ReviewSubmissionSchema = z.object({
  rating: boundedInt(1, 5, {
    min: "Rating: choose 1 to 5 stars",
    max: "Rating: choose 1 to 5 stars",
  }),
  text: multiLineText()
    .max(REVIEW_TEXT_MAX, `Your review must be at most ${REVIEW_TEXT_MAX} characters`)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});
export type ReviewSubmission = z.input<typeof ReviewSubmissionSchema>;

/** The private link's token: base64url, as the server issues it. */
export const ReviewTokenParamsSchema = z.object({
  token: z
    .string()
    .min(16, "This review link is not valid")
    .max(100, "This review link is not valid")
    .regex(/^[A-Za-z0-9_-]+$/, "This review link is not valid"),
});

/** A review as the public sees it: "Verified order" and the month, never the order or the diner's contact. */
const PublicReviewSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  /** "YYYY-MM" (London) of the collected order. */
  month: z.string(),
  reply: z.string().nullable(),
});

/**
 * The figures beside the reviews: from this site's published reviews, from Google's live profile
 * (when its key is set), or none at all. Never made up.
 */
const ReviewFiguresSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("site"),
    average: z.number(),
    count: z.number().int(),
    /** Whole percent of reviews with 4 or 5 stars. */
    shareFourOrFive: z.number().int(),
  }),
  z.object({
    source: z.literal("google"),
    average: z.number(),
    count: z.number().int(),
    googleBusinessUrl: z.string(),
  }),
  z.object({ source: z.literal("none") }),
]);
export type ReviewFigures = z.infer<typeof ReviewFiguresSchema>;

/** GET /api/reviews: the published reviews (newest first) and the figures the home page shows. */
export const PublicReviewsSchema = z.object({
  figures: ReviewFiguresSchema,
  /** This site's published reviews, newest first (at most a page of them). */
  reviews: z.array(PublicReviewSchema),
});
export type PublicReviews = z.infer<typeof PublicReviewsSchema>;

/** What the private link's page shows before the diner writes. */
export const ReviewInvitationSchema = z.object({
  orderNumber: z.string(),
  /** "YYYY-MM-DD" the order was collected for. */
  collectionDate: z.string(),
  firstName: z.string(),
  dishes: z.array(z.string()),
  /** The review already written for this order, if any (one per order). */
  review: z.object({ rating: z.number().int(), text: z.string().nullable() }).nullable(),
});
export type ReviewInvitation = z.infer<typeof ReviewInvitationSchema>;

export const ALREADY_REVIEWED_MESSAGE = "This order already has a review. Thank you!";
export const NOT_COLLECTED_MESSAGE = "An order can be reviewed once it has been collected.";
export const REVIEW_LINK_NOT_FOUND =
  "This review link is not valid. It may have been for an order since removed.";

/** The signed-in diner's collected orders and the review of each (GET /api/customer/reviews). */
export const CustomerReviewableOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  collectionDate: z.string(),
  review: z
    .object({ rating: z.number().int(), text: z.string().nullable(), status: ReviewStatusSchema })
    .nullable(),
});
export type CustomerReviewableOrder = z.infer<typeof CustomerReviewableOrderSchema>;

/** A review as staff see it. */
const StaffReviewSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  status: ReviewStatusSchema,
  reply: z.string().nullable(),
  month: z.string(),
  createdAt: z.string(),
});
export type StaffReview = z.infer<typeof StaffReviewSchema>;

/** The owner's own figures count every review, hidden and waiting ones too. */
export const StaffReviewsSchema = z.object({
  reviews: z.array(StaffReviewSchema),
  figures: z.object({
    average: z.number().nullable(),
    count: z.number().int(),
    shareFourOrFive: z.number().int().nullable(),
    published: z.number().int(),
    hidden: z.number().int(),
    pending: z.number().int(),
  }),
});
export type StaffReviews = z.infer<typeof StaffReviewsSchema>;

/** Staff publish or hide a review and may reply (an empty reply removes it). */
export const ReviewModerationSchema = z
  .object({
    status: z.enum(["published", "hidden"]).optional(),
    reply: multiLineText()
      .max(REVIEW_REPLY_MAX, `The reply must be at most ${REVIEW_REPLY_MAX} characters`)
      .nullish(),
  })
  .refine((v) => v.status !== undefined || v.reply !== undefined, "Send a status or a reply");
export type ReviewModeration = z.input<typeof ReviewModerationSchema>;

/** Average to one decimal, count, and whole percent of 4-5 stars; null figures for no reviews. */
export function computeReviewFigures(ratings: readonly number[]): {
  average: number | null;
  count: number;
  shareFourOrFive: number | null;
} {
  const count = ratings.length;
  if (count === 0) return { average: null, count: 0, shareFourOrFive: null };
  const sum = ratings.reduce((s, r) => s + r, 0);
  const high = ratings.filter((r) => r >= 4).length;
  return {
    average: Math.round((sum / count) * 10) / 10,
    count,
    shareFourOrFive: Math.round((high / count) * 100),
  };
}

/** "Asha P." from "Asha Patel": the first name and the last name's initial. */
export function reviewAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? "";
  const last = parts.length > 1 ? parts.at(-1) : undefined;
  const name = last ? `${first} ${last[0]?.toUpperCase()}.` : first;
  return name.slice(0, 60) || "A diner";
}
