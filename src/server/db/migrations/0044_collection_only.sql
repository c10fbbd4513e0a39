ALTER TABLE "offers" ADD COLUMN "collection_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every online order was collected before delivery came (issue 35): an offer whose own words say
-- collection keeps meaning collection only, rather than starting to discount deliveries.
UPDATE "offers" SET "collection_only" = true WHERE "title" ILIKE '%collection%' OR "description" ILIKE '%collection%';
