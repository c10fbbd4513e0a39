import type { MenuItem } from "../../../shared/menu/menu.schema";

export function DietaryBadges({
  item,
}: {
  item: Pick<MenuItem, "isVegetarian" | "isNonVegetarian" | "isSpicy">;
}) {
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
