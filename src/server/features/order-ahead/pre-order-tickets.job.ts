/**
 * A pre-order prints when placed (as every order does) and again the owner's set time before its
 * collection, marked PRE-ORDER (issue 39 item 2). Not a loop of its own: a scheduled job (the app's
 * clock, which tests set) queues the ticket in the outbox, whose kitchen-printer lane prints it,
 * once (its dedupe key), retried like any ticket while the printer is away.
 */
import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import { addDays, getLondonMoment } from "@shared/opening-hours/london-time";
import { collectionInstant, isPreOrder } from "@shared/order-ahead/order-ahead-days";
import type { AppDeps } from "../../app-deps";
import type { DbTransaction } from "../../db/client";
import { onlineOrders, outbox } from "../../db/schema";
import { enqueueOutbox } from "../../lib/outbox";
import type { ScheduledJob } from "../../lib/scheduled-jobs";
import { KITCHEN_TICKET_KIND, loadPrinterConfig } from "../printing/printing.service";
import { loadOrderAheadSettings } from "./order-ahead.queries";

export const preOrderTicketKey = (orderId: number) => `kitchen-ticket-pre-order:${orderId}`;

/**
 * A diner moved the order (decision 0052): its timed ticket, queued or printed, keeps its row but
 * gives up the key, so the job queues a fresh one the set time before the new collection.
 */
export async function freePreOrderTicket(tx: DbTransaction, orderId: number): Promise<void> {
  await tx
    .update(outbox)
    .set({ dedupeKey: sql`${outbox.dedupeKey} || ':moved:' || ${outbox.id}` })
    .where(eq(outbox.dedupeKey, preOrderTicketKey(orderId)));
}

/** Queues the tickets of the pre-orders whose print time has come; returns their order ids. */
async function queueDuePreOrderTickets(
  tx: DbTransaction,
  envPrinter: string | undefined,
  now: Date,
): Promise<number[]> {
  const config = await loadPrinterConfig(tx, envPrinter);
  if (!config.address || !config.autoPrint) return [];
  const { printMinutesBefore } = await loadOrderAheadSettings(tx);
  const today = getLondonMoment(now).date;
  const rows = await tx
    .select()
    .from(onlineOrders)
    .where(
      and(
        gte(onlineOrders.collectionDate, today),
        lte(onlineOrders.collectionDate, addDays(today, 2)),
        ne(onlineOrders.orderStatus, "cancelled"),
        eq(onlineOrders.channel, "online"),
      ),
    );
  const queued: number[] = [];
  for (const row of rows) {
    if (!isPreOrder(row.collectionDate, row.createdAt)) continue;
    // One to be paid online prints once it is paid, as on arrival (decision 0034).
    if (row.paysOnline && row.paymentStatus === "pending") continue;
    const collects = collectionInstant(row.collectionDate, row.collectionTime).getTime();
    if (now.getTime() < collects - printMinutesBefore * 60_000 || now.getTime() >= collects) continue;
    const fresh = await enqueueOutbox(tx, {
      kind: KITCHEN_TICKET_KIND,
      payload: { orderId: row.id, reprint: false, preOrder: true },
      dedupeKey: preOrderTicketKey(row.id),
    });
    if (fresh) queued.push(row.id);
  }
  return queued;
}

export function createPreOrderTicketsJob(deps: Pick<AppDeps, "env">): ScheduledJob<{ queued: number[] }> {
  return {
    name: "pre-order-tickets",
    everyMs: 60_000,
    invalidates: [],
    async run(tx, now) {
      return { queued: await queueDuePreOrderTickets(tx, deps.env.KITCHEN_PRINTER, now) };
    },
  };
}
