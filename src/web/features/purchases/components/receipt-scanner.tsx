import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ReceiptScan } from "@shared/purchases/purchases.schema";
import { RECEIPT_FIELD_NAMES } from "@shared/purchases/receipt-text";
import { FormField } from "@web/components/ui/form-field";
import { describeError } from "@web/lib/api-client";
import { receiptScanQueryOptions, uploadReceiptScan } from "../api/receipt-scans";

/** Upload a receipt photo; the server reads it in the background and this polls until it has. */
export function ReceiptScanner({ onRead }: { onRead: (scan: ReceiptScan) => void }) {
  const [scanId, setScanId] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const scan = useQuery({ ...receiptScanQueryOptions(scanId ?? 0), enabled: scanId !== null });

  const status = scan.data?.status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill once per finished scan
  useEffect(() => {
    if (scan.data && status === "done") onRead(scan.data);
  }, [scan.data?.id, status]);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      setScanId((await uploadReceiptScan(file)).id);
    } catch (error) {
      setUploadError(describeError(error));
    } finally {
      setUploading(false);
    }
  }

  let message: string | null = null;
  if (uploading) message = "Uploading the photo...";
  else if (status === "queued" || status === "processing") message = "Reading the receipt...";
  else if (status === "done")
    message = scan.data?.check.length
      ? `Read from the photo. Check: ${scan.data.check.map((f) => RECEIPT_FIELD_NAMES[f]).join(", ")} (marked below) before saving.`
      : "Read from the photo: check the vendor, date, total, VAT and lines below before saving.";
  else if (status === "failed") message = scan.data?.error ?? "The receipt could not be read.";

  return (
    <div className="space-y-3 rounded-lg border border-dashed border-stone-400 p-4">
      <FormField
        label="Receipt photo"
        hint="A photo or scan (JPEG, PNG or WebP, up to 8 MB). It is kept with the purchase."
      >
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => void handleFile(e.target.files?.[0])}
        />
      </FormField>
      <p role="status" aria-live="polite" className="text-sm font-medium text-stone-800">
        {message}
      </p>
      {uploadError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {uploadError}
        </p>
      )}
      {scan.data && (
        <div className="flex flex-wrap gap-4">
          <img
            src={scan.data.imageUrl}
            alt="The uploaded receipt"
            loading="lazy"
            decoding="async"
            // A fixed 3:4 box (receipts are portrait photos of any ratio, shown whole inside it),
            // so the form below does not move as the photo arrives.
            width={120}
            height={160}
            className="h-40 w-30 rounded border border-stone-300 bg-white object-contain"
          />
          {scan.data.text && (
            <details className="max-w-md text-sm">
              <summary className="cursor-pointer font-semibold">Text read from the photo</summary>
              <pre className="whitespace-pre-wrap text-stone-800">{scan.data.text}</pre>
            </details>
          )}
        </div>
      )}
    </div>
  );
}
