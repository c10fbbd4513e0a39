ALTER TABLE "customer_coupons" ALTER COLUMN "coupon_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_discount_pence" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "reward_category" varchar(30);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "bundle_slots" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "channel" varchar(20) DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "is_flash_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "applicable_categories" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "applicable_menu_item_ids" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "days_of_week" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "start_time" varchar(5);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "end_time" varchar(5);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "signed_in_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "birthday_week" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "promotions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "points_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "points_per_pound_redeemed" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;