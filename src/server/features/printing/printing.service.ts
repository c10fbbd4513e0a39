/**
 * The kitchen's network printer: where it is (the owner's setting, else KITCHEN_PRINTER), tickets
 * queued in the outbox in the transaction of the order or the payment (kind "kitchen-ticket", one
 * per order, deduplicated; decision 0034 says when), their delivery by the outbox's printer lane
 * (oldest first, once across instances, held while the printer is away), and what the board shows
 * about it.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { isPreOrder } from "@shared/order-ahead/order-ahead-days";
import {
  type PrinterAddress,
  type PrinterSettingsInputSchema,
  type PrinterStatus,
  parsePrinterAddress,
} from "@shared/printing/printing.schema";
import type { AppDeps } from "../../app-deps";
import type { Db, DbTransaction } from "../../db/client";
import { kitchenPrinter, onlineOrders, outbox } from "../../db/schema";
import { announceOrderEvent } from "../../lib/order-events";
import { enqueueOutbox, OUTBOX_CHANNEL, type OutboxHandler } from "../../lib/outbox";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { findOrderById, toOrder } from "../orders/orders.queries";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { encodeKitchenTicket, encodePaidSlip } from "./kitchen-ticket-escpos";
import { sendToPrinter } from "./network-printer";

export const KITCHEN_TICKET_KIND = "kitchen-ticket";

interface KitchenTicketPayload {
  orderId: number;
  /** A reprint asked for from the board (the first print is the order's arrival or payment). */
  reprint: boolean;
  /** The short PAID slip after a ticket that printed before the payment arrived. */
  paidSlip?: boolean;
  /** A pre-order's second ticket, printed the set time before collection (order-ahead, issue 39). */
  preOrder?: boolean;
  /** The diner moved the order after its ticket printed: when it was for ("Friday 4 December 18:00"). */
  changedFrom?: string;
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
  printBeforePayment: boolean;
}

/** The owner's row wins, even one that removed the printer; with no row, KITCHEN_PRINTER. */
export async function loadPrinterConfig(db: DbOrTx, envPrinter: string | undefined): Promise<PrinterConfig> {
  const [row] = await db.select().from(kitchenPrinter).where(eq(kitchenPrinter.id, 1));
  const printBeforePayment = row?.printBeforePayment ?? false;
  if (row?.savedByStaff) {
    return {
      address: row.address,
      source: row.address ? "settings" : "none",
      autoPrint: row.autoPrint,
      printBeforePayment,
    };
  }
  if (envPrinter) return { address: envPrinter, source: "environment", autoPrint: true, printBeforePayment };
  return { address: null, source: "none", autoPrint: true, printBeforePayment };
}

const arrivalKey = (orderId: number) => `kitchen-ticket:${orderId}`;

function queueArrival(tx: DbTransaction, orderId: number) {
  return enqueueOutbox(tx, {
    kind: KITCHEN_TICKET_KIND,
    payload: { orderId, reprint: false },
    dedupeKey: arrivalKey(orderId),
  });
}

/**
 * A new order's ticket, in the order's transaction, with a printer set and auto-print on: at once
 * for an order to pay at collection or already paid; for one to be paid online, only when the
 * kitchen prints those before payment (it then reads ONLINE PAYMENT PENDING), else its payment
 * queues it. Returns whether a ticket was queued.
 */
export async function queueTicketOnArrival(
  tx: DbTransaction,
  envPrinter: string | undefined,
  order: { id: number; paysOnline: boolean; paymentStatus: string },
): Promise<boolean> {
  const config = await loadPrinterConfig(tx, envPrinter);
  if (!config.address || !config.autoPrint) return false;
  const waitsForPayment = order.paysOnline && order.paymentStatus === "pending";
  if (waitsForPayment && !config.printBeforePayment) return false;
  return queueArrival(tx, order.id);
}

/**
 * A verified payment, in its transaction: the order's ticket prints now (reading PAID) if none
 * was queued; if its ticket has printed, or is printing, unpaid, a PAID slip follows. The arrival
 * row is locked, so the printer lane cannot read the order between this look and the commit.
 */
export async function queueTicketOnPayment(
  tx: DbTransaction,
  envPrinter: string | undefined,
  orderId: number,
): Promise<void> {
  const config = await loadPrinterConfig(tx, envPrinter);
  if (!config.address || !config.autoPrint) return;
  const [arrival] = await tx
    .select({ status: outbox.status })
    .from(outbox)
    .where(eq(outbox.dedupeKey, arrivalKey(orderId)))
    .for("update");
  if (!arrival) {
    await queueArrival(tx, orderId);
    return;
  }
  // Still waiting: it is read when it prints, and will say PAID.
  if (arrival.status === "pending") return;
  await enqueueOutbox(tx, {
    kind: KITCHEN_TICKET_KIND,
    payload: { orderId, reprint: false, paidSlip: true },
    dedupeKey: `kitchen-ticket-paid:${orderId}`,
  });
}

/** Staff's reprint from the board (marked as a reprint on paper); false when no printer is set. */
export async function queueReprint(
  tx: DbTransaction,
  envPrinter: string | undefined,
  orderId: number,
): Promise<boolean> {
  const config = await loadPrinterConfig(tx, envPrinter);
  if (!config.address) return false;
  return enqueueOutbox(tx, { kind: KITCHEN_TICKET_KIND, payload: { orderId, reprint: true } });
}

/**
 * The diner moved an order whose ticket has printed (order-ahead, decision 0052): the kitchen gets
 * it again, marked CHANGED with the time it was for, where tickets print by themselves.
 */
export async function queueChangedTicket(
  tx: DbTransaction,
  envPrinter: string | undefined,
  orderId: number,
  changedFrom: string,
): Promise<boolean> {
  const config = await loadPrinterConfig(tx, envPrinter);
  if (!config.address || !config.autoPrint) return false;
  return enqueueOutbox(tx, { kind: KITCHEN_TICKET_KIND, payload: { orderId, reprint: true, changedFrom } });
}

/**
 * Waiting tickets are tried now (the printer was set or changed, answered its status again, or
 * staff tapped Retry now), not at their next back-off; the lane takes them oldest first.
 */
export async function retryWaitingTicketsNow(db: DbOrTx): Promise<number> {
  const retried = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.kind, KITCHEN_TICKET_KIND), eq(outbox.status, "pending")))
    .returning({ id: outbox.id });
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${KITCHEN_TICKET_KIND})`);
  return retried.length;
}

export async function savePrinterSettings(
  deps: Pick<AppDeps, "db" | "env">,
  input: ReturnType<typeof PrinterSettingsInputSchema.parse>,
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await loadPrinterConfig(tx, deps.env.KITCHEN_PRINTER);
    const printBeforePayment = input.printBeforePayment ?? before.printBeforePayment;
    // What the old address answered says nothing of the new one: unknown until it is asked.
    const forget =
      input.address !== before.address ? { lastAnsweredAt: null, lastFailedAt: null, lastError: null } : {};
    const saved = {
      address: input.address,
      autoPrint: input.autoPrint,
      printBeforePayment,
      updatedAt: actor.at,
      ...forget,
    };
    await tx
      .insert(kitchenPrinter)
      .values({ id: 1, savedByStaff: true, ...saved })
      .onConflictDoUpdate({ target: kitchenPrinter.id, set: { savedByStaff: true, ...saved } });
    await writeAudit(tx, {
      actor,
      kind: "printer.changed",
      before: {
        address: before.address,
        autoPrint: before.autoPrint,
        printBeforePayment: before.printBeforePayment,
      },
      after: { address: input.address, autoPrint: input.autoPrint, printBeforePayment },
    });
    if (input.address) await retryWaitingTicketsNow(tx);
  });
}

/** The tickets the printer lane still holds, oldest first, with their order numbers. */
async function loadWaitingTickets(db: Db): Promise<string[]> {
  const rows = await db
    .select({ orderNumber: onlineOrders.orderNumber })
    .from(outbox)
    .innerJoin(onlineOrders, sql`${onlineOrders.id} = (${outbox.payload} ->> 'orderId')::int`)
    .where(and(eq(outbox.kind, KITCHEN_TICKET_KIND), inArray(outbox.status, ["pending", "sending"])))
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.orderNumber);
}

export async function getPrinterStatus(db: Db, envPrinter: string | undefined): Promise<PrinterStatus> {
  const config = await loadPrinterConfig(db, envPrinter);
  const [row] = await db.select().from(kitchenPrinter).where(eq(kitchenPrinter.id, 1));
  const waitingOrders = await loadWaitingTickets(db);
  const lastPrintedAt = row?.lastPrintedAt ?? null;
  const lastFailedAt = row?.lastFailedAt ?? null;
  const lastAnsweredAt = row?.lastAnsweredAt ?? null;
  // Online only on the printer's own word: its last status answer is newer than its last failure.
  let state: PrinterStatus["state"] = "unknown";
  if (!config.address) state = "none";
  else if (lastFailedAt && (!lastAnsweredAt || lastFailedAt > lastAnsweredAt)) state = "offline";
  else if (lastAnsweredAt) state = "online";
  return {
    address: config.address,
    source: config.source,
    autoPrint: config.autoPrint,
    printBeforePayment: config.printBeforePayment,
    state,
    reachable: state === "online" ? true : state === "offline" ? false : null,
    waiting: waitingOrders.length,
    waitingOrders,
    lastPrintedAt: lastPrintedAt?.toISOString() ?? null,
    lastAnsweredAt: lastAnsweredAt?.toISOString() ?? null,
    lastFailedAt: lastFailedAt?.toISOString() ?? null,
    lastError: state === "offline" ? (row?.lastError ?? null) : null,
  };
}

type PrinterOutcome = { ok: true; printed: boolean } | { ok: false; error: string };

/** The outcome of each contact, for every instance's board (the row is created if nobody saved one). */
async function recordPrinterOutcome(db: Db, outcome: PrinterOutcome) {
  const values = outcome.ok
    ? { lastAnsweredAt: sql`now()`, ...(outcome.printed ? { lastPrintedAt: sql`now()` } : {}) }
    : { lastFailedAt: sql`now()`, lastError: outcome.error.slice(0, 500) };
  await db
    .insert(kitchenPrinter)
    // A row made here is not the owner's setting (savedByStaff false): KITCHEN_PRINTER still applies.
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: kitchenPrinter.id, set: values });
}

export interface KitchenPrinterOptions {
  /** Connect and each status answer's time-out per try (default 5 s). */
  timeoutMs?: number;
}

/** The printer set now, or null when none is (or its address cannot be read). */
async function currentPrinter(deps: Pick<AppDeps, "db" | "env">): Promise<PrinterAddress | null> {
  const config = await loadPrinterConfig(deps.db, deps.env.KITCHEN_PRINTER);
  return config.address ? parsePrinterAddress(config.address) : null;
}

/**
 * Asks the printer its status with no job (the watcher, while tickets wait): true when it
 * answers, and then the waiting tickets are due at once. Only ever the saved printer's address.
 */
export async function checkPrinterAndRelease(
  deps: Pick<AppDeps, "db" | "env">,
  options: KitchenPrinterOptions & { signal?: AbortSignal } = {},
): Promise<boolean> {
  const address = await currentPrinter(deps);
  if (!address) return false;
  try {
    await sendToPrinter(address, null, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordPrinterOutcome(deps.db, { ok: false, error: message });
    return false;
  }
  await recordPrinterOutcome(deps.db, { ok: true, printed: false });
  await retryWaitingTicketsNow(deps.db);
  return true;
}

/**
 * Whether the watcher should ask the printer its status: tickets wait for a printer that failed
 * them, or the saved printer has not been asked since it was set.
 */
export async function printerNeedsAsking(deps: Pick<AppDeps, "db" | "env">): Promise<boolean> {
  const { db } = deps;
  const config = await loadPrinterConfig(db, deps.env.KITCHEN_PRINTER);
  if (!config.address) return false;
  const [printer] = await db.select().from(kitchenPrinter).where(eq(kitchenPrinter.id, 1));
  if (!printer?.lastAnsweredAt && !printer?.lastFailedAt) return true;
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, KITCHEN_TICKET_KIND),
        eq(outbox.status, "pending"),
        sql`${outbox.attempts} > 0`,
        sql`${outbox.nextAttemptAt} > now()`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Delivers a queued ticket: the order as it is now (paid or not), encoded and sent with a cut,
 * counted as printed only when the printer answered its status before and after. The first
 * ticket stamps the order printed (by the network printer) and tells the boards.
 */
export function kitchenTicketDelivery(
  deps: Pick<AppDeps, "db" | "env" | "database">,
  options: KitchenPrinterOptions = {},
): OutboxHandler<typeof KITCHEN_TICKET_KIND> {
  return {
    // Its own lane, oldest first: a hung mail server never holds a ticket, and a ticket never
    // overtakes an older one. A printer away for the evening keeps its tickets for a day; the
    // watcher (printer-watch.ts) makes them due the moment it answers again.
    lane: "kitchen-printer",
    inOrder: true,
    timeoutMs: 20_000,
    maxAttempts: 24 * 60,
    maxRetryMs: 60_000,
    async deliver(payload, delivery) {
      const address = await currentPrinter(deps);
      if (!address) throw new Error("no kitchen printer is set");
      const row = await findOrderById(deps.db, payload.orderId);
      if (!row) return; // the order is gone: nothing to print
      const order = toOrder(row);
      const restaurantName = (await loadConfirmedDetails(deps.db))?.name ?? null;
      const job = payload.paidSlip
        ? encodePaidSlip(order, restaurantName)
        : encodeKitchenTicket(order, {
            // A pre-order's timed ticket is the one to cook from, not a reprint.
            reprint: payload.reprint || (!payload.preOrder && row.printedAt !== null),
            restaurantName,
            preOrder: isPreOrder(row.collectionDate, row.createdAt),
            changedFrom: payload.changedFrom,
          });
      try {
        await sendToPrinter(address, job, { timeoutMs: options.timeoutMs, signal: delivery.signal });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await recordPrinterOutcome(deps.db, { ok: false, error: message }).catch(() => {});
        throw error;
      }
      await recordPrinterOutcome(deps.db, { ok: true, printed: true });
      if (payload.paidSlip) return;
      const [stamped] = await deps.db
        .update(onlineOrders)
        .set({ printedAt: sql`now()`, printedVia: "network" })
        .where(and(eq(onlineOrders.id, row.id), isNull(onlineOrders.printedAt)))
        .returning({ id: onlineOrders.id, orderNumber: onlineOrders.orderNumber });
      if (stamped) await announceOrderEvent(deps.database, "order.printed", stamped);
    },
  };
}
