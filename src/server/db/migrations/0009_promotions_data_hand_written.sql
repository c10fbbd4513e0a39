-- HAND-WRITTEN data migration (not generated): coupons and offers become one promotions model.
-- Each coupon becomes a code promotion in "offers" (unless an offer already has that code), and its
-- recorded uses in customer_coupons are pointed at the new promotion, so per-customer limits and the
-- customer's coupon history carry over. Orders placed before this keep their totals; their single
-- discount is shown as one promotion line built from discount_label (see toOrder).
INSERT INTO "offers" (
  "title", "description", "discount_type", "discount_value", "min_order_pence", "valid_from", "valid_to",
  "is_active", "offer_code", "priority", "max_redemptions", "current_redemptions", "max_discount_pence",
  "applicable_categories", "first_order_only", "signed_in_only", "uses_per_customer", "channel"
)
SELECT c."title", coalesce(c."description", c."title"), c."type", c."value", c."minimum_order_pence",
  coalesce(c."valid_from", c."created_at"), coalesce(c."valid_until", c."created_at" + interval '10 years'),
  c."is_active", upper(c."code"), 1, c."total_usage_limit", c."total_used", c."maximum_discount_pence",
  c."applicable_categories", c."first_time_customers_only", true, c."usage_limit",
  -- FIRST15 is the catering card's code: given on catering quotes, not at online checkout.
  CASE WHEN upper(c."code") = 'FIRST15' THEN 'catering' ELSE 'online' END
FROM "coupons" c
WHERE NOT EXISTS (SELECT 1 FROM "offers" o WHERE upper(o."offer_code") = upper(c."code"));
--> statement-breakpoint
UPDATE "customer_coupons" cc SET "offer_id" = o."id"
FROM "coupons" c, "offers" o
WHERE cc."coupon_id" = c."id" AND upper(o."offer_code") = upper(c."code") AND cc."offer_id" IS NULL;
--> statement-breakpoint
-- Seeded deals that are not given online are labelled with where they apply.
UPDATE "offers" SET "channel" = 'in_restaurant' WHERE "offer_code" IN ('GROUP20', 'BIRTHDAY15');
--> statement-breakpoint
UPDATE "offers" SET "channel" = 'phone' WHERE "discount_type" = 'free_delivery';
