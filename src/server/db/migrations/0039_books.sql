CREATE TABLE "tip_day_splits" (
	"date" date NOT NULL,
	"employee_id" integer NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "tip_day_splits_date_employee_id_pk" PRIMARY KEY("date","employee_id"),
	CONSTRAINT "tip_day_splits_weight_check" CHECK ("tip_day_splits"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tip_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"percentages" jsonb DEFAULT '[10]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_settings_single_row" CHECK ("tip_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "tip_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tip_day_splits" ADD CONSTRAINT "tip_day_splits_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;