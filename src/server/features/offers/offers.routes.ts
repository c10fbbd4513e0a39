import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OfferSchema } from "../../../shared/offers/offer.schema";
import { listOffers } from "./offers.queries";

/** Mounted at /api/offers. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: z.array(OfferSchema) } } }, async () => listOffers(app.deps.db));
};
