CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"paused_until" timestamp with time zone,
	"deliveries_per_slot" integer DEFAULT 3 NOT NULL,
	"cash_on_delivery" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"areas" text DEFAULT '' NOT NULL,
	"radius_tenth_miles" integer,
	"fee_pence" integer NOT NULL,
	"min_order_pence" integer DEFAULT 0 NOT NULL,
	"free_over_pence" integer,
	"lead_time_minutes" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_kind_check" CHECK ("delivery_zones"."kind" in ('postcodes', 'radius'))
);
--> statement-breakpoint
-- hand-written (delivery): delivery's one row of switches exists from the start.
INSERT INTO "delivery_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
