import { Clock, Percent, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { ALLERGEN_LABELS } from "../../../../shared/menu/allergens";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory } from "../../../../shared/menu/categories";
import { type DietaryFilter, NO_DIETARY_FILTER } from "../../../../shared/menu/dietary-filter";
import type { MenuItem } from "../../../../shared/menu/menu.schema";
import { formatPreparationTime } from "../../../../shared/orders/ordering-state";
import { trackEvent } from "../../../lib/analytics";
import { useCustomer } from "../../accounts/customer-context";
import { CATEGORY_BAR_CLASSES } from "../../menu/category-bar";
import { DietaryBadges } from "../../menu/dietary-badges";
import { DietaryFilters } from "../../menu/dietary-filters";
import { DishImage } from "../../menu/dish-image";
import { DishSearch } from "../../menu/dish-search";
import { filterDishes } from "../../menu/menu-search";
import { describeHeadline, useAdvertisedPromotions } from "../../offers/use-active-promotions";
import { unavailableButtonProps, useOrderingAvailability } from "../ordering-status";
import { JoinPrompt } from "./join-prompt";

export function MenuView({ menu, onAdd }: { menu: MenuItem[]; onAdd: (item: MenuItem) => void }) {
  const { headline } = useAdvertisedPromotions();
  const { customer } = useCustomer();
  const { status, unavailableReason } = useOrderingAvailability();
  const [category, setCategory] = useState<"all" | MenuCategory>("all");
  const [search, setSearch] = useState("");
  const [dietary, setDietary] = useState<DietaryFilter>(NO_DIETARY_FILTER);
  const counts = useMemo(() => {
    const byCategory = new Map<string, number>();
    for (const item of menu) byCategory.set(item.category, (byCategory.get(item.category) ?? 0) + 1);
    return byCategory;
  }, [menu]);
  const items = filterDishes(menu, category, search, dietary);

  return (
    <div className="space-y-6">
      {customer ? (
        <p className="text-lg text-stone-800">
          Welcome back, <strong>{customer.firstName}</strong>! You have{" "}
          <strong>{customer.loyaltyPoints} loyalty points</strong>.
        </p>
      ) : (
        <JoinPrompt />
      )}

      <ul className="grid gap-3 sm:grid-cols-2">
        {status && (
          <li className="flex items-center gap-3 rounded-lg bg-maroon-800 p-3 text-white">
            <Clock className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span>{formatPreparationTime(status.prepTimeMinutes)}</span>
          </li>
        )}
        {headline && (
          <li className="flex items-center gap-3 rounded-lg bg-saffron-400 p-3 text-stone-900">
            <Percent className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span>{describeHeadline(headline)}</span>
          </li>
        )}
      </ul>

      <DishSearch value={search} onChange={setSearch} className="md:w-96" />
      {/* A direct child of the page's column, so it stays in view over the whole list. */}
      <fieldset className={CATEGORY_BAR_CLASSES}>
        <legend className="sr-only">Menu categories</legend>
        {(["all", ...MENU_CATEGORIES] as const).map((c) => {
          const count = c === "all" ? menu.length : (counts.get(c) ?? 0);
          return (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => {
                setCategory(c);
                trackEvent("filter", { category: "menu", label: c });
              }}
              className={`shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold ${category === c ? "bg-maroon-800 text-white" : "bg-white text-maroon-800 ring-1 ring-maroon-800/40 hover:bg-maroon-50"}`}
            >
              {c === "all" ? "All" : MENU_CATEGORY_LABELS[c]} ({count})
            </button>
          );
        })}
      </fieldset>
      <DietaryFilters value={dietary} onChange={setDietary} />

      <h2 className="sr-only">Dishes</h2>
      {items.length === 0 ? (
        <p className="py-8 text-center text-stone-700">No dishes found matching your search.</p>
      ) : (
        // On phones each dish is a compact row with its photo at the side, as delivery apps show them.
        // Cards below the screen are not laid out until scrolled near (content-visibility), with
        // their last size (or about a row's) kept meanwhile: a phone lays out a screenful, not 76.
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" aria-label="Dishes">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 [contain-intrinsic-size:auto_7.5rem] [content-visibility:auto] max-sm:gap-3 max-sm:p-2.5 sm:flex-col sm:[contain-intrinsic-size:auto_26rem]"
            >
              <DishImage
                dish={item}
                height={160}
                className="h-40 w-full shrink-0 max-sm:h-20 max-sm:w-20 max-sm:rounded-lg"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 max-sm:gap-1 max-sm:p-0">
                <h3 className="font-display text-lg font-bold text-stone-900 max-sm:text-base max-sm:leading-snug">
                  {item.name}
                </h3>
                <DietaryBadges item={item} />
                <p className="text-sm text-stone-700 max-sm:line-clamp-2 max-sm:text-xs">
                  {item.description}
                </p>
                {item.allergens.length > 0 && (
                  <p className="text-xs text-stone-700">
                    <span className="font-semibold">Allergens:</span>{" "}
                    {item.allergens.map((a) => ALLERGEN_LABELS[a]).join(", ")}
                  </p>
                )}
                <div className="mt-auto flex items-center justify-between pt-2 max-sm:pt-1">
                  <span className="text-lg font-bold text-maroon-800">{item.price}</span>
                  {item.isSoldOut ? (
                    <span className="rounded-full bg-stone-200 px-3 py-1.5 text-sm font-semibold text-stone-800">
                      Sold out
                    </span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        if (!unavailableReason) onAdd(item);
                      }}
                      aria-label={`Add ${item.name} to cart`}
                      {...unavailableButtonProps(unavailableReason)}
                      className="inline-flex items-center gap-1 rounded-lg bg-maroon-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-maroon-900 aria-disabled:cursor-not-allowed aria-disabled:bg-stone-600"
                    >
                      <Plus className="h-4 w-4" aria-hidden="true" /> Add
                    </button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
