import { asc, desc } from "drizzle-orm";
import type { Offer } from "../../../shared/offers/offer.schema";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";

type OfferRow = typeof offers.$inferSelect;

export function toOffer(row: OfferRow): Offer {
  const { createdAt: _createdAt, ...rest } = row;
  return { ...rest, validFrom: row.validFrom.toISOString(), validTo: row.validTo.toISOString() };
}

export async function listOffers(db: Db): Promise<Offer[]> {
  const rows = await db.select().from(offers).orderBy(desc(offers.priority), asc(offers.id));
  return rows.map(toOffer);
}
