import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ActivePromotionsSchema, OfferSchema } from "@shared/offers/offer.schema";
import { keepPublicCacheUntil } from "../../lib/public-cache";
import { listOffers, loadActivePromotions } from "./offers.queries";

/** Mounted at /api/offers. Reading is public; every write needs an admin session. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { response: { 200: z.array(OfferSchema) } },
      // The full list shows how many times each offer was used.
      config: { publicCache: { tags: ["offers", "offer-uses"] } },
    },
    async () => listOffers(app.deps.db),
  );
  // What every public page shows: promotions on and running now, with the engine's terms. Kept
  // until one starts or ends by the clock, or staff change one.
  app.get(
    "/active",
    { schema: { response: { 200: ActivePromotionsSchema } }, config: { publicCache: { tags: ["offers"] } } },
    async (_request, reply) => {
      const { active, changesAt } = await loadActivePromotions(app.deps.db, app.deps.now());
      if (changesAt) keepPublicCacheUntil(reply, changesAt);
      return active;
    },
  );
};
