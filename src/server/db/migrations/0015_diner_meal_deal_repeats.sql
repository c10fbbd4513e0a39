ALTER TABLE "menu_option_groups" ADD COLUMN "allow_repeats" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Hand-written (issue 21): the meal deals' courses let a choice repeat (two garlic naans, two of
-- the same biryani), as the setting did not exist before; other groups keep "each choice once".
UPDATE "menu_option_groups" SET "allow_repeats" = true
  WHERE "menu_item_id" IN (SELECT "id" FROM "menu_items" WHERE "category" = 'meal-deals');
