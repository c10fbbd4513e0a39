CREATE TABLE "legal_pages" (
	"slug" varchar(20) PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"street" varchar(120) NOT NULL,
	"town" varchar(60) NOT NULL,
	"postcode" varchar(10) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"email" varchar(200) NOT NULL,
	"website" varchar(300) DEFAULT '' NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hygiene_rating" varchar(1),
	"fhrs_id" varchar(10) DEFAULT '' NOT NULL,
	"hygiene_rating_date" date,
	"trading_name" varchar(120) DEFAULT '' NOT NULL,
	"company_name" varchar(160) DEFAULT '' NOT NULL,
	"company_number" varchar(8) DEFAULT '' NOT NULL,
	"vat_number" varchar(14) DEFAULT '' NOT NULL,
	"registered_address" varchar(240) DEFAULT '' NOT NULL,
	"mail_sender_name" varchar(80) DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_steps" (
	"step" varchar(20) PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
