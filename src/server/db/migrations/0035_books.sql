CREATE TABLE "employee_pay_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"hourly_rate_pence" integer NOT NULL,
	"entered_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_choice_vat_rates" (
	"choice_id" integer PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item_vat_rates" (
	"menu_item_id" integer PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_vat_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"part_key" varchar(40) NOT NULL,
	"menu_item_id" integer,
	"choice_id" integer,
	"name" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"gross_pence" integer NOT NULL,
	"discount_pence" integer NOT NULL,
	"paid_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"registered" boolean DEFAULT false NOT NULL,
	"vat_number" varchar(14),
	"stagger" integer DEFAULT 1 NOT NULL,
	"basis" varchar(10) DEFAULT 'accrual' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_settings_single_row" CHECK ("vat_settings"."id" = 1),
	CONSTRAINT "vat_settings_stagger_check" CHECK ("vat_settings"."stagger" in (1, 2, 3)),
	CONSTRAINT "vat_settings_basis_check" CHECK ("vat_settings"."basis" in ('accrual', 'cash'))
);
--> statement-breakpoint
ALTER TABLE "employee_pay_rates" ADD CONSTRAINT "employee_pay_rates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_choice_vat_rates" ADD CONSTRAINT "menu_choice_vat_rates_choice_id_menu_option_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."menu_option_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_vat_rates" ADD CONSTRAINT "menu_item_vat_rates_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_vat_lines" ADD CONSTRAINT "order_vat_lines_order_id_online_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."online_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_pay_rates_employee_from_unique" ON "employee_pay_rates" USING btree ("employee_id","from_date");--> statement-breakpoint
CREATE INDEX "order_vat_lines_order_id_idx" ON "order_vat_lines" USING btree ("order_id");--> statement-breakpoint
-- hand-written (books): every employee's rate so far is their first step, from their start date.
INSERT INTO "employee_pay_rates" ("employee_id", "from_date", "hourly_rate_pence")
SELECT "id", "start_date", "hourly_rate_pence" FROM "employees";--> statement-breakpoint
-- hand-written (books): the VAT settings' one row (not registered until the owner says so).
INSERT INTO "vat_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
