CREATE TABLE "order_ahead_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"days_ahead" integer DEFAULT 0 NOT NULL,
	"print_minutes_before" integer DEFAULT 45 NOT NULL,
	"cancel_cutoff_minutes" integer DEFAULT 120 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
