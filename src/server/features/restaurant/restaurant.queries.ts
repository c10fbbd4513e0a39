import { eq } from "drizzle-orm";
import {
  LEGAL_PAGE_TITLES,
  type LegalPageSlug,
  type OwnerLegalPage,
  SAMPLE_LEGAL_TEXT,
} from "@shared/restaurant/legal-pages";
import {
  type PublicRestaurant,
  type RestaurantDetails,
  RestaurantDetailsSchema,
} from "@shared/restaurant/restaurant-details.schema";
import type { Db, DbTransaction } from "../../db/client";
import { legalPages, restaurantDetails } from "../../db/schema";

type DetailsRow = typeof restaurantDetails.$inferSelect;

function toDetails(row: DetailsRow): RestaurantDetails {
  const { id: _id, confirmedAt: _c, updatedAt: _u, ...rest } = row;
  return RestaurantDetailsSchema.parse(rest);
}

/** The stored details, confirmed or not (the owner's view, and the setup's). */
export async function loadRestaurantDetails(db: Db | DbTransaction): Promise<PublicRestaurant> {
  const [row] = await db.select().from(restaurantDetails).where(eq(restaurantDetails.id, 1));
  if (!row) return { confirmed: false, details: null };
  return { confirmed: row.confirmedAt !== null, details: toDetails(row) };
}

/**
 * The details the public side may state: only once confirmed. Before that every page says the
 * site is being set up, and mails and tickets carry no made-up name, address or phone.
 */
export async function loadConfirmedDetails(db: Db | DbTransaction): Promise<RestaurantDetails | null> {
  const { confirmed, details } = await loadRestaurantDetails(db);
  return confirmed ? details : null;
}

export async function loadOwnerLegalPage(db: Db, slug: LegalPageSlug): Promise<OwnerLegalPage> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  return {
    slug,
    title: LEGAL_PAGE_TITLES[slug],
    body: row?.body ?? SAMPLE_LEGAL_TEXT[slug],
    isSample: !row,
  };
}

export async function loadLegalPageRow(db: Db, slug: LegalPageSlug) {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  return row ?? null;
}
