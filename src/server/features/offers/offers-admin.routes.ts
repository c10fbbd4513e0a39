import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SuccessSchema } from "../../../shared/admin/admin-dashboard.schema";
import { OfferInputSchema, OfferPatchSchema, OfferSchema } from "../../../shared/offers/offer.schema";
import { IdParamsSchema } from "../../../shared/text.schema";
import { createOffer, deleteOffer, updateOffer } from "./offers.queries";

const IdParams = IdParamsSchema;

/** Staff writes to the offers (mounted at /api/offers inside the staff-only scope). */
export const offersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    { schema: { body: OfferInputSchema, response: { 201: OfferSchema } } },
    async (request, reply) => {
      reply.status(201);
      return createOffer(app.deps.db, request.body);
    },
  );

  app.put(
    "/:id",
    {
      schema: { params: IdParams, body: OfferPatchSchema, response: { 200: OfferSchema } },
    },
    async (request) => updateOffer(app.deps.db, request.params.id, request.body),
  );

  app.delete("/:id", { schema: { params: IdParams, response: { 200: SuccessSchema } } }, async (request) => {
    await deleteOffer(app.deps.db, request.params.id);
    return { success: true as const, message: "Offer deleted" };
  });
};
