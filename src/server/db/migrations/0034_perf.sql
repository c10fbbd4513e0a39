ALTER TABLE "online_orders" ADD COLUMN "customer_phone_digits" varchar(20) GENERATED ALWAYS AS (regexp_replace(customer_phone, '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
-- hand-written (perf): the staff's order search (any part of a number, name, email or phone) by
-- trigram indexes, which drizzle cannot express (decision 0046). PGlite ships pg_trgm too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "online_orders_order_number_trgm_idx" ON "online_orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "online_orders_customer_name_trgm_idx" ON "online_orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "online_orders_customer_email_trgm_idx" ON "online_orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "online_orders_customer_phone_digits_trgm_idx" ON "online_orders" USING gin ("customer_phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "online_orders_customer_phone_key_trgm_idx" ON "online_orders" USING gin ("customer_phone_key" gin_trgm_ops);
