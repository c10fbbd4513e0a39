/**
 * Other print jobs than the order's ticket (the Z-report at close, decision 0035) sent to the
 * kitchen's network printer: the printer staff set (or KITCHEN_PRINTER), the same socket code and
 * time-outs as the tickets. Callers queue the job in the outbox and send it from their handler, so
 * a printer that is off keeps it queued and retried like a ticket.
 */
import { parsePrinterAddress } from "@shared/printing/printing.schema";
import type { AppDeps } from "../../app-deps";
import type { Db, DbTransaction } from "../../db/client";
import { sendToPrinter } from "./network-printer";
import { loadPrinterConfig } from "./printing.service";

/** Whether a network printer is set (a job queued without one would never print). */
export async function hasKitchenPrinter(db: Db | DbTransaction, envPrinter: string | undefined) {
  return (await loadPrinterConfig(db, envPrinter)).address !== null;
}

export async function printOnKitchenPrinter(
  deps: Pick<AppDeps, "db" | "env">,
  job: Uint8Array,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const config = await loadPrinterConfig(deps.db, deps.env.KITCHEN_PRINTER);
  const address = config.address ? parsePrinterAddress(config.address) : null;
  if (!address) throw new Error("no kitchen printer is set");
  await sendToPrinter(address, job, options);
}
