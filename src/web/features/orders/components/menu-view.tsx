import { lazy, Suspense, useMemo, useState } from "react";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory } from "@shared/menu/categories";
import { type DietaryFilter, NO_DIETARY_FILTER } from "@shared/menu/dietary-filter";
import type { MenuItem } from "@shared/menu/menu.schema";
import { trackEvent } from "@web/lib/analytics";
import { whenDinerMoves } from "@web/lib/when-diner-moves";
import { useCustomer } from "../../accounts/customer-context";
import { CATEGORY_BAR_CLASSES } from "../../menu/category-bar";
import { DietaryBadges } from "../../menu/dietary-badges";
import { DietaryFilters } from "../../menu/dietary-filters";
import { DishAllergens } from "../../menu/dish-allergens";
import { DishImage } from "../../menu/dish-image";
import { DishSearch } from "../../menu/dish-search";
import { countByCategory, filterDishes } from "../../menu/menu-search";
import { useLaterDaysOffered } from "../../order-ahead/use-order-ahead-slots";
import { unavailableButtonProps, useOrderingAvailability } from "../ordering-status";
import { AddDishButton } from "./add-dish-button";
import { JoinPrompt } from "./join-prompt";
import { DISH_CARD_ATTRIBUTE, ServerDrawnCards } from "./server-drawn-cards";

/**
 * The dishes a phone's first screens show come alive with the page; the server draws the rest too,
 * and they come alive at the diner's first move or when in view (when-diner-moves.ts): hydrating
 * every card at once was most of /order's blocking time on a phone (issue 23). Six fills whole
 * rows of one, two or three columns.
 */
const FIRST_LIVE_DISHES = 6;
const LATER_DISHES_ID = "later-dishes";
const LaterDishCards = lazy(() => whenDinerMoves(LATER_DISHES_ID).then(() => ({ default: DishCards })));

interface DishCardsProps {
  items: MenuItem[];
  onAdd: (item: MenuItem) => void;
  unavailableReason: string | null;
  /** The diner may order for a later day: a dish sold out only today can go in the cart for it. */
  laterDays: boolean;
  /** An id for the first card, for the part that waits for the diner. */
  firstId?: string;
}

const CARD_CLASSES =
  "flex overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 [contain-intrinsic-size:auto_7.5rem] [content-visibility:auto] max-sm:gap-3 max-sm:p-2.5 sm:flex-col sm:[contain-intrinsic-size:auto_26rem]";

/**
 * Dish cards, as items of the menu's list. Cards below the screen are not laid out until scrolled
 * near (content-visibility), with their last size (or about a row's) kept meanwhile: a phone lays
 * out a screenful, not 76.
 */
function DishCards({ items, onAdd, unavailableReason, laterDays, firstId }: DishCardsProps) {
  return items.map((item, index) => (
    <li
      key={item.id}
      id={index === 0 ? firstId : undefined}
      {...{ [DISH_CARD_ATTRIBUTE]: item.id }}
      className={CARD_CLASSES}
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
        <p className="text-sm text-stone-700 max-sm:line-clamp-2 max-sm:text-xs">{item.description}</p>
        <DishAllergens item={item} />
        <div className="mt-auto flex items-center justify-between pt-2 max-sm:pt-1">
          <span className="text-lg font-bold text-maroon-800">{item.price}</span>
          <AddDishButton
            dish={item}
            laterDays={laterDays}
            onClick={() => onAdd(item)}
            aria-label={`Add ${item.name} to cart`}
            {...unavailableButtonProps(unavailableReason)}
            className="inline-flex items-center gap-1 rounded-lg bg-maroon-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-maroon-900 aria-disabled:cursor-not-allowed aria-disabled:bg-stone-600"
          />
        </div>
      </div>
    </li>
  ));
}

export function MenuView({ menu, onAdd }: { menu: MenuItem[]; onAdd: (item: MenuItem) => void }) {
  const { customer } = useCustomer();
  const { unavailableReason } = useOrderingAvailability();
  const laterDays = useLaterDaysOffered() ?? false;
  const [category, setCategory] = useState<"all" | MenuCategory>("all");
  const [search, setSearch] = useState("");
  const [dietary, setDietary] = useState<DietaryFilter>(NO_DIETARY_FILTER);
  // The chips count what the search and dietary filters leave (issue 21: "All (76)" while 20 showed).
  const counts = useMemo(
    () => countByCategory(filterDishes(menu, "all", search, dietary)),
    [menu, search, dietary],
  );
  const items = filterDishes(menu, category, search, dietary);
  const add = (item: MenuItem) => {
    if (!unavailableReason) onAdd(item);
  };

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

      <DishSearch value={search} onChange={setSearch} className="md:w-96" />
      {/*
        A direct child of the page's column, so it stays in view over the whole list. A group, not
        a fieldset: a fieldset is at least as wide as its content, and its chips made the whole
        phone page 1,024 px wide (issue 21); this bar scrolls sideways on its own.
      */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above: a fieldset would set the page's width. */}
      <div role="group" aria-label="Menu categories" className={CATEGORY_BAR_CLASSES}>
        {(["all", ...MENU_CATEGORIES] as const).map((c) => {
          const count = counts.get(c) ?? 0;
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
      </div>
      <DietaryFilters value={dietary} onChange={setDietary} />

      <h2 className="sr-only">Dishes</h2>
      {items.length === 0 ? (
        <p className="py-8 text-center text-stone-700">No dishes found matching your search.</p>
      ) : (
        // On phones each dish is a compact row with its photo at the side, as delivery apps show them.
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" aria-label="Dishes">
          <DishCards
            items={items.slice(0, FIRST_LIVE_DISHES)}
            onAdd={add}
            unavailableReason={unavailableReason}
            laterDays={laterDays}
          />
          {/* Until they are live, the server's markup of the later cards (server-drawn-cards.tsx). */}
          <Suspense
            fallback={
              <ServerDrawnCards
                ids={items.slice(FIRST_LIVE_DISHES).map((item) => item.id)}
                className={CARD_CLASSES}
                firstId={LATER_DISHES_ID}
              />
            }
          >
            <LaterDishCards
              items={items.slice(FIRST_LIVE_DISHES)}
              onAdd={add}
              unavailableReason={unavailableReason}
              laterDays={laterDays}
              firstId={LATER_DISHES_ID}
            />
          </Suspense>
        </ul>
      )}
    </div>
  );
}
