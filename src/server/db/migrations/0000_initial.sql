CREATE TABLE "chefs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"specialty" varchar(150) NOT NULL,
	"experience" varchar(50) NOT NULL,
	"photo" text,
	"description" text NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_slot_bookings" (
	"collection_date" varchar(12) NOT NULL,
	"collection_time" varchar(10) NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_slot_bookings_collection_date_collection_time_pk" PRIMARY KEY("collection_date","collection_time")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"email" varchar(255) NOT NULL,
	"subject" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"status" varchar(20) DEFAULT 'unread' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text,
	"type" varchar(20) NOT NULL,
	"value" integer NOT NULL,
	"minimum_order_pence" integer DEFAULT 0 NOT NULL,
	"maximum_discount_pence" integer,
	"usage_limit" integer DEFAULT 1 NOT NULL,
	"total_usage_limit" integer,
	"total_used" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"applicable_categories" jsonb,
	"first_time_customers_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer,
	"discount_applied_pence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text,
	"coupon_code" varchar(20),
	"points_earned" integer DEFAULT 0 NOT NULL,
	"is_redeemed" boolean DEFAULT false NOT NULL,
	"redeemed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"password" text NOT NULL,
	"date_of_birth" date,
	"address" text,
	"postcode" varchar(10),
	"city" varchar(50),
	"is_verified" boolean DEFAULT false NOT NULL,
	"total_orders" integer DEFAULT 0 NOT NULL,
	"total_spent_pence" integer DEFAULT 0 NOT NULL,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"preferred_cuisine" varchar(50),
	"dietary_requirements" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"discount_type" varchar(20) NOT NULL,
	"discount_value" text NOT NULL,
	"min_order_amount" text,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"offer_code" varchar(20),
	"terms_conditions" text,
	"priority" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"opening_balance_pence" integer DEFAULT 0 NOT NULL,
	"closing_balance_pence" integer DEFAULT 0 NOT NULL,
	"counter_sales_card_pence" integer DEFAULT 0 NOT NULL,
	"counter_sales_cash_pence" integer DEFAULT 0 NOT NULL,
	"uber_eats_sales_pence" integer DEFAULT 0 NOT NULL,
	"just_eat_sales_pence" integer DEFAULT 0 NOT NULL,
	"deliveroo_sales_pence" integer DEFAULT 0 NOT NULL,
	"catering_sales_pence" integer DEFAULT 0 NOT NULL,
	"cash_out_amount_pence" integer DEFAULT 0 NOT NULL,
	"cash_out_taken_by" varchar(100),
	"cash_out_reason" text,
	"tips_pence" integer DEFAULT 0 NOT NULL,
	"refunds_pence" integer DEFAULT 0 NOT NULL,
	"discounts_pence" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"entered_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_sales_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "employee_time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"clock_in_time" varchar(5) NOT NULL,
	"clock_out_time" varchar(5),
	"break_duration" integer DEFAULT 0 NOT NULL,
	"hours_worked" numeric(5, 2),
	"overtime_hours" numeric(5, 2),
	"total_pay_pence" integer,
	"notes" text,
	"entered_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"position" varchar(50) NOT NULL,
	"hourly_rate_pence" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"phone_number" varchar(20),
	"email" varchar(255),
	"national_insurance_number" varchar(13),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_business_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"review_count" integer NOT NULL,
	"google_business_url" text NOT NULL,
	"last_fetched" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" varchar(36) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mime_type" varchar(50) NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_pence" integer NOT NULL,
	"category" varchar(30) NOT NULL,
	"image" text,
	"image_data" varchar(36),
	"image_mime_type" varchar(50),
	"image_size" integer,
	"is_vegetarian" boolean DEFAULT false NOT NULL,
	"is_non_vegetarian" boolean DEFAULT false NOT NULL,
	"is_spicy" boolean DEFAULT false NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"sold_out_until" date,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_pdfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"first_name" varchar(50),
	"last_name" varchar(50),
	"is_active" boolean DEFAULT true NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"discount_type" varchar(20) NOT NULL,
	"discount_value" integer NOT NULL,
	"min_order_pence" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"offer_code" varchar(20),
	"terms_conditions" text,
	"priority" integer DEFAULT 1 NOT NULL,
	"max_redemptions" integer,
	"current_redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" varchar(20) NOT NULL,
	"customer_id" integer,
	"customer_name" varchar(100) NOT NULL,
	"customer_phone" varchar(20) NOT NULL,
	"customer_email" varchar(255),
	"items" jsonb NOT NULL,
	"subtotal_pence" integer NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"total_pence" integer NOT NULL,
	"discount_label" text,
	"coupon_code" varchar(20),
	"offer_id" integer,
	"payment_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"payment_id" varchar(255),
	"payment_method" varchar(20),
	"payment_provider_ref" varchar(255),
	"paid_at" timestamp with time zone,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"order_status" varchar(20) DEFAULT 'received' NOT NULL,
	"collection_time" varchar(10) NOT NULL,
	"collection_date" varchar(12) NOT NULL,
	"special_instructions" text,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone,
	"loyalty_recorded_at" timestamp with time zone,
	CONSTRAINT "online_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "online_orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "operating_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_of_week" integer NOT NULL,
	"open_time" varchar(5) NOT NULL,
	"close_time" varchar(5) NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"is_ordering_enabled" boolean DEFAULT true NOT NULL,
	"last_order_time" varchar(5),
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operating_hours_day_of_week_unique" UNIQUE("day_of_week")
);
--> statement-breakpoint
CREATE TABLE "operating_time_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_of_week" integer NOT NULL,
	"period_name" varchar(50) DEFAULT 'Shift 1' NOT NULL,
	"open_time" varchar(5) NOT NULL,
	"close_time" varchar(5) NOT NULL,
	"last_order_time" varchar(5),
	"is_ordering_enabled" boolean DEFAULT true NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_refund_id" varchar(255),
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"token" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"quantity" numeric(10, 3) NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"total_price_pence" integer NOT NULL,
	"category" varchar(50),
	"unit" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "purchase_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_number" varchar(50),
	"vendor" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"total_amount_pence" integer NOT NULL,
	"vat_amount_pence" integer DEFAULT 0 NOT NULL,
	"category" varchar(50) NOT NULL,
	"subcategory" varchar(50),
	"payment_method" varchar(20),
	"receipt_image_path" text,
	"ocr_extracted_text" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_frequency" varchar(20),
	"notes" text,
	"entered_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(255),
	"date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"guests" integer NOT NULL,
	"notes" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_of_week" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"times" text,
	"special_note" text
);
--> statement-breakpoint
CREATE TABLE "restaurant_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kitchen_capacity_per_slot" integer DEFAULT 10 NOT NULL,
	"loyalty_points_per_pound" integer DEFAULT 1 NOT NULL,
	"prep_time_minutes" integer DEFAULT 30 NOT NULL,
	"min_order_pence" integer DEFAULT 1500 NOT NULL,
	"delivery_fee_pence" integer DEFAULT 250 NOT NULL,
	"ordering_paused_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_marks" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"open_time" varchar(5),
	"close_time" varchar(5),
	"last_order_time" varchar(5),
	"is_closed" boolean DEFAULT false NOT NULL,
	"is_ordering_enabled" boolean DEFAULT true NOT NULL,
	"reason" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_hours_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "weekly_labor_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_start_date" date NOT NULL,
	"week_end_date" date NOT NULL,
	"total_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	"total_overtime_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	"total_labor_cost_pence" integer DEFAULT 0 NOT NULL,
	"average_hourly_rate_pence" integer DEFAULT 0 NOT NULL,
	"chef_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	"chef_cost_pence" integer DEFAULT 0 NOT NULL,
	"waiter_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	"waiter_cost_pence" integer DEFAULT 0 NOT NULL,
	"manager_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	"manager_cost_pence" integer DEFAULT 0 NOT NULL,
	"other_hours" numeric(5, 2) DEFAULT '0' NOT NULL,
	"other_cost_pence" integer DEFAULT 0 NOT NULL,
	"labor_cost_percentage" numeric(5, 2),
	"average_daily_labor_cost_pence" integer DEFAULT 0 NOT NULL,
	"generated_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_purchase_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_start_date" date NOT NULL,
	"week_end_date" date NOT NULL,
	"food_costs_pence" integer DEFAULT 0 NOT NULL,
	"beverage_costs_pence" integer DEFAULT 0 NOT NULL,
	"equipment_costs_pence" integer DEFAULT 0 NOT NULL,
	"utilities_costs_pence" integer DEFAULT 0 NOT NULL,
	"cleaning_costs_pence" integer DEFAULT 0 NOT NULL,
	"other_costs_pence" integer DEFAULT 0 NOT NULL,
	"total_purchases_pence" integer DEFAULT 0 NOT NULL,
	"total_vat_pence" integer DEFAULT 0 NOT NULL,
	"average_daily_spend_pence" integer DEFAULT 0 NOT NULL,
	"card_payments_pence" integer DEFAULT 0 NOT NULL,
	"cash_payments_pence" integer DEFAULT 0 NOT NULL,
	"bank_transfers_pence" integer DEFAULT 0 NOT NULL,
	"generated_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_sales_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_start_date" date NOT NULL,
	"week_end_date" date NOT NULL,
	"total_counter_card_pence" integer DEFAULT 0 NOT NULL,
	"total_counter_cash_pence" integer DEFAULT 0 NOT NULL,
	"total_uber_eats_pence" integer DEFAULT 0 NOT NULL,
	"total_just_eat_pence" integer DEFAULT 0 NOT NULL,
	"total_deliveroo_pence" integer DEFAULT 0 NOT NULL,
	"total_catering_pence" integer DEFAULT 0 NOT NULL,
	"total_revenue_pence" integer DEFAULT 0 NOT NULL,
	"total_cash_out_pence" integer DEFAULT 0 NOT NULL,
	"total_tips_pence" integer DEFAULT 0 NOT NULL,
	"total_refunds_pence" integer DEFAULT 0 NOT NULL,
	"total_discounts_pence" integer DEFAULT 0 NOT NULL,
	"net_cash_flow_pence" integer DEFAULT 0 NOT NULL,
	"average_daily_sales_pence" integer DEFAULT 0 NOT NULL,
	"counter_percentage" numeric(5, 2),
	"uber_eats_percentage" numeric(5, 2),
	"just_eat_percentage" numeric(5, 2),
	"deliveroo_percentage" numeric(5, 2),
	"catering_percentage" numeric(5, 2),
	"generated_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_order_id_online_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."online_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD CONSTRAINT "customer_rewards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_time_entries" ADD CONSTRAINT "employee_time_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_online_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."online_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_receipt_id_purchase_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."purchase_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_lower_unique" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "images_group_width_unique" ON "images" USING btree ("group_id","width");