import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SuccessSchema } from "../../../shared/admin/admin-dashboard.schema";
import { OfferInputSchema, OfferPatchSchema, OfferSchema } from "../../../shared/offers/offer.schema";
import { IdParamsSchema } from "../../../shared/text.schema";
import { requireAdmin } from "../../plugins/auth";
import { createOffer, deleteOffer, listOffers, updateOffer } from "./offers.queries";

const IdParams = IdParamsSchema;

/** Mounted at /api/offers. Reading is public; every write needs an admin session. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: z.array(OfferSchema) } } }, async () => listOffers(app.deps.db));

  app.post(
    "/",
    { onRequest: requireAdmin(app), schema: { body: OfferInputSchema, response: { 201: OfferSchema } } },
    async (request, reply) => {
      reply.status(201);
      return createOffer(app.deps.db, request.body);
    },
  );

  app.put(
    "/:id",
    {
      onRequest: requireAdmin(app),
      schema: { params: IdParams, body: OfferPatchSchema, response: { 200: OfferSchema } },
    },
    async (request) => updateOffer(app.deps.db, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    { onRequest: requireAdmin(app), schema: { params: IdParams, response: { 200: SuccessSchema } } },
    async (request) => {
      await deleteOffer(app.deps.db, request.params.id);
      return { success: true as const, message: "Offer deleted" };
    },
  );
};
