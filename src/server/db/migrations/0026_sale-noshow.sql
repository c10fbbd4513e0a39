CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" integer,
	"requested_by" varchar(100) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" varchar(100),
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"last_error" text,
	"refund_id" integer,
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('pending', 'in_progress', 'refunded', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "staff_refund_limit_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_online_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."online_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_one_open_per_order" ON "refund_requests" USING btree ("order_id") WHERE "refund_requests"."status" in ('pending', 'in_progress');--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status");