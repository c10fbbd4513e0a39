import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BrandSchema, SiteContentSchema } from "@shared/site-content/site-content.schema";
import { getBrand, getSiteContent } from "./site-content.service";

/** Mounted at /api/site-content: the home page's words and photos, the logo and the colour. */
export const siteContentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { response: { 200: SiteContentSchema } },
      config: { publicCache: { tags: ["site-content"] } },
    },
    async () => getSiteContent(app.deps.db),
  );

  // Every page's header reads only this (small) part.
  app.get(
    "/brand",
    { schema: { response: { 200: BrandSchema } }, config: { publicCache: { tags: ["site-content"] } } },
    async () => getBrand(app.deps.db),
  );

  // The tab's icon: the owner's logo (its smallest size), else the site's own icon. Kept five
  // minutes by browsers, so a new logo shows in a tab soon without a read on every page.
  app.get("/favicon", async (_request, reply) => {
    const { logoUrl } = await getBrand(app.deps.db);
    const target = logoUrl?.startsWith("/api/images/") ? logoUrl.replace(/\/\d+\.webp$/, "/400.webp") : null;
    return reply.header("cache-control", "public, max-age=300").redirect(target ?? "/favicon.svg", 302);
  });
};
