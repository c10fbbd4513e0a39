import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponseSchema } from "@shared/accounts/auth.schema";
import { ReviewModerationSchema, StaffReviewsSchema } from "@shared/reviews/review.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { alsoInvalidate } from "../../lib/public-cache";
import { auditActor } from "../audit-log/audit-writer.service";
import { listStaffReviews, moderateReview } from "./site-reviews.service";

/** Staff read, publish or hide, and reply to reviews (staff scope, mounted at /api/admin/reviews). */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: StaffReviewsSchema } } }, async () =>
    listStaffReviews(app.deps.db),
  );

  app.put(
    "/:id",
    {
      schema: {
        params: IdParamsSchema,
        body: ReviewModerationSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { publicChanged } = await moderateReview(
        app.deps,
        request.params.id,
        request.body,
        auditActor(request),
      );
      if (publicChanged) alsoInvalidate(request, ["reviews"]);
      return { message: "Review updated" };
    },
  );
};
