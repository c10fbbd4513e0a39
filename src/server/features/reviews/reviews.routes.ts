import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GoogleBusinessDataSchema } from "../../../shared/reviews/google-business.schema";
import { keepPublicCacheUntil } from "../../lib/public-cache";
import { getGoogleBusinessData } from "./reviews.service";

export interface GoogleBusinessRoutesOptions {
  /** Where the Places API lives; tests point it at a local fake. */
  placesBaseUrl?: string;
}

/** As long as browsers may keep the answer. */
const REVIEWS_FRESH_MS = 300_000;

/** Mounted at /api/google-business. */
export const reviewsRoutes: FastifyPluginAsyncZod<GoogleBusinessRoutesOptions> = async (app, options) => {
  app.get(
    "/data",
    {
      schema: { response: { 200: GoogleBusinessDataSchema } },
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
