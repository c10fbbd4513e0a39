/**
 * OCR of receipt photos with tesseract.js and the English data shipped in the npm package
 * @tesseract.js-data/eng (no download at run time: the site reads receipts without a cloud service
 * or network). tesseract.js runs the recognition in its own worker thread; one worker is kept while
 * scans keep coming and ended after a quiet minute, since it holds ~100 MB.
 */
import { createRequire } from "node:module";
import type { Worker } from "tesseract.js";
import { loadSharp } from "../../lib/uploads";

const require = createRequire(import.meta.url);
const englishData = require("@tesseract.js-data/eng") as { langPath: string; gzip: boolean };

export interface ReceiptReader {
  read(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

export function createReceiptReader(idleMs = 60_000): ReceiptReader {
  let worker: Promise<Worker> | null = null;
  let idleTimer: NodeJS.Timeout | null = null;

  async function end() {
    const current = worker;
    worker = null;
    if (current) await (await current).terminate();
  }

  return {
    async read(image) {
      if (idleTimer) clearTimeout(idleTimer);
      // Loaded on the first scan, not at start-up: most runs of the server never read a receipt.
      worker ??= import("tesseract.js").then(({ createWorker }) =>
        createWorker("eng", 1, {
          langPath: englishData.langPath,
          gzip: englishData.gzip,
          // The data is read from node_modules; nothing is cached to (or fetched into) the working folder.
          cacheMethod: "none",
        }),
      );
      // Grey, flattened PNG: tesseract reads it reliably whatever the upload's format was. A faded
      // print (its darkest ink far from black) is stretched to black on white first; a sharp print
      // is left as it is, which reads best (both measured in receipt-ocr.test.ts).
      const sharp = await loadSharp();
      const grey = sharp(image).flatten({ background: "#ffffff" }).grayscale();
      const [luminance] = (await grey.clone().stats()).channels;
      const faded = luminance !== undefined && luminance.max - luminance.min < 160;
      const png = await (faded ? grey.normalise() : grey).png().toBuffer();
      try {
        const result = await (await worker).recognize(png);
        return result.data.text;
      } finally {
        idleTimer = setTimeout(() => void end(), idleMs);
        idleTimer.unref();
      }
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      await end();
    },
  };
}
