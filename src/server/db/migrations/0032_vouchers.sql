CREATE TABLE "gift_voucher_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount_pence" integer NOT NULL,
	"order_id" integer,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_voucher_ledger_kind_check" CHECK ("gift_voucher_ledger"."kind" in ('issued', 'spent', 'returned', 'cancelled', 'extended'))
);
--> statement-breakpoint
CREATE TABLE "gift_voucher_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"preset_amounts_pence" jsonb NOT NULL,
	"min_pence" integer NOT NULL,
	"max_pence" integer NOT NULL,
	"validity_months" integer NOT NULL,
	"promote_from" date,
	"promote_until" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"status" varchar(20) NOT NULL,
	"amount_pence" integer NOT NULL,
	"balance_pence" integer DEFAULT 0 NOT NULL,
	"buyer_name" varchar(100) NOT NULL,
	"buyer_email" varchar(255) NOT NULL,
	"recipient_name" varchar(100) NOT NULL,
	"recipient_email" varchar(255) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"send_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"buyer_token_hash" varchar(64) NOT NULL,
	"payment_method" varchar(20),
	"payment_id" varchar(255),
	"payment_provider_ref" varchar(255),
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_vouchers_status_check" CHECK ("gift_vouchers"."status" in ('awaiting_payment', 'scheduled', 'sent', 'cancelled')),
	CONSTRAINT "gift_vouchers_balance_range" CHECK ("gift_vouchers"."balance_pence" >= 0 and "gift_vouchers"."balance_pence" <= "gift_vouchers"."amount_pence")
);
--> statement-breakpoint
ALTER TABLE "online_orders" DROP CONSTRAINT "online_orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "gift_voucher_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_voucher_ledger" ADD CONSTRAINT "gift_voucher_ledger_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_ledger" ADD CONSTRAINT "gift_voucher_ledger_order_id_online_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."online_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_voucher_ledger_voucher_idx" ON "gift_voucher_ledger" USING btree ("voucher_id","id");--> statement-breakpoint
CREATE INDEX "gift_voucher_ledger_order_idx" ON "gift_voucher_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_voucher_ledger_at_idx" ON "gift_voucher_ledger" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_code_unique" ON "gift_vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_vouchers_due_idx" ON "gift_vouchers" USING btree ("send_on") WHERE "gift_vouchers"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "gift_vouchers_payment_id_idx" ON "gift_vouchers" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_payment_method_check" CHECK ("online_orders"."payment_method" in ('stripe', 'paypal', 'test', 'card', 'cash', 'gift_voucher'));