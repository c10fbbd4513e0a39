import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purchaseItems, purchaseReceipts } from "../../db/schema";
import { runScheduledJob } from "../../lib/scheduled-jobs";
import { drainOutbox } from "../../testing/build-test-app";
import { buildMultipart } from "../../testing/multipart";
import { renderReceiptImage } from "../../testing/receipt-image";
import { setUpTestApp } from "../../testing/set-up-test-app";
import { recurringPurchasesJob } from "./recurring-purchases";

// Scans are read as the outbox's "receipt-scan" kind; the tests deliver it as the drainer would.
const t = setUpTestApp({ signedIn: true });

const base = {
  vendor: "Fresh Foods Wholesale",
  date: "2026-11-17",
  totalAmountPence: 4_380,
  vatAmountPence: 730,
  category: "food",
  paymentMethod: "card",
};

describe("purchase receipts", () => {
  it("adds a receipt with items (totals computed), lists, edits and deletes it", async () => {
    const created = await t.signedIn("POST", "/api/admin/purchases", {
      ...base,
      receiptNumber: "INV-1001",
      items: [
        { itemName: "Basmati rice", quantityThousandths: 2_000, unitPricePence: 1_200, unit: "10kg bag" },
        { itemName: "Onions", quantityThousandths: 1_500, unitPricePence: 833, category: "food" },
      ],
    });
    expect(created.statusCode).toBe(201);
    const purchase = created.json();
    expect(purchase).toMatchObject({
      ...base,
      receiptNumber: "INV-1001",
      enteredBy: "admin",
      isRecurring: false,
    });
    expect(purchase.items.map((i: { totalPricePence: number }) => i.totalPricePence)).toEqual([2_400, 1_250]);
    expect(purchase.items[1].quantityThousandths).toBe(1_500);

    const list = await t.signedIn("GET", "/api/admin/purchases?from=2026-11-16&to=2026-11-22");
    expect(list.json().map((p: { id: number }) => p.id)).toContain(purchase.id);
    const outside = await t.signedIn("GET", "/api/admin/purchases?from=2026-11-01&to=2026-11-16");
    expect(outside.json()).toEqual([]);

    const updated = await t.signedIn("PUT", `/api/admin/purchases/${purchase.id}`, {
      ...base,
      category: "beverage",
      paymentMethod: "cash",
      items: [],
    });
    expect(updated.json()).toMatchObject({ category: "beverage", paymentMethod: "cash", items: [] });
    expect(await t.db.select().from(purchaseItems).where(eq(purchaseItems.receiptId, purchase.id))).toEqual(
      [],
    );

    const deleted = await t.signedIn("DELETE", `/api/admin/purchases/${purchase.id}`);
    expect(deleted.json()).toEqual({ success: true, message: "Purchase deleted" });
    const gone = await t.signedIn("GET", `/api/admin/purchases/${purchase.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "Purchase not found" });
  });

  it("keeps VAT not known as null (never £0.00), and a zero VAT as £0.00", async () => {
    const { vatAmountPence: _vat, ...withoutVat } = base;
    const unknown = await t.signedIn("POST", "/api/admin/purchases", withoutVat);
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().vatAmountPence).toBeNull();
    const nulled = await t.signedIn("POST", "/api/admin/purchases", { ...base, vatAmountPence: null });
    expect(nulled.json().vatAmountPence).toBeNull();
    const zero = await t.signedIn("POST", "/api/admin/purchases", { ...base, vatAmountPence: 0 });
    expect(zero.json().vatAmountPence).toBe(0);
    const [row] = await t.db
      .select({ vat: purchaseReceipts.vatAmountPence })
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.id, unknown.json().id));
    expect(row?.vat).toBeNull();
  });

  it.each([
    [{ ...base, vatAmountPence: 5_000 }, "VAT cannot be more than the total"],
    [{ ...base, category: "snacks" }, "Choose a category"],
    [{ ...base, paymentMethod: "cheque" }, "Choose a payment method"],
    [{ ...base, date: "2026-02-30" }, "Date must be a real date"],
    [{ ...base, totalAmountPence: 0 }, "Total must be more than £0.00"],
    [{ ...base, isRecurring: true }, "Choose how often it recurs"],
    [
      { ...base, items: [{ itemName: "Rice", quantityThousandths: 0, unitPricePence: 100 }] },
      "Quantity must be more than 0",
    ],
  ])("refuses bad input (%#)", async (payload, message) => {
    const res = await t.signedIn("POST", "/api/admin/purchases", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("refuses a scan that does not exist and an unknown purchase", async () => {
    const res = await t.signedIn("POST", "/api/admin/purchases", { ...base, scanId: 999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The receipt scan was not found" });
    const put = await t.signedIn("PUT", "/api/admin/purchases/999", base);
    expect(put.statusCode).toBe(404);
    const del = await t.signedIn("DELETE", "/api/admin/purchases/999");
    expect(del.statusCode).toBe(404);
  });

  it("needs a staff sign-in for every route", async () => {
    const calls = [
      { method: "GET" as const, url: "/api/admin/purchases?from=2026-11-01&to=2026-11-30" },
      { method: "GET" as const, url: "/api/admin/purchases/1" },
      { method: "POST" as const, url: "/api/admin/purchases", payload: base },
      { method: "PUT" as const, url: "/api/admin/purchases/1", payload: base },
      { method: "DELETE" as const, url: "/api/admin/purchases/1" },
      { method: "POST" as const, url: "/api/admin/purchases/scans" },
      { method: "GET" as const, url: "/api/admin/purchases/scans/1" },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });
});

describe("receipt scans (real OCR with tesseract.js)", () => {
  async function upload(bytes: Buffer, type = "image/jpeg", field = "receiptImage") {
    const { payload, headers } = await buildMultipart(field, bytes, "receipt.jpg", type);
    return t.app.inject({
      method: "POST",
      url: "/api/admin/purchases/scans",
      headers: { ...headers, cookie: t.cookie },
      payload,
    });
  }

  it("answers 202 at once, then the outbox reads vendor, date, total and VAT from the photo", async () => {
    const res = await upload(await renderReceiptImage());
    expect(res.statusCode).toBe(202);
    const queued = res.json();
    expect(queued.status).toMatch(/queued|processing/);
    // A receipt photo is private: owners only, never kept by a browser or proxy (issue 25).
    expect(queued.imageUrl).toMatch(/^\/api\/admin\/receipt-images\/[\w-]+\/1200\.webp$/);
    const photo = await t.app.inject({ method: "GET", url: queued.imageUrl, headers: { cookie: t.cookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(photo.headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject({ method: "GET", url: queued.imageUrl })).statusCode).toBe(401);
    const publicUrl = String(queued.imageUrl).replace("/api/admin/receipt-images/", "/api/images/");
    expect((await t.app.inject({ method: "GET", url: publicUrl })).statusCode).toBe(404);

    expect(await drainOutbox(t)).toMatchObject({ sent: 1, failed: 0 });
    const scan = (await t.signedIn("GET", `/api/admin/purchases/scans/${queued.id}`)).json();
    expect(scan).toMatchObject({
      status: "done",
      vendor: "FRESH FOODS WHOLESALE LTD",
      date: "2026-11-17",
      totalAmountPence: 4_380,
      vatAmountPence: 730,
      // Subtotal 36.50 + VAT 7.30 = TOTAL 43.80, and the lines add up to the subtotal: nothing to check.
      check: [],
      lines: [
        {
          description: "Basmati rice 10kg",
          quantityThousandths: 1_000,
          unitPricePence: 2_400,
          totalPence: 2_400,
        },
        { description: "Onions 25kg", quantityThousandths: 1_000, unitPricePence: 1_250, totalPence: 1_250 },
      ],
      vatRates: [{ ratePercent: 20, netPence: null, vatPence: 730, grossPence: null }],
      error: null,
    });
    expect(scan.text).toContain("TOTAL");

    // The owner confirms: the purchase keeps the stored photo and the extracted text.
    const created = await t.signedIn("POST", "/api/admin/purchases", { ...base, scanId: scan.id });
    expect(created.json()).toMatchObject({ receiptImagePath: scan.imageUrl, ocrExtractedText: scan.text });
  }, 60_000);

  it("refuses what is not an image, an empty file and the wrong field", async () => {
    const notImage = await upload(Buffer.from("%PDF-1.4 not a photo"), "image/jpeg");
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toEqual({
      message: "Invalid file type: Please upload a JPEG, PNG or WebP image",
    });
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
    const wrongField = await upload(await renderReceiptImage(["x"]), "image/jpeg", "photo");
    expect(wrongField.json()).toEqual({ message: "Send the photo in the 'receiptImage' field" });
    const missing = await t.signedIn("GET", "/api/admin/purchases/scans/999");
    expect(missing.statusCode).toBe(404);
  });

  it("refuses a file that claims to be an image but cannot be decoded", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const res = await upload(broken);
    expect(res.statusCode).toBe(400);
  });
});

describe("recurring purchases", () => {
  it("creates each due entry once, items included, however often the job runs", async () => {
    const created = await t.signedIn("POST", "/api/admin/purchases", {
      ...base,
      vendor: "Gas & Power Co",
      category: "utilities",
      paymentMethod: "bank_transfer",
      date: "2026-11-03",
      isRecurring: true,
      recurringFrequency: "weekly",
      items: [{ itemName: "Gas", quantityThousandths: 1_000, unitPricePence: 4_380 }],
    });
    const template = created.json();
    // Tuesday 24 November: the 10th, 17th and 24th are due.
    const first = await runScheduledJob(t.db, recurringPurchasesJob, t.clock.now());
    expect(first).toEqual({ ran: true, result: 3 });
    const second = await runScheduledJob(t.db, recurringPurchasesJob, t.clock.now());
    expect(second).toEqual({ ran: true, result: 0 });

    const copies = await t.db
      .select()
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.recurringSourceId, template.id));
    expect(copies.map((c) => c.date).sort()).toEqual(["2026-11-10", "2026-11-17", "2026-11-24"]);
    expect(
      copies.every((c) => c.vendor === "Gas & Power Co" && !c.isRecurring && c.enteredBy === "recurring"),
    ).toBe(true);
    const copyItems = await t.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.receiptId, copies[0]?.id ?? 0));
    expect(copyItems).toMatchObject([{ itemName: "Gas", totalPricePence: 4_380 }]);

    t.clock.set("2026-12-01T09:00:00Z");
    expect(await runScheduledJob(t.db, recurringPurchasesJob, t.clock.now())).toEqual({
      ran: true,
      result: 1,
    });
    t.clock.set("2026-11-24T12:00:00Z");
  });
});
