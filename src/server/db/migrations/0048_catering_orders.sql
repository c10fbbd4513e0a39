CREATE TABLE "catering_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pricing" varchar(10) NOT NULL,
	"price_pence" integer NOT NULL,
	"serves" integer,
	"vat_rate_basis_points" integer DEFAULT 2000 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_items_pricing_check" CHECK ("catering_items"."pricing" in ('per_head', 'tray')),
	CONSTRAINT "catering_items_price_check" CHECK ("catering_items"."price_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "catering_links" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"catering_order_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catering_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"event_date" date NOT NULL,
	"event_time" varchar(5) NOT NULL,
	"guests" integer NOT NULL,
	"fulfilment" varchar(10) NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"company_name" varchar(160) DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"delivery_address" text DEFAULT '' NOT NULL,
	"delivery_postcode" varchar(10) DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_pence" integer NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"discount_title" varchar(200),
	"coupon_code" varchar(40),
	"offer_id" integer,
	"delivery_charge_pence" integer DEFAULT 0 NOT NULL,
	"total_pence" integer NOT NULL,
	"vat_by_rate" jsonb NOT NULL,
	"deposit_percent" integer NOT NULL,
	"deposit_pence" integer NOT NULL,
	"paid_pence" integer DEFAULT 0 NOT NULL,
	"payment_provider_ref" varchar(255),
	"payment_pending_pence" integer,
	"owner_message" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_orders_status_check" CHECK ("catering_orders"."status" in ('requested', 'confirmed', 'declined', 'cancelled')),
	CONSTRAINT "catering_orders_fulfilment_check" CHECK ("catering_orders"."fulfilment" in ('collection', 'delivery')),
	CONSTRAINT "catering_orders_paid_check" CHECK ("catering_orders"."paid_pence" >= 0 AND "catering_orders"."paid_pence" <= "catering_orders"."total_pence")
);
--> statement-breakpoint
CREATE TABLE "catering_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"catering_order_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount_pence" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"payment_id" varchar(255),
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catering_payments_amount_check" CHECK ("catering_payments"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "catering_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"lead_time_hours" integer DEFAULT 48 NOT NULL,
	"minimum_pence" integer DEFAULT 0 NOT NULL,
	"deposit_percent" integer DEFAULT 25 NOT NULL,
	"delivery_charge_pence" integer DEFAULT 0 NOT NULL,
	"delivery_offered" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_settings_single_row" CHECK ("catering_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "catering_links" ADD CONSTRAINT "catering_links_catering_order_id_catering_orders_id_fk" FOREIGN KEY ("catering_order_id") REFERENCES "public"."catering_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_orders" ADD CONSTRAINT "catering_orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_payments" ADD CONSTRAINT "catering_payments_catering_order_id_catering_orders_id_fk" FOREIGN KEY ("catering_order_id") REFERENCES "public"."catering_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catering_links_order_idx" ON "catering_links" USING btree ("catering_order_id");--> statement-breakpoint
CREATE INDEX "catering_orders_event_date_idx" ON "catering_orders" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "catering_orders_email_idx" ON "catering_orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "catering_payments_order_idx" ON "catering_payments" USING btree ("catering_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_payments_payment_id_unique" ON "catering_payments" USING btree ("payment_id");