ALTER TABLE "online_orders" ADD COLUMN "fulfilment" varchar(10) DEFAULT 'collection' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "delivery_postcode" varchar(10);--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "delivery_zone_id" integer;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "delivery_zone_name" varchar(60);--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "delivery_fee_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "delivery_notes" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "pay_on_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "delivery_status" varchar(10);--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "delivery_failure_reason" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "out_for_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_driver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_orders_driver_idx" ON "online_orders" USING btree ("driver_id","collection_date") WHERE "online_orders"."driver_id" is not null;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_fulfilment_check" CHECK ("online_orders"."fulfilment" in ('collection', 'delivery'));--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_delivery_status_check" CHECK ("online_orders"."delivery_status" in ('out', 'delivered', 'failed'));