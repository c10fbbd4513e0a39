import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GoogleBusinessDataSchema } from "../../../shared/reviews/google-business.schema";
import { getGoogleBusinessData } from "./reviews.service";

export interface GoogleBusinessRoutesOptions {
  /** Where the Places API lives; tests point it at a local fake. */
  placesBaseUrl?: string;
}

/** Mounted at /api/google-business. */
export const reviewsRoutes: FastifyPluginAsyncZod<GoogleBusinessRoutesOptions> = async (app, options) => {
  app.get("/data", { schema: { response: { 200: GoogleBusinessDataSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return getGoogleBusinessData(app.deps, options.placesBaseUrl);
  });
};
