CREATE TABLE "mail_recipient_counts" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"hour_started_at" timestamp with time zone NOT NULL,
	"hour_count" integer NOT NULL,
	"day_started_at" timestamp with time zone NOT NULL,
	"day_count" integer NOT NULL
);
--> statement-breakpoint
-- hand-written (guard): must run BEFORE the unique index below. An offer code that exists more
-- than once (whatever its case) stays with the oldest offer; each later one becomes CODE-<id> (cut
-- to fit 20 characters), so the index can be made and staff see which offers to look at.
UPDATE "offers" AS o SET "offer_code" = left(o."offer_code", 20 - length('-' || o."id")) || '-' || o."id"
WHERE o."offer_code" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "offers" AS p WHERE lower(p."offer_code") = lower(o."offer_code") AND p."id" < o."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_offer_code_lower_unique" ON "offers" USING btree (lower("offer_code"));