/**
 * Purchase receipts with their items, and the receipt-photo scans the OCR worker reads.
 * Item totals are computed here from quantity and unit price, never taken from the client.
 */
import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { formatPence } from "@shared/money";
import { calculateItemTotalPence } from "@shared/purchases/purchase-totals";
import type { Purchase, PurchaseData, ReceiptScan } from "@shared/purchases/purchases.schema";
import type { Db, DbOrTx, DbTransaction } from "../../db/client";
import { purchaseItems, purchaseReceipts, receiptScans } from "../../db/schema";
import type { FileStore } from "../../lib/file-store";
import { HttpError } from "../../lib/http-error";
import { enqueueOutbox } from "../../lib/outbox";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { storeImage } from "../images/images.service";
import { RECEIPT_SCAN_KIND } from "./receipt-scan-delivery";

type ReceiptRow = typeof purchaseReceipts.$inferSelect;
type ItemRow = typeof purchaseItems.$inferSelect;

/** numeric(10,3) comes back as text ("1.500"); the API speaks whole thousandths. */
function toThousandths(quantity: string): number {
  const [whole = "0", fraction = ""] = quantity.split(".");
  return Number(whole) * 1000 + Number(fraction.padEnd(3, "0").slice(0, 3));
}

function toQuantityText(thousandths: number): string {
  return `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, "0")}`;
}

function toPurchase(row: ReceiptRow, items: ItemRow[]): Purchase {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    vendor: row.vendor,
    date: row.date,
    totalAmountPence: row.totalAmountPence,
    vatAmountPence: row.vatAmountPence,
    category: row.category,
    subcategory: row.subcategory,
    paymentMethod: row.paymentMethod,
    receiptImagePath: row.receiptImagePath,
    ocrExtractedText: row.ocrExtractedText,
    isRecurring: row.isRecurring,
    recurringFrequency: row.recurringFrequency,
    recurringSourceId: row.recurringSourceId,
    notes: row.notes,
    enteredBy: row.enteredBy,
    items: items.map((i) => ({
      id: i.id,
      itemName: i.itemName,
      quantityThousandths: toThousandths(i.quantity),
      unitPricePence: i.unitPricePence,
      totalPricePence: i.totalPricePence,
      category: i.category,
      unit: i.unit,
    })),
  };
}

export async function listPurchases(db: Db, from: string, to: string): Promise<Purchase[]> {
  const rows = await db
    .select()
    .from(purchaseReceipts)
    .where(and(gte(purchaseReceipts.date, from), lte(purchaseReceipts.date, to)))
    .orderBy(desc(purchaseReceipts.date), desc(purchaseReceipts.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(purchaseItems)
    .where(
      inArray(
        purchaseItems.receiptId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(purchaseItems.id));
  return rows.map((r) =>
    toPurchase(
      r,
      items.filter((i) => i.receiptId === r.id),
    ),
  );
}

export async function getPurchase(db: DbOrTx, id: number): Promise<Purchase> {
  const [row] = await db.select().from(purchaseReceipts).where(eq(purchaseReceipts.id, id));
  if (!row) throw new HttpError(404, "Purchase not found");
  const items = await db
    .select()
    .from(purchaseItems)
    .where(eq(purchaseItems.receiptId, id))
    .orderBy(asc(purchaseItems.id));
  return toPurchase(row, items);
}

/** The image and OCR text of a finished scan; a scan still being read cannot be attached yet. */
async function scanAttachment(tx: DbTransaction, scanId: number | null) {
  if (scanId === null) return { receiptImagePath: null, ocrExtractedText: null };
  const [scan] = await tx.select().from(receiptScans).where(eq(receiptScans.id, scanId));
  if (!scan) throw new HttpError(400, "The receipt scan was not found");
  return { receiptImagePath: scan.imageUrl, ocrExtractedText: scan.ocrText };
}

/**
 * The receipt's own columns: the body less its lines (a table of their own) and its scan (whose
 * image and text the server copies, never the client); a frequency only for a recurring bill.
 */
function receiptValues({ items: _items, scanId: _scanId, ...receipt }: PurchaseData) {
  return { ...receipt, recurringFrequency: receipt.isRecurring ? receipt.recurringFrequency : null };
}

async function insertItems(tx: DbTransaction, receiptId: number, data: PurchaseData) {
  if (data.items.length === 0) return;
  await tx.insert(purchaseItems).values(
    data.items.map((item) => ({
      receiptId,
      itemName: item.itemName,
      quantity: toQuantityText(item.quantityThousandths),
      unitPricePence: item.unitPricePence,
      totalPricePence: calculateItemTotalPence(item.quantityThousandths, item.unitPricePence),
      category: item.category,
      unit: item.unit,
    })),
  );
}

/** A receipt as the audit log keeps it: its fields, and its lines in words ("2.5 x Onions at £1.20"). */
function toPurchaseRecord(purchase: Purchase) {
  const {
    id: _id,
    items,
    receiptImagePath: _image,
    ocrExtractedText: _text,
    recurringSourceId: _source,
    ...fields
  } = purchase;
  return {
    ...fields,
    items: items.map(
      (i) => `${i.quantityThousandths / 1000} x ${i.itemName} at ${formatPence(i.unitPricePence)}`,
    ),
  };
}

export async function createPurchase(db: Db, data: PurchaseData, actor: AuditActor): Promise<Purchase> {
  return db.transaction(async (tx) => {
    const attachment = await scanAttachment(tx, data.scanId);
    const [row] = await tx
      .insert(purchaseReceipts)
      .values({ ...receiptValues(data), ...attachment, enteredBy: actor.username })
      .returning({ id: purchaseReceipts.id });
    if (!row) throw new Error("insert returned no row");
    await insertItems(tx, row.id, data);
    const purchase = await getPurchase(tx, row.id);
    await writeAudit(tx, {
      actor,
      kind: "purchase.added",
      subject: purchase.vendor,
      entityId: purchase.id,
      after: toPurchaseRecord(purchase),
    });
    return purchase;
  });
}

/** The receipt as it stands, its row locked until the transaction ends: a change or removal reads it once. */
async function lockedPurchase(tx: DbTransaction, id: number): Promise<Purchase> {
  await tx
    .select({ id: purchaseReceipts.id })
    .from(purchaseReceipts)
    .where(eq(purchaseReceipts.id, id))
    .for("update");
  return getPurchase(tx, id);
}

/** Replaces the receipt's fields and items; its image and OCR text stay unless a new scan is given. */
export async function updatePurchase(
  db: Db,
  id: number,
  data: PurchaseData,
  actor: AuditActor,
): Promise<Purchase> {
  return db.transaction(async (tx) => {
    const before = await lockedPurchase(tx, id);
    const attachment = data.scanId === null ? {} : await scanAttachment(tx, data.scanId);
    const updated = await tx
      .update(purchaseReceipts)
      .set({ ...receiptValues(data), ...attachment })
      .where(eq(purchaseReceipts.id, id))
      .returning({ id: purchaseReceipts.id });
    if (updated.length === 0) throw new HttpError(404, "Purchase not found");
    await tx.delete(purchaseItems).where(eq(purchaseItems.receiptId, id));
    await insertItems(tx, id, data);
    const after = await getPurchase(tx, id);
    await writeAudit(tx, {
      actor,
      kind: "purchase.changed",
      subject: before.vendor,
      entityId: id,
      before: toPurchaseRecord(before),
      after: toPurchaseRecord(after),
    });
    return after;
  });
}

export async function deletePurchase(db: Db, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedPurchase(tx, id);
    await tx.delete(purchaseReceipts).where(eq(purchaseReceipts.id, id));
    await writeAudit(tx, {
      actor,
      kind: "purchase.removed",
      subject: before.vendor,
      entityId: id,
      before: toPurchaseRecord(before),
    });
  });
}

/* ------------------------------------------------------------------ receipt scans */

type ScanRow = typeof receiptScans.$inferSelect;

function toScan(row: ScanRow): ReceiptScan {
  return {
    id: row.id,
    status: row.status as ReceiptScan["status"],
    imageUrl: row.imageUrl,
    vendor: row.vendor,
    date: row.date,
    totalAmountPence: row.totalAmountPence,
    vatAmountPence: row.vatAmountPence,
    lines: row.lines ?? [],
    vatRates: row.vatRates ?? [],
    check: row.checkFields ?? [],
    text: row.ocrText,
    error: row.error,
  };
}

/** Stores the photo (re-encoded like menu images, private) and queues it for the OCR worker. */
export async function queueReceiptScan(
  deps: { db: Db; files: FileStore },
  bytes: Buffer,
  createdBy: string | null,
): Promise<ReceiptScan> {
  const { db } = deps;
  const image = await storeImage(deps, bytes, { isPrivate: true });
  // The scan and its read are queued together: the outbox reads it (receipt-scan-delivery.ts).
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(receiptScans)
      .values({ imageGroupId: image.imageData, imageUrl: image.imageUrl, createdBy })
      .returning();
    if (!inserted) throw new Error("insert returned no row");
    await enqueueOutbox(tx, { kind: RECEIPT_SCAN_KIND, payload: { scanId: inserted.id } });
    return inserted;
  });
  return toScan(row);
}

export async function getReceiptScan(db: Db, id: number): Promise<ReceiptScan> {
  const [row] = await db.select().from(receiptScans).where(eq(receiptScans.id, id));
  if (!row) throw new HttpError(404, "Receipt scan not found");
  return toScan(row);
}
