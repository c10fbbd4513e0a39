import { ALLERGEN_LABELS } from "@shared/menu/allergens";
import { isMealDeal } from "@shared/menu/meal-deal";
import type { MenuItem } from "@shared/menu/menu.schema";

/**
 * A dish card's allergens line. A meal deal's depend on the dishes chosen: the card says so, and
 * the options dialog and the cart state those of the dishes chosen.
 */
export function DishAllergens({
  item,
  className = "text-xs text-stone-700",
}: {
  item: Pick<MenuItem, "allergens" | "optionGroups">;
  className?: string;
}) {
  if (isMealDeal(item)) {
    return (
      <p className={className}>
        <span className="font-semibold">Allergens:</span> depend on the dishes you choose
      </p>
    );
  }
  return (
    <p className={className}>
      <span className="font-semibold">Allergens:</span>{" "}
      {item.allergens.length > 0
        ? item.allergens.map((a) => ALLERGEN_LABELS[a]).join(", ")
        : "None of the 14 declared allergens"}
    </p>
  );
}
