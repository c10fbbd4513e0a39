/**
 * Receipt scans as the outbox's "receipt-scan" kind: an unreadable photo is marked failed at once
 * with the spec's words, a scan already read is not read again (a redelivered row), and the scan
 * and its outbox row are written together.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, receiptScans } from "../../db/schema";
import { buildMultipart } from "../../testing/multipart";
import { renderReceiptImage } from "../../testing/receipt-image";
import { setUpTestApp } from "../../testing/set-up-test-app";
import type { ReceiptReader } from "./receipt-reader";
import { RECEIPT_SCAN_KIND, receiptScanDelivery } from "./receipt-scan-delivery";

const t = setUpTestApp({ signedIn: true });

async function upload(): Promise<number> {
  const { payload, headers } = await buildMultipart(
    "receiptImage",
    await renderReceiptImage(),
    "r.jpg",
    "image/jpeg",
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/purchases/scans",
    headers: { ...headers, cookie: t.cookie },
    payload,
  });
  expect(res.statusCode).toBe(202);
  return res.json().id;
}

function reader(read: ReceiptReader["read"]): ReceiptReader & { reads: number } {
  const r = {
    reads: 0,
    async read(image: Buffer) {
      r.reads += 1;
      return read(image);
    },
    async close() {},
  };
  return r;
}

const delivery = (attempt = 1) => ({ id: 0, attempt, signal: new AbortController().signal });

describe("a receipt scan delivered by the outbox", () => {
  it("is queued with its outbox row in the upload's transaction", async () => {
    const scanId = await upload();
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, RECEIPT_SCAN_KIND));
    expect(rows.map((r) => r.payload)).toContainEqual({ scanId });
  });

  it("marks an unreadable photo failed with the spec's words, without a retry", async () => {
    const scanId = await upload();
    const failing = reader(async () => {
      throw new Error("tesseract fell over");
    });
    await expect(
      receiptScanDelivery(t.app.deps, failing).deliver({ scanId }, delivery()),
    ).resolves.toBeUndefined();
    const [scan] = await t.db.select().from(receiptScans).where(eq(receiptScans.id, scanId));
    expect(scan).toMatchObject({
      status: "failed",
      error: "The receipt could not be read. Please enter its details by hand.",
    });
  });

  it("reads a scan once: a redelivered row finds it read and does nothing", async () => {
    const scanId = await upload();
    const text = "FRESH FOODS WHOLESALE LTD\n17/11/2026\nTOTAL 43.80\nVAT 20% 7.30";
    const fake = reader(async () => text);
    const handler = receiptScanDelivery(t.app.deps, fake);
    await handler.deliver({ scanId }, delivery());
    await handler.deliver({ scanId }, delivery(2));
    expect(fake.reads).toBe(1);
    const [scan] = await t.db.select().from(receiptScans).where(eq(receiptScans.id, scanId));
    expect(scan).toMatchObject({ status: "done", ocrText: text, totalAmountPence: 4_380 });
  });
});
