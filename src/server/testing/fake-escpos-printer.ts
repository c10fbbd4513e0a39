/**
 * A network ESC/POS printer on 127.0.0.1 for tests: it takes jobs over TCP as a kitchen printer on
 * port 9100 does, answers every real-time status request (DLE EOT n) with one byte as an
 * Epson-compatible printer does, and decodes each job into text lines and cuts, so a test reads
 * what the kitchen would have read on paper. It can be switched off (refuses connections) and run
 * out of paper, as the real one does on a Friday. `startSilentListener` is the other kind of
 * trouble: something on the printer's address that accepts the connection and never answers.
 */
import net from "node:net";
import CodepageEncoder from "@point-of-sale/codepage-encoder";

export interface PrintedJob {
  /** The job's text, line by line, without trailing spaces; empty lines dropped. */
  lines: string[];
  /** Paper cuts in the job (GS V). */
  cuts: number;
}

export interface FakeEscPosPrinter {
  /** "127.0.0.1:port" */
  address: string;
  port: number;
  jobs: PrintedJob[];
  /** How many DLE EOT requests it has answered. */
  readonly statusRequests: number;
  /** Resolves when at least `count` jobs have printed. */
  waitForJobs(count: number, timeoutMs?: number): Promise<PrintedJob[]>;
  setPaper(present: boolean): void;
  /** Stops listening (the printer is off); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** ESC t n as Epson numbers the code pages the encoder picks from. */
const CODEPAGES: Record<number, Parameters<typeof CodepageEncoder.getCodepoints>[0]> = {
  0: "cp437",
  2: "cp850",
  16: "windows1252",
  19: "cp858",
};

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;

/** Parameter bytes after ESC <command>, for the commands a text job uses. */
const ESC_PARAMS: Record<number, number> = {
  64: 0, // @ initialise
  33: 1, // ! print mode
  69: 1, // E bold
  45: 1, // - underline
  97: 1, // a align
  116: 1, // t code page
  100: 1, // d feed lines
  74: 1, // J feed dots
  50: 0, // 2 default line spacing
  51: 1, // 3 line spacing
  77: 1, // M font
  71: 1, // G double strike
  82: 1, // R character set
  86: 1, // V rotate
  123: 1, // { upside down
  52: 1, // 4 italic
  114: 1, // r colour
  36: 2, // $ absolute position
  92: 2, // \ relative position
  112: 3, // p pulse
};
const GS_PARAMS: Record<number, number> = {
  33: 1, // ! character size
  66: 1, // B invert
  76: 2, // L left margin
  87: 2, // W print width
  104: 1, // h barcode height
  119: 1, // w barcode width
  72: 1, // H barcode text
  102: 1, // f barcode font
};

class UnknownEscPosCommand extends Error {}

/** Decodes one job: text in its code page, line feeds, and cuts. Unknown commands throw. */
export function decodeEscPos(bytes: Uint8Array): PrintedJob {
  const lines: string[] = [];
  let current = "";
  let cuts = 0;
  let codepoints = CodepageEncoder.getCodepoints("cp437", true);
  const endLine = () => {
    const text = current.trimEnd();
    if (text.trim() !== "") lines.push(text);
    current = "";
  };
  let i = 0;
  const take = (n: number) => {
    const params = bytes.subarray(i, i + n);
    i += n;
    return params;
  };
  while (i < bytes.length) {
    const byte = bytes[i++] as number;
    if (byte === ESC || byte === GS || byte === FS || byte === DLE) {
      const command = bytes[i++] as number;
      if (byte === ESC) {
        const count = ESC_PARAMS[command];
        if (count === undefined) throw new UnknownEscPosCommand(`ESC 0x${command.toString(16)}`);
        const params = take(count);
        if (command === 0x74) {
          const name = CODEPAGES[params[0] as number];
          if (!name) throw new UnknownEscPosCommand(`code page ${params[0]}`);
          codepoints = CodepageEncoder.getCodepoints(name, true);
        }
        if (command === 0x64) endLine();
      } else if (byte === GS) {
        if (command === 0x56) {
          const mode = take(1)[0] as number;
          if (mode >= 0x41) take(1); // feed-and-cut modes carry a feed amount
          endLine();
          cuts += 1;
        } else {
          const count = GS_PARAMS[command];
          if (count === undefined) throw new UnknownEscPosCommand(`GS 0x${command.toString(16)}`);
          take(count);
        }
      } else if (byte === FS) {
        if (command !== 0x2e && command !== 0x26)
          throw new UnknownEscPosCommand(`FS 0x${command.toString(16)}`);
      } else {
        take(1); // DLE EOT n: a status request, answered by the server below
      }
      continue;
    }
    if (byte === 0x0a) endLine();
    else if (byte === 0x0d) continue;
    else if (byte >= 0x20) current += String.fromCodePoint(codepoints[byte] ?? 0xfffd);
  }
  endLine();
  return { lines, cuts };
}

/**
 * One status byte per DLE EOT n, as Epson documents them: bits 1 and 4 always set. n = 1 printer
 * (bit 3: offline, as a printer without paper is), 2 offline cause (bit 5: stopped by paper end),
 * 3 error cause, 4 roll paper sensor (bits 5 and 6: paper end).
 */
function statusByte(n: number, paper: boolean): number {
  const fixed = 0x12;
  if (n === 1) return fixed | (paper ? 0 : 0x08);
  if (n === 2) return fixed | (paper ? 0 : 0x20);
  if (n === 4) return fixed | (paper ? 0 : 0x60);
  return fixed;
}

export async function startFakeEscPosPrinter(options: { port?: number } = {}): Promise<FakeEscPosPrinter> {
  const jobs: PrintedJob[] = [];
  let paper = true;
  let statusRequests = 0;
  const waiters = new Set<() => void>();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = options.port ?? 0;

  function handle(socket: net.Socket) {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    let seen = 0;
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // Answer status requests as they arrive (the sender waits for the answer before the job).
      const all = Buffer.concat(chunks);
      for (let i = seen; i + 2 < all.length; i++) {
        if (all[i] === DLE && all[i + 1] === 0x04) {
          statusRequests += 1;
          socket.write(Buffer.from([statusByte(all[i + 2] as number, paper)]));
        }
      }
      seen = Math.max(seen, all.length - 2);
    });
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      // A job sent without paper is not printed (the sender should not have sent it).
      const job = decodeEscPos(all);
      if (paper && (job.lines.length > 0 || job.cuts > 0)) {
        jobs.push(job);
        for (const wake of waiters) wake();
      }
      socket.end();
    });
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  }

  async function start() {
    const listening = net.createServer(handle);
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
    });
    const address = listening.address();
    if (typeof address === "object" && address) port = address.port;
    server = listening;
  }

  async function stop() {
    const closing = server;
    server = null;
    if (!closing) return;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await start();
  return {
    get address() {
      return `127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    jobs,
    get statusRequests() {
      return statusRequests;
    },
    setPaper(present) {
      paper = present;
    },
    start,
    stop,
    close: stop,
    waitForJobs(count, timeoutMs = 10_000) {
      if (jobs.length >= count) return Promise.resolve(jobs);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} printed jobs within ${timeoutMs} ms, got ${jobs.length}`));
        }, timeoutMs);
        function check() {
          if (jobs.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(jobs);
        }
        waiters.add(check);
      });
    },
  };
}

export interface SilentListener {
  /** "127.0.0.1:port" */
  address: string;
  /** Connections it has accepted. */
  readonly connections: number;
  /** Every byte anyone wrote to it. */
  readonly bytesReceived: number;
  close(): Promise<void>;
}

/** Accepts connections on 127.0.0.1 and never answers: not a printer, though it looks like one. */
export async function startSilentListener(): Promise<SilentListener> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let bytesReceived = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("data", (chunk: Buffer) => {
      bytesReceived += chunk.length;
    });
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    address: `127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    get bytesReceived() {
      return bytesReceived;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
