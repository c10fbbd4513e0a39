CREATE TABLE "receipt_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"image_group_id" varchar(36) NOT NULL,
	"image_url" text NOT NULL,
	"ocr_text" text,
	"vendor" varchar(100),
	"date" date,
	"total_amount_pence" integer,
	"vat_amount_pence" integer,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD COLUMN "recurring_occurrences" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD COLUMN "recurring_source_id" integer;--> statement-breakpoint
CREATE INDEX "receipt_scans_status_idx" ON "receipt_scans" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD CONSTRAINT "purchase_receipts_recurring_source_id_purchase_receipts_id_fk" FOREIGN KEY ("recurring_source_id") REFERENCES "public"."purchase_receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_time_entries_date_idx" ON "employee_time_entries" USING btree ("date");--> statement-breakpoint
CREATE INDEX "purchase_receipts_date_idx" ON "purchase_receipts" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_receipts_recurring_unique" ON "purchase_receipts" USING btree ("recurring_source_id","date");