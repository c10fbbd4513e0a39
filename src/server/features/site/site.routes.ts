import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getPageMeta, SITEMAP_PATHS } from "../../../shared/seo/page-meta";
import { SiteConfigSchema } from "../../../shared/site/site-config.schema";
import { buildRestaurantJsonLd, renderHeadTags } from "./seo.service";

/** Mounted at the root: the page's public settings, robots.txt and sitemap.xml. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/site-config",
    { schema: { response: { 200: SiteConfigSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return { analyticsId: app.deps.env.ANALYTICS_ID ?? null, demoMode: app.deps.env.DEMO_MODE };
    },
  );

  app.get("/robots.txt", { schema: { response: { 200: z.string() } } }, async (_request, reply) => {
    const base = app.deps.env.PUBLIC_URL;
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
    return [
      "User-agent: *",
      "Disallow: /admin",
      "Disallow: /reset-password",
      "Disallow: /api/",
      "Allow: /api/menu/download",
      "",
      `Sitemap: ${base}/sitemap.xml`,
      "",
    ].join("\n");
  });

  app.get("/sitemap.xml", { schema: { response: { 200: z.string() } } }, async (_request, reply) => {
    const base = app.deps.env.PUBLIC_URL;
    const urls = SITEMAP_PATHS.map(
      (p) => `  <url><loc>${base}${p}</loc><changefreq>${p === "/" ? "daily" : "weekly"}</changefreq></url>`,
    );
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  });
};

const JSON_LD_TTL_MS = 60_000;

/**
 * Writes each page's title, description, Open Graph tags and (on the home page) the Restaurant
 * JSON-LD into index.html, so crawlers and link previews see them without running the app. The
 * JSON-LD is rebuilt at most once a minute.
 */
export function createIndexTransform(app: FastifyInstance) {
  let cached: { at: number; baseUrl: string; jsonLd: Record<string, unknown> } | null = null;
  return async (html: string, request: FastifyRequest): Promise<{ html: string; statusCode: number }> => {
    const pathname = request.url.split("?")[0] ?? "/";
    const { meta, found } = getPageMeta(pathname);
    const baseUrl = app.deps.env.PUBLIC_URL;
    let jsonLd: Record<string, unknown> | null = null;
    if (pathname === "/") {
      const now = Date.now();
      if (!cached || cached.baseUrl !== baseUrl || now - cached.at > JSON_LD_TTL_MS) {
        try {
          cached = {
            at: now,
            baseUrl,
            jsonLd: await buildRestaurantJsonLd(app.deps.db, baseUrl, app.deps.now()),
          };
        } catch (error) {
          request.log.error({ err: error }, "building the JSON-LD failed");
        }
      }
      jsonLd = cached?.jsonLd ?? null;
    }
    const head = renderHeadTags({ meta, url: `${baseUrl}${pathname}`, baseUrl, jsonLd });
    const out = html
      .replace(/<title>[^<]*<\/title>/, `<title>${head.title}</title>`)
      .replace(/<meta name="description"[^>]*>/, "")
      .replace("</head>", `  ${head.tags}\n  </head>`);
    return { html: out, statusCode: found ? 200 : 404 };
  };
}
