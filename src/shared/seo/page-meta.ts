/** Titles and descriptions per page: the server writes them into index.html, the page keeps them on navigation. */
export interface PageMeta {
  title: string;
  description: string;
  /** Pages search engines should not list. */
  noIndex?: boolean;
}

/** Stands for the restaurant's name (from its details, decision 0042) until `withRestaurant` fills it. */
const SITE = "{site}";

const PAGE_META: Record<string, PageMeta> = {
  "/": {
    title: SITE,
    description: "{description}Order online for collection, book a table or plan your catering.",
  },
  "/order": {
    title: `Order Online for Collection | ${SITE}`,
    description: "Order from {site} online for collection today.",
  },
  "/offers": {
    title: `Special Offers | ${SITE}`,
    description: "Today's offers at {site}: what applies online, by phone and in the restaurant.",
  },
  "/catering": {
    title: `Catering Orders | ${SITE}`,
    description: "Order catering from {site} for an office lunch, a party or an event.",
  },
  "/gift-vouchers": {
    title: `Gift Vouchers | ${SITE}`,
    description: "Buy a {site} gift voucher, emailed on the day you choose.",
  },
  "/gift-vouchers/balance": {
    title: `Gift Voucher Balance | ${SITE}`,
    description: "Check what is left on a {site} gift voucher.",
  },
  "/customer-demo": {
    title: `Customer Rewards | ${SITE}`,
    description: "Join {site} for loyalty points and rewards on your orders.",
  },
  "/reset-password": {
    title: `Reset Password | ${SITE}`,
    description: "Choose a new password for your {site} account.",
    noIndex: true,
  },
  "/admin": { title: `Admin | ${SITE}`, description: "Staff area.", noIndex: true },
  "/account": {
    title: `My Account | ${SITE}`,
    description: "Your loyalty points, orders, rewards and coupons.",
    noIndex: true,
  },
};

/** The legal pages (decision 0042): their wording is the owner's, their facts the details'. */
const LEGAL_META: Record<string, PageMeta> = {
  "/privacy": {
    title: `Privacy Notice | ${SITE}`,
    description: "How {site} uses your personal data and your rights.",
  },
  "/terms": {
    title: `Terms of Sale | ${SITE}`,
    description: "The terms of online orders and table bookings at {site}.",
  },
  "/allergens": {
    title: `Allergen Information | ${SITE}`,
    description: "How {site} handles the 14 allergens.",
  },
};
Object.assign(PAGE_META, LEGAL_META);

/** What a page's words need from the restaurant's details (GET /api/restaurant). */
export interface MetaRestaurant {
  confirmed: boolean;
  details: { name: string; description: string } | null;
}

/**
 * Fills the restaurant's name and description into a page's title and description. Before the
 * details are confirmed no page states a name, and none is listed by search engines.
 */
export function withRestaurant(meta: PageMeta, restaurant: MetaRestaurant | null | undefined): PageMeta {
  const details = restaurant?.confirmed ? restaurant.details : null;
  if (!details) {
    const page = meta.title.replace(/ ?\| \{site\}$/, "").replace("{site}", "");
    return {
      title: page ? `${page} | This site is being set up` : "This site is being set up",
      description: "This restaurant's site is being set up.",
      noIndex: true,
    };
  }
  const fill = (text: string) =>
    text
      .replaceAll("{site}", details.name)
      .replaceAll("{description}", details.description ? `${details.description.replace(/\.?$/, ".")} ` : "");
  return { ...meta, title: fill(meta.title), description: fill(meta.description) };
}

/** The facts a page's description states, read from the database by the server. */
export interface PageFacts {
  /** The weekly hours as one sentence (src/shared/opening-hours/weekly-hours). */
  hoursSentence: string;
  prepTimeMinutes: number;
}

/** The home and order pages' descriptions carry the current hours and preparation time. */
export function describePageWithFacts(pathname: string, meta: PageMeta, facts: PageFacts): PageMeta {
  if (pathname === "/") return { ...meta, description: `${meta.description} Open ${facts.hoursSentence}.` };
  if (pathname === "/order") {
    return {
      ...meta,
      description: `${meta.description} Ready for collection in about ${facts.prepTimeMinutes} minutes.`,
    };
  }
  return meta;
}

/** A diner's live order status page, /order/{orderNumber}. */
const ORDER_STATUS_META: PageMeta = {
  title: `Your Order | ${SITE}`,
  description: "Follow your collection order live: received, preparing, ready.",
  noIndex: true,
};

/** A diner's private booking page, /reservation/{token} (from the booking emails). */
const MANAGE_BOOKING_META: PageMeta = {
  title: `Your Booking | ${SITE}`,
  description: "See or cancel your table booking.",
  noIndex: true,
};

/** The token of a booking page's path, or null when the path is not one. */
export function getBookingToken(pathname: string): string | null {
  return /^\/reservation\/([A-Za-z0-9_-]{20,100})\/?$/.exec(pathname)?.[1] ?? null;
}

/** A diner's private review page, /review/{token} (from the one review-request email). */
const REVIEW_META: PageMeta = {
  title: `Your Review | ${SITE}`,
  description: "Tell us how your collected order was.",
  noIndex: true,
};

/** An order number no order has (issue 33: /order/HYD-000000 answered 200 as "Your Order"). */
export const ORDER_NOT_FOUND_META: PageMeta = {
  title: `Order Not Found | ${SITE}`,
  description: "No order has this number. Please check the link in your confirmation.",
  noIndex: true,
};

/** A review link no order has (issue 33: it was titled "Page Not Found"). */
export const REVIEW_LINK_NOT_VALID_META: PageMeta = {
  title: `Review Link Not Valid | ${SITE}`,
  description: "This review link is not valid. It may have been for an order since removed.",
  noIndex: true,
};

/** A diner's catering request, /catering/requests/{id} (its secret is in the fragment, from the mails). */
const CATERING_REQUEST_META: PageMeta = {
  title: `Your Catering Request | ${SITE}`,
  description: "See your catering request, pay the deposit and download the invoice.",
  noIndex: true,
};

/** The order number of a live order page's path, or null when the path is not one. */
export function getOrderNumberFromPath(pathname: string): string | null {
  return /^\/order\/([A-Za-z0-9-]{1,20})\/?$/.exec(pathname)?.[1] ?? null;
}

/** The token of a review page's path (well formed or not), or null when the path is not one. */
export function getReviewTokenFromPath(pathname: string): string | null {
  return /^\/review\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;
}

const NOT_FOUND_META: PageMeta = {
  title: `Page Not Found | ${SITE}`,
  description: "The page you are looking for does not exist or has moved.",
  noIndex: true,
};

/** Pages listed in sitemap.xml. */
export const SITEMAP_PATHS = ["/", "/order", "/offers", "/privacy", "/terms", "/allergens"] as const;

export function getPageMeta(pathname: string): { meta: PageMeta; found: boolean } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const meta = PAGE_META[path];
  if (meta) return { meta, found: true };
  // Found here by their form; the server answers 404 when no order or review link has them.
  if (getOrderNumberFromPath(path)) return { meta: ORDER_STATUS_META, found: true };
  // Found here by its form; the server answers 404 when no booking has the token (site.public.routes.ts).
  if (getBookingToken(path)) return { meta: MANAGE_BOOKING_META, found: true };
  if (/^\/review\/[A-Za-z0-9_-]{16,100}$/.test(path)) return { meta: REVIEW_META, found: true };
  if (/^\/catering\/requests\/[1-9]\d{0,9}$/.test(path)) return { meta: CATERING_REQUEST_META, found: true };
  if (getReviewTokenFromPath(path)) return { meta: REVIEW_LINK_NOT_VALID_META, found: false };
  return { meta: NOT_FOUND_META, found: false };
}
