import { asc, desc, eq } from "drizzle-orm";
import type { Offer } from "../../../shared/offers/offer.schema";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

type OfferRow = typeof offers.$inferSelect;

export function toOffer(row: OfferRow): Offer {
  const { createdAt: _createdAt, ...rest } = row;
  return { ...rest, validFrom: row.validFrom.toISOString(), validTo: row.validTo.toISOString() };
}

export async function listOffers(db: Db): Promise<Offer[]> {
  const rows = await db.select().from(offers).orderBy(desc(offers.priority), asc(offers.id));
  return rows.map(toOffer);
}

type OfferColumns = Partial<Omit<typeof offers.$inferInsert, "validFrom" | "validTo">> & {
  validFrom?: string;
  validTo?: string;
};

function toColumns(input: OfferColumns) {
  const { validFrom, validTo, ...rest } = input;
  return {
    ...rest,
    ...(validFrom ? { validFrom: new Date(validFrom) } : {}),
    ...(validTo ? { validTo: new Date(validTo) } : {}),
  };
}

export async function createOffer(
  db: Db,
  input: Omit<OfferColumns, "title"> & {
    title: string;
    description: string;
    validFrom: string;
    validTo: string;
  },
): Promise<Offer> {
  const [row] = await db
    .insert(offers)
    .values(toColumns(input) as typeof offers.$inferInsert)
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return toOffer(row);
}

export async function updateOffer(db: Db, id: number, patch: OfferColumns): Promise<Offer> {
  const [current] = await db.select().from(offers).where(eq(offers.id, id));
  if (!current) throw new HttpError(404, "Offer not found");
  const next = { ...current, ...toColumns(patch) };
  if (next.validTo <= next.validFrom) throw new HttpError(400, "The offer must end after it starts");
  const [row] = await db.update(offers).set(toColumns(patch)).where(eq(offers.id, id)).returning();
  if (!row) throw new HttpError(404, "Offer not found");
  return toOffer(row);
}

export async function deleteOffer(db: Db, id: number): Promise<void> {
  const rows = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
  if (rows.length === 0) throw new HttpError(404, "Offer not found");
}
