/**
 * Purchase receipts inserted straight into the database, for the report tests: the weekly report
 * and its CSVs each wrote out a week of supplier bills field by field.
 */
import type { Db } from "../db/client";
import { purchaseReceipts } from "../db/schema";

type Receipt = typeof purchaseReceipts.$inferInsert;

/** One supplier's bill as the receipts table holds it (amounts in pence). */
export function receipt(
  vendor: string,
  date: string,
  totalAmountPence: number,
  vatAmountPence: number,
  category: Receipt["category"],
  paymentMethod: Receipt["paymentMethod"],
): Receipt {
  return { vendor, date, totalAmountPence, vatAmountPence, category, paymentMethod };
}

/** Inserts receipts built by `receipt`. */
export async function insertReceipts(db: Db, receipts: Receipt[]): Promise<void> {
  await db.insert(purchaseReceipts).values(receipts);
}
