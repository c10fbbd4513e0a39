import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponseSchema } from "@shared/accounts/auth.schema";
import { GoogleBusinessDataSchema } from "@shared/reviews/google-business.schema";
import {
  PublicReviewsSchema,
  ReviewInvitationSchema,
  ReviewSubmissionSchema,
  ReviewTokenParamsSchema,
} from "@shared/reviews/review.schema";
import { keepPublicCacheUntil } from "../../lib/public-cache";
import { getGoogleBusinessData } from "./reviews.service";
import { getPublicReviews, getReviewInvitation, submitReviewByToken } from "./site-reviews.service";

export interface GoogleBusinessRoutesOptions {
  /** Where the Places API lives; tests point it at a local fake. */
  placesBaseUrl?: string;
}

/** As long as browsers may keep the answer. */
const REVIEWS_FRESH_MS = 300_000;

/**
 * Mounted at /api/google-business: Google's live figures, or null where no key is set or Google
 * has never answered (there are no made-up figures, decision 0030).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<GoogleBusinessRoutesOptions> = async (app, options) => {
  app.get(
    "/data",
    {
      schema: { response: { 200: GoogleBusinessDataSchema.nullable() } },
      config: { publicCache: { tags: ["reviews"] } },
    },
    async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${REVIEWS_FRESH_MS / 1000}`);
      const { data, freshUntil, stored } = await getGoogleBusinessData(app.deps, options.placesBaseUrl);
      // A read that wrote: what else shows the rating (the home page's JSON-LD) must not keep the old one.
      if (stored) await app.publicCache.invalidate(["reviews"]);
      if (freshUntil) keepPublicCacheUntil(reply, freshUntil);
      return data;
    },
  );
};

/** Mounted at /api/reviews: the published reviews and the diner's private review link. */
export const siteReviewsRoutes: FastifyPluginAsyncZod<GoogleBusinessRoutesOptions> = async (app, options) => {
  app.get(
    "/",
    {
      schema: { response: { 200: PublicReviewsSchema } },
      config: { publicCache: { tags: ["reviews"] } },
    },
    async (_request, reply) => {
      // Revalidated each time (an ETag answer from memory): a review staff just published must not
      // be replaced on the home page by a copy the browser kept from before.
      reply.header("cache-control", "no-cache");
      const { answer, freshUntil, stored } = await getPublicReviews(app.deps, options.placesBaseUrl);
      if (stored) await app.publicCache.invalidate(["reviews"]);
      if (freshUntil) keepPublicCacheUntil(reply, freshUntil);
      return answer;
    },
  );

  app.get(
    "/link/:token",
    { schema: { params: ReviewTokenParamsSchema, response: { 200: ReviewInvitationSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getReviewInvitation(app.deps.db, request.params.token);
    },
  );

  app.post(
    "/link/:token",
    {
      schema: {
        params: ReviewTokenParamsSchema,
        body: ReviewSubmissionSchema,
        response: { 201: MessageResponseSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      await submitReviewByToken(app.deps, request.params.token, request.body);
      return reply.code(201).send({ message: "Thank you! Your review has been sent to the restaurant." });
    },
  );
};
