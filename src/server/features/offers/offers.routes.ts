import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OfferSchema } from "../../../shared/offers/offer.schema";
import { IdParamsSchema } from "../../../shared/text.schema";
import { listOffers } from "./offers.queries";

const _IdParams = IdParamsSchema;

/** Mounted at /api/offers. Reading is public; every write needs an admin session. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: z.array(OfferSchema) } } }, async () => listOffers(app.deps.db));
};
