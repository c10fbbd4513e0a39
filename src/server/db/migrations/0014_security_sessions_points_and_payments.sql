CREATE TABLE "failed_staff_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"address" varchar(64) NOT NULL,
	"known_device" boolean NOT NULL,
	"outcome" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"kind" varchar(20) NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_points_ledger_kind_sign" CHECK (("loyalty_points_ledger"."kind" in ('earn', 'return') and "loyalty_points_ledger"."points" > 0) or ("loyalty_points_ledger"."kind" in ('spend', 'take_back') and "loyalty_points_ledger"."points" < 0) or ("loyalty_points_ledger"."kind" = 'opening' and "loyalty_points_ledger"."order_id" is null))
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_key" varchar(40) GENERATED ALWAYS AS (case when regexp_replace(phone, '[^0-9]', '', 'g') ~ '^(00)?44[0-9]+$' then (case when regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^(00)?44', '') like '0%' then regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^(00)?44', '') else '0' || regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^(00)?44', '') end) else regexp_replace(phone, '[^0-9]', '', 'g') end) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_key" varchar(255) GENERATED ALWAYS AS (regexp_replace(lower(btrim(email)), '[+][^@]*@', '@')) STORED;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "customer_phone_key" varchar(40) GENERATED ALWAYS AS (case when regexp_replace(customer_phone, '[^0-9]', '', 'g') ~ '^(00)?44[0-9]+$' then (case when regexp_replace(regexp_replace(customer_phone, '[^0-9]', '', 'g'), '^(00)?44', '') like '0%' then regexp_replace(regexp_replace(customer_phone, '[^0-9]', '', 'g'), '^(00)?44', '') else '0' || regexp_replace(regexp_replace(customer_phone, '[^0-9]', '', 'g'), '^(00)?44', '') end) else regexp_replace(customer_phone, '[^0-9]', '', 'g') end) STORED;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "customer_email_key" varchar(255) GENERATED ALWAYS AS (regexp_replace(lower(btrim(customer_email)), '[+][^@]*@', '@')) STORED;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "payment_note" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "absolute_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "last_failure_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "failed_staff_sign_ins" ADD CONSTRAINT "failed_staff_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_ledger" ADD CONSTRAINT "loyalty_points_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_ledger" ADD CONSTRAINT "loyalty_points_ledger_order_id_online_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."online_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "failed_staff_sign_ins_at_idx" ON "failed_staff_sign_ins" USING btree ("at");--> statement-breakpoint
CREATE INDEX "loyalty_points_ledger_customer_idx" ON "loyalty_points_ledger" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "loyalty_points_ledger_order_idx" ON "loyalty_points_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_points_ledger_earn_once" ON "loyalty_points_ledger" USING btree ("order_id") WHERE "loyalty_points_ledger"."kind" = 'earn';--> statement-breakpoint
CREATE INDEX "customers_phone_key_idx" ON "customers" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "customers_email_key_idx" ON "customers" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "online_orders_customer_phone_key_idx" ON "online_orders" USING btree ("customer_phone_key");--> statement-breakpoint
CREATE INDEX "online_orders_customer_email_key_idx" ON "online_orders" USING btree ("customer_email_key");--> statement-breakpoint
-- Hand-written (security helper, decision 0020): existing data moves into the new shapes.
-- A failure count's last failure is, at worst, when its window started.
UPDATE "sign_in_failures" SET "last_failure_at" = "window_started_at";--> statement-breakpoint
-- Loyalty points become a ledger. First the history the old tables kept, order by order:
-- points spent when each order was placed,
INSERT INTO "loyalty_points_ledger" ("customer_id", "order_id", "kind", "points", "created_at")
SELECT o."customer_id", o."id", 'spend', -o."points_redeemed", o."created_at"
FROM "online_orders" o
WHERE o."customer_id" IS NOT NULL AND o."points_redeemed" > 0;--> statement-breakpoint
-- points earned, taken back and returned (the reward rows named their order "For order HH-...").
INSERT INTO "loyalty_points_ledger" ("customer_id", "order_id", "kind", "points", "created_at")
SELECT DISTINCT ON (o."id") r."customer_id", o."id", 'earn', r."points_earned", r."created_at"
FROM "customer_rewards" r
JOIN "online_orders" o ON r."description" = 'For order ' || o."order_number" AND o."customer_id" = r."customer_id"
WHERE r."type" = 'order_points' AND r."points_earned" > 0
ORDER BY o."id", r."id";--> statement-breakpoint
INSERT INTO "loyalty_points_ledger" ("customer_id", "order_id", "kind", "points", "created_at")
SELECT r."customer_id", o."id", 'take_back', r."points_earned", r."created_at"
FROM "customer_rewards" r
JOIN "online_orders" o ON r."description" = 'For order ' || o."order_number" AND o."customer_id" = r."customer_id"
WHERE r."type" = 'order_points_refunded' AND r."points_earned" < 0;--> statement-breakpoint
INSERT INTO "loyalty_points_ledger" ("customer_id", "order_id", "kind", "points", "created_at")
SELECT r."customer_id", o."id", 'return', r."points_earned", r."created_at"
FROM "customer_rewards" r
JOIN "online_orders" o ON r."description" = 'For order ' || o."order_number" AND o."customer_id" = r."customer_id"
WHERE r."type" = 'points_returned' AND r."points_earned" > 0;--> statement-breakpoint
-- Then one opening row per customer for whatever the history does not explain (points given by
-- hand, a take-back the old code stopped at zero), so every balance is exactly what it was.
INSERT INTO "loyalty_points_ledger" ("customer_id", "order_id", "kind", "points", "created_at")
SELECT c."id", NULL, 'opening', c."loyalty_points" - coalesce(l."sum", 0), c."created_at"
FROM "customers" c
LEFT JOIN (
  SELECT "customer_id", sum("points") AS "sum" FROM "loyalty_points_ledger" GROUP BY "customer_id"
) l ON l."customer_id" = c."id"
WHERE c."loyalty_points" <> coalesce(l."sum", 0);--> statement-breakpoint
-- The points rows of the rewards list now live in the ledger (the points history).
DELETE FROM "customer_rewards" WHERE "type" IN ('order_points', 'order_points_refunded', 'points_returned');--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "loyalty_points";
