import { asc, eq } from "drizzle-orm";
import type { Chef } from "../../../shared/chefs/chef.schema";
import type { Db } from "../../db/client";
import { chefs } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

export async function listChefs(db: Db): Promise<Chef[]> {
  const rows = await db.select().from(chefs).orderBy(asc(chefs.order), asc(chefs.id));
  return rows.map(({ createdAt: _createdAt, ...chef }) => chef);
}

type ChefColumns = Omit<typeof chefs.$inferInsert, "id" | "createdAt">;

export async function createChef(db: Db, input: ChefColumns): Promise<Chef> {
  const [row] = await db.insert(chefs).values(input).returning();
  if (!row) throw new Error("insert returned nothing");
  const { createdAt: _createdAt, ...chef } = row;
  return chef;
}

export async function updateChef(db: Db, id: number, patch: Partial<ChefColumns>): Promise<Chef> {
  const [row] = await db.update(chefs).set(patch).where(eq(chefs.id, id)).returning();
  if (!row) throw new HttpError(404, "Chef not found");
  const { createdAt: _createdAt, ...chef } = row;
  return chef;
}

export async function deleteChef(db: Db, id: number): Promise<void> {
  const rows = await db.delete(chefs).where(eq(chefs.id, id)).returning({ id: chefs.id });
  if (rows.length === 0) throw new HttpError(404, "Chef not found");
}
