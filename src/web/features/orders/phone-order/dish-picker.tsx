/**
 * The menu as staff pick from it on the phone: the public menu's search, categories and dietary
 * facts, one row per dish with a large Add button (a tablet's finger, or Tab and Enter).
 */

import { useMemo, useState } from "react";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory } from "@shared/menu/categories";
import type { MenuItem } from "@shared/menu/menu.schema";
import { DietaryBadges } from "@web/features/menu/dietary-badges";
import { DishSearch } from "@web/features/menu/dish-search";
import { countByCategory, filterDishes } from "@web/features/menu/menu-search";
import { AddDishButton } from "../components/add-dish-button";

export function DishPicker({ menu, onAdd }: { menu: readonly MenuItem[]; onAdd: (item: MenuItem) => void }) {
  const [category, setCategory] = useState<"all" | MenuCategory>("all");
  const [search, setSearch] = useState("");
  const counts = useMemo(() => countByCategory(filterDishes(menu, "all", search)), [menu, search]);
  const dishes = filterDishes(menu, category, search);
  return (
    <div className="space-y-3">
      <DishSearch value={search} onChange={setSearch} />
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, as on the order page. */}
      <div role="group" aria-label="Menu categories" className="flex flex-wrap gap-2">
        {(["all", ...MENU_CATEGORIES] as const).map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={`min-h-11 rounded-full px-3 text-sm font-semibold ${category === c ? "bg-maroon-800 text-white" : "bg-white text-maroon-800 ring-1 ring-maroon-800/40 hover:bg-maroon-50"}`}
          >
            {c === "all" ? "All" : MENU_CATEGORY_LABELS[c]} ({counts.get(c) ?? 0})
          </button>
        ))}
      </div>
      {dishes.length === 0 ? (
        <p className="py-4 text-center text-stone-700">No dishes found matching your search.</p>
      ) : (
        <ul
          aria-label="Dishes"
          className="divide-y divide-stone-200 rounded-lg bg-white ring-1 ring-stone-200"
        >
          {dishes.map((dish) => (
            <li key={dish.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{dish.name}</p>
                <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
                  <span className="font-semibold text-maroon-800">{dish.price}</span>
                  {dish.optionGroups.length > 0 && <span>with choices</span>}
                  <DietaryBadges item={dish} />
                </div>
              </div>
              <AddDishButton
                dish={dish}
                onClick={() => onAdd(dish)}
                aria-label={`Add ${dish.name}`}
                className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg bg-maroon-800 px-4 font-semibold text-white hover:bg-maroon-900"
                badgeClassName="shrink-0"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
