import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  describePageWithFacts,
  getBookingToken,
  getOrderNumberFromPath,
  getPageMeta,
  getReviewTokenFromPath,
  ORDER_NOT_FOUND_META,
  type PageMeta,
  REVIEW_LINK_NOT_VALID_META,
  SITEMAP_PATHS,
  withRestaurant,
} from "@shared/seo/page-meta";
import { SiteConfigSchema } from "@shared/site/site-config.schema";
import { isDatabaseUnavailableError } from "../../lib/database-errors";
import { findOrderByNumber } from "../orders/orders.queries";
import { findReservationByToken } from "../reservations/reservations.queries";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { getReviewInvitation } from "../reviews/site-reviews.service";
import { buildRestaurantJsonLd, loadPageFacts, renderHeadTags } from "./seo.service";

/** Mounted at the root: the page's public settings, robots.txt and sitemap.xml. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/site-config",
    { schema: { response: { 200: SiteConfigSchema } }, config: { publicCache: { tags: ["site"] } } },
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
      "Disallow: /verify-email",
      "Disallow: /api/",
      "Allow: /api/menu/download",
      "",
      `Sitemap: ${base}/sitemap.xml`,
      "",
    ].join("\n");
  });

  app.get("/sitemap.xml", { schema: { response: { 200: z.string() } } }, async (_request, reply) => {
    const base = app.deps.env.PUBLIC_URL;
    // A site being set up lists no page: each says so and carries noindex (decision 0042).
    const listed = (await loadConfirmedDetails(app.deps.db)) ? SITEMAP_PATHS : [];
    const urls = listed.map(
      (p) => `  <url><loc>${base}${p}</loc><changefreq>${p === "/" ? "daily" : "weekly"}</changefreq></url>`,
    );
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  });
};

/**
 * Writes each page's title, description, Open Graph tags and (on the home page) the Restaurant
 * JSON-LD into index.html, so crawlers and link previews see them without running the app. The
 * hours and preparation time in them are read on every request, so staff's change shows on the
 * next page load.
 */
export function createIndexTransform(app: FastifyInstance) {
  return async (html: string, request: FastifyRequest): Promise<{ html: string; statusCode: number }> => {
    const pathname = request.url.split("?")[0] ?? "/";
    const page = getPageMeta(pathname);
    const { meta: pageMeta, found } = await checkPageSubject(app, pathname, page);
    const baseUrl = app.deps.env.PUBLIC_URL;
    // The name and description come from the restaurant's details; before they are confirmed
    // every page says the site is being set up and carries noindex (decision 0042).
    const restaurant = await loadConfirmedDetails(app.deps.db);
    const baseMeta = withRestaurant(pageMeta, { confirmed: restaurant !== null, details: restaurant });
    let meta = baseMeta;
    let jsonLd: Record<string, unknown> | null = null;
    if (restaurant && (pathname === "/" || pathname === "/order")) {
      try {
        const now = app.deps.now();
        meta = describePageWithFacts(pathname, baseMeta, await loadPageFacts(app.deps.db));
        if (pathname === "/") jsonLd = await buildRestaurantJsonLd(app.deps, baseUrl, now, restaurant);
      } catch (error) {
        // The database away: a 503, so the public cache answers with the last good page (decision
        // 0038) rather than keeping one without its facts.
        if (isDatabaseUnavailableError(error)) throw error;
        request.log.error({ err: error }, "reading the page's facts failed");
      }
    }
    const head = renderHeadTags({
      meta,
      url: `${baseUrl}${pathname}`,
      baseUrl,
      jsonLd,
      siteName: restaurant?.name ?? null,
    });
    const out = html
      .replace(/<title>[^<]*<\/title>/, `<title>${head.title}</title>`)
      .replace(/<meta name="description"[^>]*>/, "")
      .replace("</head>", `  ${head.tags}\n  </head>`);
    return { html: out, statusCode: found ? 200 : 404 };
  };
}

/**
 * A page about one booking, order or review link answers 200 only when it has one (issue 21: a
 * booking page answered 404; issue 33: /order/HYD-000000 answered 200), with a title that says
 * what is missing. A failed look-up counts as missing: the page itself says so too.
 */
async function checkPageSubject(
  app: FastifyInstance,
  pathname: string,
  page: { meta: PageMeta; found: boolean },
): Promise<{ meta: PageMeta; found: boolean }> {
  if (!page.found) return page;
  const db = app.deps.db;
  const bookingToken = getBookingToken(pathname);
  if (bookingToken) {
    const booking = await findReservationByToken(db, bookingToken).catch(() => null);
    return { meta: page.meta, found: booking !== null };
  }
  const orderNumber = getOrderNumberFromPath(pathname);
  if (orderNumber) {
    const order = await findOrderByNumber(db, orderNumber).catch(() => null);
    return order ? page : { meta: ORDER_NOT_FOUND_META, found: false };
  }
  const reviewToken = getReviewTokenFromPath(pathname);
  if (reviewToken) {
    const invitation = await getReviewInvitation(db, reviewToken).catch(() => null);
    return invitation ? page : { meta: REVIEW_LINK_NOT_VALID_META, found: false };
  }
  return page;
}
