/**
 * Reads receipt photos off the request path as the outbox's "receipt-scan" kind (issue 36: one
 * engine for all deferred work). The upload stores the photo, the scan row and its outbox row in
 * one transaction and answers 202; the outbox delivers it in a lane of its own (a slow read never
 * holds a mail or a ticket), once across instances, and takes it again if the instance reading it
 * dies (the lease). The OCR runs outside any transaction; a photo that cannot be read is marked
 * failed with the spec's words at once, not retried: reading it again gives the same answer.
 */
import { and, eq, inArray } from "drizzle-orm";
import { parseReceiptText } from "@shared/purchases/receipt-text";
import type { AppDeps } from "../../app-deps";
import { receiptScans } from "../../db/schema";
import type { OutboxHandler } from "../../lib/outbox";
import { readLargestImage } from "../images/images.service";
import type { ReceiptReader } from "./receipt-reader";

export const RECEIPT_SCAN_KIND = "receipt-scan";

declare module "../../lib/outbox" {
  interface OutboxPayloads {
    [RECEIPT_SCAN_KIND]: { scanId: number };
  }
}

const UNREADABLE = "The receipt could not be read. Please enter its details by hand.";
const MAX_ATTEMPTS = 3;

export function receiptScanDelivery(
  deps: Pick<AppDeps, "db" | "files" | "now">,
  reader: ReceiptReader,
): OutboxHandler<typeof RECEIPT_SCAN_KIND> {
  const { db } = deps;
  return {
    // tesseract's first read loads its worker and data: a minute or two on a busy 2-core machine.
    timeoutMs: 180_000,
    // A delivery that ran out of time or whose instance died is taken again, then given up.
    maxAttempts: MAX_ATTEMPTS,
    async deliver({ scanId }, delivery) {
      // The last try running out of time leaves the owner the form to fill, not a scan "reading" for ever.
      delivery.signal.addEventListener("abort", () => {
        if (delivery.attempt < MAX_ATTEMPTS) return;
        void db
          .update(receiptScans)
          .set({ status: "failed", error: UNREADABLE, updatedAt: deps.now() })
          .where(and(eq(receiptScans.id, scanId), eq(receiptScans.status, "processing")))
          .catch(() => {});
      });
      const [claimed] = await db
        .update(receiptScans)
        .set({ status: "processing", attempts: delivery.attempt, updatedAt: deps.now() })
        .where(and(eq(receiptScans.id, scanId), inArray(receiptScans.status, ["queued", "processing"])))
        .returning({ imageGroupId: receiptScans.imageGroupId });
      if (!claimed) return; // read already (or deleted): nothing to do
      let text: string;
      try {
        const image = await readLargestImage(db, deps.files, claimed.imageGroupId);
        if (!image) throw new Error("the stored photo is missing");
        text = (await reader.read(image)).trim();
      } catch {
        await db
          .update(receiptScans)
          .set({ status: "failed", error: UNREADABLE, updatedAt: deps.now() })
          .where(eq(receiptScans.id, scanId));
        return;
      }
      const facts = parseReceiptText(text);
      await db
        .update(receiptScans)
        .set({
          status: "done",
          ocrText: text,
          vendor: facts.vendor,
          date: facts.date,
          totalAmountPence: facts.totalPence,
          vatAmountPence: facts.vatPence,
          lines: facts.lines,
          vatRates: facts.vatRates,
          checkFields: facts.check,
          error: null,
          updatedAt: deps.now(),
        })
        .where(eq(receiptScans.id, scanId));
    },
  };
}
