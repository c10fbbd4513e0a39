/**
 * Talks to a network ESC/POS printer (a raw TCP socket, port 9100 on most), with time-outs. A
 * listener is a printer only when it answers ESC/POS real-time status (DLE EOT n), before the job
 * and after it (decision 0034): anything that accepts the connection and stays silent is offline,
 * and its job is not counted as printed. The job's bytes are built by the encoder
 * (kitchen-ticket-escpos.ts); this module only moves them and reads the answers.
 */
import net from "node:net";
import type { PrinterAddress } from "@shared/printing/printing.schema";

const DLE = 0x10;
const EOT = 0x04;
/**
 * DLE EOT 1 (printer status) and DLE EOT 4 (roll paper sensor): the encoder library builds print
 * jobs, not status requests. An Epson-compatible printer answers each with one byte at once, even
 * while it prints.
 */
const STATUS_REQUEST = Buffer.from([DLE, EOT, 1, DLE, EOT, 4]);
const STATUS_BYTES = 2;
/** Bits 1 and 4 are always set and bits 0 and 7 always clear in a real-time status byte. */
const FIXED_MASK = 0x93;
const FIXED_BITS = 0x12;
/** DLE EOT 1, bit 3: the printer is offline (cover open, paper out, an error). */
const OFFLINE_BIT = 0x08;
/** DLE EOT 4, bits 5 and 6: the paper has run out. */
const PAPER_END_BITS = 0x60;

class PrinterUnavailable extends Error {}

export interface SendOptions {
  /** Connecting, and the wait for each status answer (default 5 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

function describe(address: PrinterAddress): string {
  return `${address.host}:${address.port}`;
}

/** What two status bytes say; throws when the printer cannot print now. */
function checkStatus(where: string, bytes: Buffer, moment: "before" | "after"): void {
  const [printer, paper] = [bytes[0] as number, bytes[1] as number];
  if ((printer & FIXED_MASK) !== FIXED_BITS || (paper & FIXED_MASK) !== FIXED_BITS) {
    throw new PrinterUnavailable(`the device at ${where} does not answer as an ESC/POS printer`);
  }
  if ((paper & PAPER_END_BITS) !== 0) {
    throw new PrinterUnavailable(
      moment === "before"
        ? `the printer at ${where} is out of paper`
        : `the printer at ${where} ran out of paper while printing`,
    );
  }
  if ((printer & OFFLINE_BIT) !== 0) {
    throw new PrinterUnavailable(`the printer at ${where} is offline (cover open or an error)`);
  }
}

/**
 * Connects, asks the printer's status, writes the job (when there is one), asks again and hangs
 * up. Resolves only when the printer answered both times with nothing wrong; throws
 * PrinterUnavailable otherwise (off, unreachable, silent, out of paper, offline). With no job it
 * is the status check alone (the printer's watcher, printer-watch.ts).
 */
export async function sendToPrinter(
  address: PrinterAddress,
  job: Uint8Array | null,
  options: SendOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const where = describe(address);
  const socket = net.createConnection({ host: address.host, port: address.port });
  socket.setNoDelay(true);
  let failure: Error | null = null;
  let received = Buffer.alloc(0);
  let onData: (() => void) | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    socket.destroy();
    onData?.();
  };
  const onAbort = () => fail(new PrinterUnavailable(`printing to ${where} was stopped`));
  options.signal?.addEventListener("abort", onAbort, { once: true });
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    onData?.();
  });
  socket.on("error", (error: NodeJS.ErrnoException) =>
    fail(new PrinterUnavailable(`cannot reach the printer at ${where} (${error.code ?? error.message})`)),
  );
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("close", () => fail(new PrinterUnavailable(`the printer at ${where} closed the connection`)));

  /** Resolves when `count` bytes in all have come, or throws after the time-out. */
  function answers(count: number, silence: string): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => fail(new PrinterUnavailable(silence)), timeoutMs);
      onData = () => {
        if (received.length >= count) {
          clearTimeout(timer);
          onData = null;
          resolve(received.subarray(count - STATUS_BYTES, count));
        } else if (failure) {
          clearTimeout(timer);
          onData = null;
          reject(failure);
        }
      };
      onData();
    });
  }

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => fail(new PrinterUnavailable(`no answer from the printer at ${where}`)),
        timeoutMs,
      );
      socket.once("connect", () => {
        clearTimeout(timer);
        resolve();
      });
      onData = () => {
        if (failure) {
          clearTimeout(timer);
          reject(failure);
        }
      };
    });
    onData = null;
    socket.write(STATUS_REQUEST);
    const before = await answers(STATUS_BYTES, `the printer at ${where} does not answer its status request`);
    checkStatus(where, before, "before");
    if (job) {
      // The status request after the job: a real printer answers it once it has taken the job's
      // bytes; a device that swallowed them silently has printed nothing we can vouch for.
      socket.write(Buffer.concat([Buffer.from(job), STATUS_REQUEST]));
      const after = await answers(
        STATUS_BYTES * 2,
        `the printer at ${where} did not answer after the ticket was sent`,
      );
      checkStatus(where, after, "after");
    }
  } catch (error) {
    socket.destroy();
    throw failure ?? error;
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
  }
  // Done: hang up; a printer that keeps the connection open is simply left.
  failure = new PrinterUnavailable("done");
  socket.end();
  const linger = setTimeout(() => socket.destroy(), 1_000);
  await closed;
  clearTimeout(linger);
}
