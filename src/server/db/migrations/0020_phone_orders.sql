ALTER TABLE "online_orders" DROP CONSTRAINT "online_orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "channel" varchar(10) DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_channel_check" CHECK ("online_orders"."channel" in ('online', 'phone'));--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_payment_method_check" CHECK ("online_orders"."payment_method" in ('stripe', 'paypal', 'test', 'card', 'cash'));