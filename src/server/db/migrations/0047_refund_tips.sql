ALTER TABLE "online_orders" ADD COLUMN "tip_refunded_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "tip_pence" integer DEFAULT 0 NOT NULL;