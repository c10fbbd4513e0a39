-- Receipt scans are read by the outbox now (issue 36: one engine for deferred work). A scan
-- queued (or left mid-read) by the worker this replaces gets its outbox row, so none is lost.
UPDATE "receipt_scans" SET "status" = 'queued' WHERE "status" = 'processing';
--> statement-breakpoint
INSERT INTO "outbox" ("kind", "payload")
SELECT 'receipt-scan', jsonb_build_object('scanId', "id") FROM "receipt_scans" WHERE "status" = 'queued' ORDER BY "id";
