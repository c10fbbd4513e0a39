CREATE TABLE "kitchen_printer" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"saved_by_staff" boolean DEFAULT false NOT NULL,
	"address" varchar(300),
	"auto_print" boolean DEFAULT true NOT NULL,
	"last_printed_at" timestamp with time zone,
	"last_failed_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
