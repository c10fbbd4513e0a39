CREATE TABLE "stored_file_chunks" (
	"file_id" varchar(36) NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_pdfs" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "file_id" varchar(36);--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_pdfs" ADD COLUMN "file_id" varchar(36);--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_pdfs" ADD CONSTRAINT "menu_pdfs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: receipt photos are private (issue 25): the sizes of every photo a receipt scan
-- stored, and their addresses move to the owners-only route. Their bytes, like every other image's
-- and the menu PDF's, leave the table at the next start (moveFilesOutOfTables in lib/file-store.ts).
UPDATE "images" SET "is_private" = true
  WHERE "group_id" IN (SELECT "image_group_id" FROM "receipt_scans");--> statement-breakpoint
UPDATE "receipt_scans" SET "image_url" = replace("image_url", '/api/images/', '/api/admin/receipt-images/')
  WHERE "image_url" LIKE '/api/images/%';--> statement-breakpoint
UPDATE "purchase_receipts"
  SET "receipt_image_path" = replace("receipt_image_path", '/api/images/', '/api/admin/receipt-images/')
  WHERE "receipt_image_path" LIKE '/api/images/%';
