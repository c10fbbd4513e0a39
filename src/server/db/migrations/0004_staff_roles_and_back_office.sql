CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"username" varchar(50) NOT NULL,
	"action" varchar(120) NOT NULL,
	"entity" varchar(50) NOT NULL,
	"entity_id" varchar(50),
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "national_insurance_number" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "online_sales_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "overtime_threshold_minutes" integer DEFAULT 2400 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "overtime_rate_percent" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" varchar(10) DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;