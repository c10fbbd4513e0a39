/**
 * The kitchen printer's contract: its address (a network ESC/POS printer, "host:port", usually port
 * 9100), whether new orders print on arrival, and what the board shows about it.
 */
import { z } from "zod";

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export interface PrinterAddress {
  host: string;
  port: number;
}

/** "192.168.1.50:9100" or "kitchen-printer.local:9100"; null when it is not one. */
export function parsePrinterAddress(text: string): PrinterAddress | null {
  const match = /^(.+):(\d{1,5})$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const host = match[1];
  const port = Number(match[2]);
  if (port < 1 || port > 65535 || host.length > 253 || !HOST.test(host)) return null;
  return { host, port };
}

export const PRINTER_ADDRESS_MESSAGE =
  "Printer address: enter the printer's network address and port, e.g. 192.168.1.50:9100";

const PrinterAddressSchema = z
  .string()
  .trim()
  .max(300, PRINTER_ADDRESS_MESSAGE)
  .refine((v) => parsePrinterAddress(v) !== null, PRINTER_ADDRESS_MESSAGE);

/**
 * What the owner saves: the address (null or empty removes the printer), auto-print, and whether
 * an order to be paid online prints before its payment (marked ONLINE PAYMENT PENDING; kept as it
 * was when not sent).
 */
export const PrinterSettingsInputSchema = z.object({
  address: z.union([PrinterAddressSchema, z.literal(""), z.null()]).transform((v) => (v ? v : null)),
  autoPrint: z.boolean(),
  printBeforePayment: z.boolean().optional(),
});
export type PrinterSettingsInput = z.input<typeof PrinterSettingsInputSchema>;

const PRINTER_STATES = ["none", "online", "offline", "unknown"] as const;
const PrinterStateSchema = z.enum(PRINTER_STATES);

export const PrinterStatusSchema = z.object({
  /** The printer in use, or null when none is set. */
  address: z.string().nullable(),
  /** "settings": staff set it; "environment": KITCHEN_PRINTER; "none". */
  source: z.enum(["settings", "environment", "none"]),
  autoPrint: z.boolean(),
  printBeforePayment: z.boolean(),
  /**
   * online: the saved printer answered its last status request (ESC/POS DLE EOT); offline: it did
   * not, or said it cannot print; unknown: not asked yet.
   */
  state: PrinterStateSchema,
  /** The saved printer is reachable (true), not (false), or not known yet (null); never another address. */
  reachable: z.boolean().nullable(),
  /** Tickets queued for the printer, not yet printed. */
  waiting: z.number().int().min(0),
  /** Their order numbers, oldest first (the order they will print in). */
  waitingOrders: z.array(z.string()),
  lastPrintedAt: z.string().nullable(),
  lastAnsweredAt: z.string().nullable(),
  lastFailedAt: z.string().nullable(),
  /** Why the last try failed ("no answer from 192.168.1.50:9100", "out of paper"). */
  lastError: z.string().nullable(),
});
export type PrinterStatus = z.infer<typeof PrinterStatusSchema>;

export const ReprintRequestSchema = z.object({ orderId: z.number().int().positive() });

export const ReprintResultSchema = z.object({ message: z.string(), status: PrinterStatusSchema });

export const NO_PRINTER_MESSAGE = "No kitchen printer is set. Add its address under Kitchen printer.";

export const RetryTicketsResultSchema = z.object({ message: z.string(), status: PrinterStatusSchema });

/** The board's indicator: says nothing while all is well. */
export function describePrinterTrouble(status: PrinterStatus): string | null {
  if (status.state === "none") return null;
  const tickets = `${status.waiting} ${status.waiting === 1 ? "ticket" : "tickets"} waiting`;
  if (status.state === "offline") return `Printer offline - ${tickets}`;
  if (status.waiting > 0) return `Printing - ${tickets}`;
  return null;
}
