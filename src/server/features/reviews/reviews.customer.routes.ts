import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageResponseSchema } from "@shared/accounts/auth.schema";
import { CustomerReviewableOrderSchema, ReviewSubmissionSchema } from "@shared/reviews/review.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { getSignedInCustomer } from "../../plugins/auth";
import { listCustomerReviewableOrders, submitCustomerReview } from "./site-reviews.service";

/** The signed-in diner's reviews of their collected orders (customer scope, mounted at /api/customer). */
export const reviewsCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/reviews",
    { schema: { response: { 200: z.array(CustomerReviewableOrderSchema) } } },
    async (request) => listCustomerReviewableOrders(app.deps.db, getSignedInCustomer(request).id),
  );

  app.post(
    "/orders/:id/review",
    {
      schema: {
        params: IdParamsSchema,
        body: ReviewSubmissionSchema,
        response: { 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = getSignedInCustomer(request);
      await submitCustomerReview(app.deps, id, request.params.id, request.body);
      return reply.code(201).send({ message: "Thank you! Your review has been sent to the restaurant." });
    },
  );
};
