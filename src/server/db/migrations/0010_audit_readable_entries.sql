-- Rows written before kinds existed keep their words (summary) and become kind 'request'.
ALTER TABLE "audit_log" ADD COLUMN "kind" varchar(60) NOT NULL DEFAULT 'request';--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "audit_log_username_idx" ON "audit_log" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");
