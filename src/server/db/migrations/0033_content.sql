CREATE TABLE "gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"alt" varchar(150) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"words" jsonb NOT NULL,
	"logo_url" text,
	"accent_colour" varchar(7),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
