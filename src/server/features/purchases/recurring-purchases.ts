/**
 * Recurring purchases (weekly, monthly): when an occurrence falls due (its date is today or past,
 * London time), the scheduled job copies the purchase, items included, to that date. The job runs
 * under the scheduler's advisory lock and each copy is unique on (source, date), so a purchase is
 * never entered twice for one date, even if two instances or two runs overlap.
 */
import { and, eq, sql } from "drizzle-orm";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import type { RecurringFrequency } from "@shared/purchases/purchases.schema";
import { RECURRING_FREQUENCIES } from "@shared/purchases/purchases.schema";
import { getOccurrenceDate } from "@shared/purchases/recurrence";
import type { DbTransaction } from "../../db/client";
import { purchaseItems, purchaseReceipts } from "../../db/schema";
import type { ScheduledJob } from "../../lib/scheduled-jobs";

/** A long outage catches up at most this many occurrences of one purchase per run. */
const MAX_CATCH_UP = 60;

async function createDueRecurringPurchases(tx: DbTransaction, now: Date): Promise<number> {
  const today = getLondonMoment(now).date;
  const templates = await tx
    .select()
    .from(purchaseReceipts)
    .where(eq(purchaseReceipts.isRecurring, true))
    .for("update");
  let created = 0;
  for (const template of templates) {
    const frequency = template.recurringFrequency as RecurringFrequency;
    if (!RECURRING_FREQUENCIES.includes(frequency)) continue;
    let n = template.recurringOccurrences;
    for (let i = 0; i < MAX_CATCH_UP; i++) {
      const date = getOccurrenceDate(template.date, frequency, n + 1);
      if (date > today) break;
      const [copy] = await tx
        .insert(purchaseReceipts)
        .values({
          receiptNumber: null,
          vendor: template.vendor,
          date,
          totalAmountPence: template.totalAmountPence,
          vatAmountPence: template.vatAmountPence,
          category: template.category,
          subcategory: template.subcategory,
          paymentMethod: template.paymentMethod,
          notes: template.notes,
          enteredBy: "recurring",
          recurringSourceId: template.id,
        })
        .onConflictDoNothing()
        .returning({ id: purchaseReceipts.id });
      if (copy) {
        created += 1;
        await tx.execute(sql`
          insert into ${purchaseItems} (receipt_id, item_name, quantity, unit_price_pence, total_price_pence, category, unit)
          select ${copy.id}, item_name, quantity, unit_price_pence, total_price_pence, category, unit
          from ${purchaseItems} where receipt_id = ${template.id}`);
      }
      n += 1;
    }
    if (n !== template.recurringOccurrences) {
      await tx
        .update(purchaseReceipts)
        .set({ recurringOccurrences: n })
        .where(and(eq(purchaseReceipts.id, template.id), eq(purchaseReceipts.isRecurring, true)));
    }
  }
  return created;
}

export const recurringPurchasesJob: ScheduledJob<number> = {
  name: "recurring-purchases",
  everyMs: 60 * 60_000,
  // Purchases are back office only.
  invalidates: [],
  run: (tx, now) => createDueRecurringPurchases(tx, now),
};
