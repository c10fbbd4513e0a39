import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ActivePromotionsSchema, OfferSchema } from "../../../shared/offers/offer.schema";
import { listActivePromotions, listOffers } from "./offers.queries";

/** Mounted at /api/offers. Reading is public; every write needs an admin session. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { response: { 200: z.array(OfferSchema) } }, config: { publicCache: true } },
    async () => listOffers(app.deps.db),
  );
  // What every public page shows: promotions on and running now, with the engine's terms. Not
  // cached: offers start and end with the clock.
  app.get("/active", { schema: { response: { 200: ActivePromotionsSchema } } }, async () =>
    listActivePromotions(app.deps.db, app.deps.now()),
  );
};
