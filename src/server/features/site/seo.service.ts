import { gte } from "drizzle-orm";
import type { DeliveryZone } from "@shared/delivery/delivery.schema";
import { getDaySchedule } from "@shared/opening-hours/day-schedule";
import { addDays, formatTime, getLondonMoment, WEEKDAY_NAMES } from "@shared/opening-hours/london-time";
import { formatWeeklyHoursSentence, getWeeklyHoursSummary } from "@shared/opening-hours/weekly-hours";
import { hygieneRatingUrl, toInternationalPhone } from "@shared/restaurant/restaurant-details";
import type { RestaurantDetails } from "@shared/restaurant/restaurant-details.schema";
import type { PageFacts, PageMeta } from "@shared/seo/page-meta";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { specialHours } from "../../db/schema";
import { listDeliveryZones } from "../delivery/delivery.queries";
import { loadHoursData } from "../opening-hours/opening-hours.queries";
import { loadOrderingSettings } from "../orders/orders.queries";
import { readRatingForStructuredData } from "../reviews/site-reviews.service";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** The hours and preparation time the page descriptions state. */
export async function loadPageFacts(db: Db): Promise<PageFacts> {
  const [hours, settings] = await Promise.all([loadHoursData(db), loadOrderingSettings(db)]);
  return {
    hoursSentence: formatWeeklyHoursSentence(getWeeklyHoursSummary(hours)),
    prepTimeMinutes: settings.prepTimeMinutes,
  };
}

/**
 * schema.org Restaurant built from the database: hours (with special hours), menu link, and an
 * AggregateRating only from a real source (Google's stored figures where its key is set, else this
 * site's published reviews); none on a fresh install (decision 0030).
 */
export async function buildRestaurantJsonLd(
  deps: Pick<AppDeps, "db" | "env">,
  baseUrl: string,
  now: Date,
  restaurant: RestaurantDetails,
): Promise<Record<string, unknown>> {
  const { db } = deps;
  const hoursData = await loadHoursData(db);
  const weekly = { ...hoursData, specialHours: [] };
  const today = getLondonMoment(now).date;
  const openingHoursSpecification: Record<string, unknown>[] = [];
  // Any seven consecutive dates cover each weekday once.
  for (let i = 0; i < 7; i++) {
    const date = addDays(today, i);
    const schedule = getDaySchedule(date, weekly);
    const dayName = WEEKDAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()];
    for (const shift of schedule.shifts) {
      openingHoursSpecification.push({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${dayName}`,
        opens: formatTime(shift.open),
        closes: formatTime(shift.close),
      });
    }
  }
  const upcoming = await db.select().from(specialHours).where(gte(specialHours.date, today)).limit(30);
  for (const s of upcoming) {
    const closed = s.isClosed || !s.openTime || !s.closeTime;
    openingHoursSpecification.push({
      "@type": "OpeningHoursSpecification",
      validFrom: s.date,
      validThrough: s.date,
      // Google's documented way to state a closed day.
      opens: closed ? "00:00" : s.openTime,
      closes: closed ? "00:00" : s.closeTime,
      description: s.reason,
    });
  }
  const [rating, zones] = await Promise.all([
    readRatingForStructuredData(deps),
    listDeliveryZones(db).then((all) => all.filter((z) => z.isActive)),
  ]);
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: restaurant.name,
    ...(restaurant.description ? { description: restaurant.description } : {}),
    url: `${baseUrl}/`,
    telephone: toInternationalPhone(restaurant.phone),
    email: restaurant.email,
    acceptsReservations: true,
    hasMenu: `${baseUrl}/api/menu/download`,
    image: `${baseUrl}/favicon.svg`,
    address: {
      "@type": "PostalAddress",
      streetAddress: restaurant.street,
      addressLocality: restaurant.town,
      postalCode: restaurant.postcode,
      addressCountry: "GB",
    },
    ...(sameAs(restaurant).length > 0 ? { sameAs: sameAs(restaurant) } : {}),
    openingHoursSpecification,
    ...orderingJsonLd(baseUrl, zones),
    ...(rating
      ? { aggregateRating: { "@type": "AggregateRating", ...rating, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

// GoodRelations' delivery modes, the values schema.org's deliveryMethod documents.
const PICK_UP = "http://purl.org/goodrelations/v1#DeliveryModePickUp";
const OWN_FLEET = "http://purl.org/goodrelations/v1#DeliveryModeOwnFleet";

/**
 * Ordering online as search engines read it: collection always; delivery by the restaurant's own
 * drivers only while the owner has an active zone, and then the areas it serves (issue 35 item 6).
 */
function orderingJsonLd(baseUrl: string, zones: readonly DeliveryZone[]): Record<string, unknown> {
  const areas = zones.map((z) =>
    z.kind === "radius" ? `Within ${z.radiusMiles} miles of the restaurant` : z.areas,
  );
  return {
    potentialAction: {
      "@type": "OrderAction",
      target: { "@type": "EntryPoint", urlTemplate: `${baseUrl}/order` },
      deliveryMethod: zones.length > 0 ? [PICK_UP, OWN_FLEET] : [PICK_UP],
    },
    ...(areas.length > 0 ? { areaServed: areas } : {}),
  };
}

/** The restaurant's own pages elsewhere: its website, social pages and its hygiene rating's page. */
function sameAs(d: RestaurantDetails): string[] {
  return [
    ...(d.website ? [d.website] : []),
    ...d.socialLinks.map((l) => l.url),
    ...(d.fhrsId && d.hygieneRating !== null ? [hygieneRatingUrl(d.fhrsId)] : []),
  ];
}

/** The head tags for one page: title, description, robots, Open Graph, Twitter card and JSON-LD. */
export function renderHeadTags(options: {
  meta: PageMeta;
  url: string;
  baseUrl: string;
  jsonLd: Record<string, unknown> | null;
  /** The restaurant's name; null before its details are confirmed. */
  siteName: string | null;
}): { title: string; tags: string } {
  const { meta, url, baseUrl, jsonLd, siteName } = options;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noIndex
      ? `<meta name="robots" content="noindex" />`
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="restaurant" />`,
    ...(siteName ? [`<meta property="og:site_name" content="${escapeHtml(siteName)}" />`] : []),
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${baseUrl}/favicon.svg`)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (jsonLd) {
    // "<" escaped so the data can never close the script element.
    const json = JSON.stringify(jsonLd).replaceAll("<", "\\u003c");
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return { title: escapeHtml(meta.title), tags: tags.join("\n    ") };
}
