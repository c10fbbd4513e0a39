ALTER TABLE "purchase_receipts" ALTER COLUMN "vat_amount_pence" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_scans" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "receipt_scans" ADD COLUMN "vat_rates" jsonb;--> statement-breakpoint
ALTER TABLE "receipt_scans" ADD COLUMN "check_fields" jsonb;