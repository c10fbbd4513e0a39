ALTER TABLE "online_orders" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "access_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "client_ip_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "max_order_pence" integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "max_order_items" integer DEFAULT 30 NOT NULL;