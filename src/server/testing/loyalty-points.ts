import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers, loyaltyPointsLedger } from "../db/schema";
import { getPointsBalance } from "../features/accounts/points-ledger.service";

/** Gives a customer points as the migration did for balances from before the ledger (an opening row). */
export async function grantTestPoints(
  db: Db,
  customerId: number,
  points: number,
  at = new Date(),
): Promise<void> {
  await db.insert(loyaltyPointsLedger).values({ customerId, kind: "opening", points, createdAt: at });
}

export async function grantTestPointsByEmail(db: Db, email: string, points: number): Promise<void> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`no customer ${email}`);
  await grantTestPoints(db, row.id, points);
}

/** The ledger's balance (the sum of the customer's rows). */
export function testPointsBalance(db: Db, customerId: number): Promise<number> {
  return getPointsBalance(db, customerId);
}
