import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  fillLegalText,
  LEGAL_PAGE_SLUGS,
  LEGAL_PAGE_TITLES,
  PublicLegalPageSchema,
} from "@shared/restaurant/legal-pages";
import { PublicRestaurantResponseSchema } from "@shared/restaurant/restaurant-details.schema";
import { isVatRegistered } from "@shared/vat/vat-receipt";
import { readVatRegistration } from "../vat/vat.service";
import { loadLegalPageRow, loadOwnerLegalPage, loadRestaurantDetails } from "./restaurant.queries";

/** The restaurant's details and legal pages as every public page reads them (decision 0042). */
export const restaurantPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/restaurant",
    {
      schema: { response: { 200: PublicRestaurantResponseSchema } },
      config: { publicCache: { tags: ["restaurant"] } },
    },
    async () => {
      const { confirmed, details } = await loadRestaurantDetails(app.deps.db);
      // Unconfirmed details are the owner's draft: the public side states none of it.
      if (!confirmed) return { confirmed: false, details: null, vatRegistered: false };
      return { confirmed, details, vatRegistered: isVatRegistered(await readVatRegistration(app.deps.db)) };
    },
  );

  app.get(
    "/legal/:slug",
    {
      schema: {
        params: z.object({ slug: z.enum(LEGAL_PAGE_SLUGS) }),
        response: { 200: PublicLegalPageSchema },
      },
      config: { publicCache: { tags: ["restaurant", "legal"] } },
    },
    async (request) => {
      const { slug } = request.params;
      const [{ confirmed, details }, page, row] = await Promise.all([
        loadRestaurantDetails(app.deps.db),
        loadOwnerLegalPage(app.deps.db, slug),
        loadLegalPageRow(app.deps.db, slug),
      ]);
      return {
        slug,
        title: LEGAL_PAGE_TITLES[slug],
        body: confirmed && details ? fillLegalText(page.body, details) : null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },
  );
};
