/**
 * The kitchen's network printer: where it is (staff's setting, else KITCHEN_PRINTER), tickets queued
 * in the outbox in the transaction of the order or the payment (kind "kitchen-ticket", one per
 * order on arrival, deduplicated), their delivery by the outbox drainer (once across instances,
 * retried with back-off while the printer is away), and what the board shows about it.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  type PrinterAddress,
  type PrinterSettingsInputSchema,
  type PrinterStatus,
  parsePrinterAddress,
} from "@shared/printing/printing.schema";
import type { AppDeps } from "../../app-deps";
import type { Db, DbTransaction } from "../../db/client";
import { kitchenPrinter, outbox } from "../../db/schema";
import { enqueueOutbox, OUTBOX_CHANNEL, type OutboxHandler } from "../../lib/outbox";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { findOrderById, toOrder } from "../orders/orders.queries";
import { encodeKitchenTicket } from "./kitchen-ticket-escpos";
import { sendToPrinter } from "./network-printer";

export const KITCHEN_TICKET_KIND = "kitchen-ticket";

export interface KitchenTicketPayload {
  orderId: number;
  /** A reprint asked for from the board (the first print is the order's arrival). */
  reprint: boolean;
}

declare module "../../lib/outbox" {
  interface OutboxPayloads {
    "kitchen-ticket": KitchenTicketPayload;
  }
}

type DbOrTx = Db | DbTransaction;

export interface PrinterConfig {
  address: string | null;
  source: PrinterStatus["source"];
  autoPrint: boolean;
}

/** Staff's row wins, even one that removed the printer; with no row, KITCHEN_PRINTER. */
export async function loadPrinterConfig(db: DbOrTx, envPrinter: string | undefined): Promise<PrinterConfig> {
  const [row] = await db.select().from(kitchenPrinter).where(eq(kitchenPrinter.id, 1));
  if (row?.savedByStaff) {
    return { address: row.address, source: row.address ? "settings" : "none", autoPrint: row.autoPrint };
  }
  if (envPrinter) return { address: envPrinter, source: "environment", autoPrint: true };
  return { address: null, source: "none", autoPrint: true };
}

/**
 * Queues an order's ticket for the printer, in the caller's transaction. "arrival": once per
 * order (the dedupe key), and only with a printer set and auto-print on; the order placement and
 * the payment both call it, so an order prints once whichever comes first. "reprint": always.
 * Returns whether a ticket was queued.
 */
export async function queueKitchenTicket(
  tx: DbTransaction,
  envPrinter: string | undefined,
  orderId: number,
  why: "arrival" | "reprint",
): Promise<boolean> {
  const config = await loadPrinterConfig(tx, envPrinter);
  if (!config.address) return false;
  if (why === "arrival") {
    if (!config.autoPrint) return false;
    return enqueueOutbox(tx, {
      kind: KITCHEN_TICKET_KIND,
      payload: { orderId, reprint: false },
      dedupeKey: `kitchen-ticket:${orderId}`,
    });
  }
  return enqueueOutbox(tx, { kind: KITCHEN_TICKET_KIND, payload: { orderId, reprint: true } });
}

/** Waiting tickets are tried now (the printer was set or changed), not at their next back-off. */
async function retryWaitingTicketsNow(tx: DbTransaction): Promise<void> {
  await tx
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.kind, KITCHEN_TICKET_KIND), eq(outbox.status, "pending")));
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${KITCHEN_TICKET_KIND})`);
}

export async function savePrinterSettings(
  deps: Pick<AppDeps, "db" | "env">,
  input: ReturnType<typeof PrinterSettingsInputSchema.parse>,
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await loadPrinterConfig(tx, deps.env.KITCHEN_PRINTER);
    const saved = { address: input.address, autoPrint: input.autoPrint, updatedAt: actor.at };
    await tx
      .insert(kitchenPrinter)
      .values({ id: 1, savedByStaff: true, ...saved })
      .onConflictDoUpdate({ target: kitchenPrinter.id, set: { savedByStaff: true, ...saved } });
    await writeAudit(tx, {
      actor,
      kind: "printer.changed",
      before: { address: before.address, autoPrint: before.autoPrint },
      after: { address: input.address, autoPrint: input.autoPrint },
    });
    if (input.address) await retryWaitingTicketsNow(tx);
  });
}

export async function getPrinterStatus(db: Db, envPrinter: string | undefined): Promise<PrinterStatus> {
  const config = await loadPrinterConfig(db, envPrinter);
  const [row] = await db.select().from(kitchenPrinter).where(eq(kitchenPrinter.id, 1));
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.kind, KITCHEN_TICKET_KIND), inArray(outbox.status, ["pending", "sending"])));
  const lastPrintedAt = row?.lastPrintedAt ?? null;
  const lastFailedAt = row?.lastFailedAt ?? null;
  let state: PrinterStatus["state"] = "unknown";
  if (!config.address) state = "none";
  else if (lastFailedAt && (!lastPrintedAt || lastFailedAt > lastPrintedAt)) state = "offline";
  else if (lastPrintedAt) state = "online";
  return {
    address: config.address,
    source: config.source,
    autoPrint: config.autoPrint,
    state,
    waiting: Number(waiting?.count ?? 0),
    lastPrintedAt: lastPrintedAt?.toISOString() ?? null,
    lastFailedAt: lastFailedAt?.toISOString() ?? null,
    lastError: state === "offline" ? (row?.lastError ?? null) : null,
  };
}

/** The outcome of each try, for every instance's board (the row is created if staff never saved). */
async function recordPrinterOutcome(db: Db, outcome: { ok: true } | { ok: false; error: string }) {
  const values = outcome.ok
    ? { lastPrintedAt: sql`now()` }
    : { lastFailedAt: sql`now()`, lastError: outcome.error.slice(0, 500) };
  await db
    .insert(kitchenPrinter)
    // A row made here is not staff's setting (savedByStaff false): KITCHEN_PRINTER still applies.
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: kitchenPrinter.id, set: values });
}

export interface KitchenPrinterOptions {
  /** Connect and answer time-out per try (default 5 s). */
  timeoutMs?: number;
}

/** Delivers a queued ticket: the order as it is now (paid or not), encoded and sent with a cut. */
export function kitchenTicketDelivery(
  deps: Pick<AppDeps, "db" | "env">,
  options: KitchenPrinterOptions = {},
): OutboxHandler<typeof KITCHEN_TICKET_KIND> {
  return {
    // A printer away for the evening keeps its tickets: retried about every minute for a day.
    timeoutMs: 20_000,
    maxAttempts: 24 * 60,
    maxRetryMs: 60_000,
    async deliver(payload, delivery) {
      const config = await loadPrinterConfig(deps.db, deps.env.KITCHEN_PRINTER);
      const address: PrinterAddress | null = config.address ? parsePrinterAddress(config.address) : null;
      if (!address) throw new Error("no kitchen printer is set");
      const row = await findOrderById(deps.db, payload.orderId);
      if (!row) return; // the order is gone: nothing to print
      const job = encodeKitchenTicket(toOrder(row), { reprint: payload.reprint });
      try {
        await sendToPrinter(address, job, { timeoutMs: options.timeoutMs, signal: delivery.signal });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await recordPrinterOutcome(deps.db, { ok: false, error: message }).catch(() => {});
        throw error;
      }
      await recordPrinterOutcome(deps.db, { ok: true });
    },
  };
}
