ALTER TABLE "daily_sales" ADD COLUMN "online_refunds_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "national_living_wage_pence" integer DEFAULT 1271 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_refunds_created_at_idx" ON "order_refunds" USING btree ("created_at");