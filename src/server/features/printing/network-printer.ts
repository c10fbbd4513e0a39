/**
 * Sends bytes to a network ESC/POS printer (a raw TCP socket, port 9100 on most), with time-outs,
 * and asks it first whether it has paper. The bytes themselves are built by the encoder
 * (kitchen-ticket-escpos.ts); this module only moves them.
 */
import net from "node:net";
import type { PrinterAddress } from "@shared/printing/printing.schema";

/**
 * DLE EOT 4: the real-time "roll paper sensor status" request of the ESC/POS standard (the encoder
 * library builds print jobs, not status requests). The printer answers one byte: bits 5 and 6 set
 * mean the paper has run out.
 */
const PAPER_STATUS_REQUEST = Buffer.from([0x10, 0x04, 0x04]);
const PAPER_END_BITS = 0x60;

export class PrinterUnavailable extends Error {}

export interface SendOptions {
  /** Connecting and each wait for the printer (default 5 s). */
  timeoutMs?: number;
  /** How long to wait for the paper status answer; a printer that does not answer is sent the job anyway. */
  statusTimeoutMs?: number;
  signal?: AbortSignal;
}

function describe(address: PrinterAddress): string {
  return `${address.host}:${address.port}`;
}

/**
 * Connects, checks the paper, writes the job and waits until the printer has taken every byte (the
 * socket closed cleanly). Throws PrinterUnavailable when it cannot: off, unreachable, out of paper.
 */
export async function sendToPrinter(
  address: PrinterAddress,
  job: Uint8Array,
  options: SendOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const statusTimeoutMs = options.statusTimeoutMs ?? 1_500;
  const where = describe(address);
  const socket = net.createConnection({ host: address.host, port: address.port });
  socket.setNoDelay(true);
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    socket.destroy();
  };
  const onAbort = () => fail(new PrinterUnavailable(`printing to ${where} was stopped`));
  options.signal?.addEventListener("abort", onAbort, { once: true });
  // Once every byte is written, a printer that keeps the connection open is simply left: the job is
  // the printer's (failing then would print it twice on the retry).
  let written = false;
  socket.setTimeout(timeoutMs, () =>
    written ? socket.destroy() : fail(new PrinterUnavailable(`no answer from the printer at ${where}`)),
  );
  const received: Buffer[] = [];
  let onData: (() => void) | null = null;
  socket.on("data", (chunk: Buffer) => {
    received.push(chunk);
    onData?.();
  });
  const closed = new Promise<void>((resolve, reject) => {
    socket.on("error", (error: NodeJS.ErrnoException) =>
      fail(new PrinterUnavailable(`cannot reach the printer at ${where} (${error.code ?? error.message})`)),
    );
    socket.on("close", () => (failure ? reject(failure) : resolve()));
  });
  closed.catch(() => {});
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      closed.then(
        () => reject(new PrinterUnavailable(`the printer at ${where} closed the connection`)),
        reject,
      );
    });
    // The paper first: a job sent to an empty printer is lost on many models.
    socket.write(PAPER_STATUS_REQUEST);
    const status = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), statusTimeoutMs);
      onData = () => {
        clearTimeout(timer);
        resolve(received[0]?.[0] ?? null);
      };
      closed.catch(() => resolve(null));
    });
    onData = null;
    if (failure) throw failure;
    if (status !== null && (status & PAPER_END_BITS) !== 0) {
      throw new PrinterUnavailable(`the printer at ${where} is out of paper`);
    }
    await new Promise<void>((resolve, reject) =>
      socket.end(Buffer.from(job), () => (failure ? reject(failure) : resolve())),
    );
    written = true;
    await closed.catch((error: unknown) => {
      // A reset after the printer took every byte is the printer hanging up, not a lost ticket.
      if (!(error instanceof PrinterUnavailable) || socket.bytesWritten < job.length) throw error;
    });
  } catch (error) {
    socket.destroy();
    throw failure ?? error;
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
  }
}
