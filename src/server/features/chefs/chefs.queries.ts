import { asc } from "drizzle-orm";
import type { Chef } from "../../../shared/chefs/chef.schema";
import type { Db } from "../../db/client";
import { chefs } from "../../db/schema";

export async function listChefs(db: Db): Promise<Chef[]> {
  const rows = await db.select().from(chefs).orderBy(asc(chefs.order), asc(chefs.id));
  return rows.map(({ createdAt: _createdAt, ...chef }) => chef);
}
