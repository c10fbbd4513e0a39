-- Tables the site never reads or writes (the old site's daily offers, opening times and weekly
-- reports) go. One that holds rows (brought over from the old site by hand) is kept under a
-- retired_ name for the owner to export, rather than dropped with its data.
DO $$
DECLARE
  unused text;
  has_rows boolean;
BEGIN
  FOREACH unused IN ARRAY ARRAY['daily_offers', 'restaurant_config', 'weekly_labor_reports', 'weekly_purchase_reports', 'weekly_sales_reports'] LOOP
    IF to_regclass(format('public.%I', unused)) IS NOT NULL THEN
      EXECUTE format('SELECT EXISTS (SELECT 1 FROM public.%I)', unused) INTO has_rows;
      IF has_rows THEN
        EXECUTE format('ALTER TABLE public.%I RENAME TO %I', unused, 'retired_' || unused);
      ELSE
        EXECUTE format('DROP TABLE public.%I', unused);
      END IF;
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
-- Dates stored as 'YYYY-MM-DD' text become dates; anything else stops the migration (nothing changes).
ALTER TABLE "collection_slot_bookings" ALTER COLUMN "collection_date" SET DATA TYPE date USING "collection_date"::date;--> statement-breakpoint
ALTER TABLE "online_orders" ALTER COLUMN "collection_date" SET DATA TYPE date USING "collection_date"::date;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_coupons_customer_id_idx" ON "customer_coupons" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_rewards_customer_id_idx" ON "customer_rewards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "online_orders_created_at_idx" ON "online_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "online_orders_customer_id_idx" ON "online_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "online_orders_paid_at_idx" ON "online_orders" USING btree ("paid_at") WHERE "online_orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "online_orders_collection_date_payment_status_idx" ON "online_orders" USING btree ("collection_date","payment_status");--> statement-breakpoint
CREATE INDEX "online_orders_payment_provider_ref_idx" ON "online_orders" USING btree ("payment_provider_ref");--> statement-breakpoint
CREATE INDEX "online_orders_open_idx" ON "online_orders" USING btree ("order_status") WHERE "online_orders"."order_status" in ('received', 'preparing');--> statement-breakpoint
CREATE INDEX "order_refunds_order_id_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_at_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "reservation_links_reservation_id_idx" ON "reservation_links" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_customer_id_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('unread', 'read'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_subject_check" CHECK ("contact_messages"."subject" in ('reservation', 'event', 'catering', 'feedback', 'other'));--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_order_status_check" CHECK ("online_orders"."order_status" in ('received', 'preparing', 'ready', 'collected', 'cancelled'));--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_payment_status_check" CHECK ("online_orders"."payment_status" in ('pending', 'completed', 'partially_refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_payment_method_check" CHECK ("online_orders"."payment_method" in ('stripe', 'paypal', 'test'));--> statement-breakpoint
ALTER TABLE "receipt_scans" ADD CONSTRAINT "receipt_scans_status_check" CHECK ("receipt_scans"."status" in ('queued', 'processing', 'done', 'failed'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('pending', 'confirmed', 'declined', 'cancelled', 'seated', 'no_show', 'completed'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_check" CHECK ("reservations"."source" in ('online', 'phone'));