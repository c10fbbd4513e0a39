import { isMealDeal } from "@shared/menu/meal-deal";
import type { MenuItem } from "@shared/menu/menu.schema";

/**
 * Vegetarian, Non-Vegetarian, Spicy. A meal deal on the menu has none: they follow the dishes
 * chosen, and its line in the dialog and the cart shows theirs.
 */
export function DietaryBadges({
  item,
}: {
  item: Pick<MenuItem, "isVegetarian" | "isNonVegetarian" | "isSpicy"> &
    Partial<Pick<MenuItem, "optionGroups">>;
}) {
  if (isMealDeal(item)) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {item.isVegetarian && (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
          Vegetarian
        </span>
      )}
      {item.isNonVegetarian && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
          Non-Vegetarian
        </span>
      )}
      {item.isSpicy && (
        <span className="rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
          Spicy
        </span>
      )}
    </div>
  );
}
