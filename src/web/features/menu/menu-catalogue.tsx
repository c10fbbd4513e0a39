import { useQuery } from "@tanstack/react-query";
import { ShoppingCart } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory } from "@shared/menu/categories";
import { type DietaryFilter, isDietaryFilterActive, NO_DIETARY_FILTER } from "@shared/menu/dietary-filter";
import type { ChosenPickInput } from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import { toast } from "@web/lib/toast";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { analyticsEvents } from "../../lib/analytics";
import { unavailableButtonProps, useOrderingAvailability } from "../orders/ordering-status";
import { menuQueryOptions } from "./api/get-menu";
import { CATEGORY_BAR_CLASSES } from "./category-bar";
import { DietaryBadges } from "./dietary-badges";
import { DietaryFilters } from "./dietary-filters";
import { DishAllergens } from "./dish-allergens";
import { DishImage } from "./dish-image";
import { DishSearch } from "./dish-search";
import { LazyDishOptionsDialog, preloadDishOptionsDialog } from "./lazy-dish-options-dialog";
import { filterDishes } from "./menu-search";

type Category = "all" | MenuCategory;
const CATEGORIES: Category[] = ["all", ...MENU_CATEGORIES];

/**
 * The "All" tab first shows this many dishes and a button for the rest (issue 23: the whole menu as
 * markup made the home page 400 KB and its hydration the main thread's longest task). A category, a
 * search or a dietary filter shows every dish it matches.
 */
const FIRST_VIEW_DISHES = 6;

/** Spec: Add to Cart puts the dish in the cart, shows a toast, then goes to /order after 500 ms. */
const ADD_TO_CART_REDIRECT_MS = 500;

/**
 * The cart's rules (with zod, to read the stored cart) load when a diner reaches for an Add button,
 * not with the first page.
 */
const loadCart = () => import("../orders/cart");

/** What an Add button starts loading: the cart, and the options dialog when the dish has options. */
function preloadAddToCart(item: MenuItem): void {
  void loadCart();
  if (item.optionGroups.length > 0) void preloadDishOptionsDialog();
}

/**
 * The menu itself: search, dietary filters, category tabs (Radix) and the dishes with Add to Cart.
 * It loads after the first paint; menu-section.tsx holds the section around it.
 */
export function MenuCatalogue() {
  const menu = useQuery(menuQueryOptions());
  const [category, setCategory] = useState<Category>("all");
  const [search, setSearch] = useState("");
  const [dietary, setDietary] = useState<DietaryFilter>(NO_DIETARY_FILTER);
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
  const [showAll, setShowAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  const redirectTimer = useRef(0);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const { unavailableReason } = useOrderingAvailability();
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);
  const addToCart = (item: MenuItem) => {
    if (unavailableReason) return;
    // A dish with options is chosen in the dialog first; the chosen line waits in the order page's cart.
    if (item.optionGroups.length > 0) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setChoosing(item);
      return;
    }
    void addWithOptions(item, []);
  };
  const addWithOptions = async (item: MenuItem, choices: ChosenPickInput[]) => {
    const { addToStoredCart } = await loadCart();
    const result = addToStoredCart(localStorage, item, choices, menu.data ?? []);
    if ("error" in result) {
      toast.error(result.error);
      return;
    }
    setChoosing(null);
    analyticsEvents.addToCart(item.name, item.pricePence);
    toast.success("Redirecting to Order Page!", { duration: 2000 });
    window.clearTimeout(redirectTimer.current);
    redirectTimer.current = window.setTimeout(() => navigate("/order"), ADD_TO_CART_REDIRECT_MS);
  };
  const items = useMemo(
    () => filterDishes(menu.data ?? [], category, search, dietary),
    [menu.data, category, search, dietary],
  );
  const narrowed = category !== "all" || search.trim() !== "" || isDietaryFilterActive(dietary);
  const shown = showAll || narrowed ? items : items.slice(0, FIRST_VIEW_DISHES);
  const showTheRest = () => {
    setShowAll(true);
    // The button goes; focus moves to the first dish it brought, not to the page's start.
    requestAnimationFrame(() => list.current?.children[FIRST_VIEW_DISHES]?.querySelector("button")?.focus());
  };

  const dishes = (
    <>
      {menu.isPending && <Spinner label="Loading the menu" />}
      {menu.isError && (
        <p role="alert" className="mt-8 text-center text-red-800">
          We couldn't load the menu. Please refresh the page or call us.
        </p>
      )}
      {menu.isSuccess && items.length === 0 && (
        <p className="mt-8 text-center text-stone-700">No dishes found matching your search.</p>
      )}
      {/* On phones each dish is a compact row with its photo at the side, as delivery apps show them. */}
      <ul ref={list} className="mt-6 grid gap-1 sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {shown.map((item) => (
          <li
            key={item.id}
            className="flex overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 max-sm:gap-3 max-sm:p-2 sm:flex-col"
          >
            <div className="relative shrink-0">
              <DishImage dish={item} className="h-44 w-full max-sm:h-20 max-sm:w-20 max-sm:rounded-lg" />
              {item.isSoldOut && (
                <span className="absolute top-2 left-2 rounded-full bg-stone-900 px-3 py-1 text-sm font-bold text-white max-sm:top-1 max-sm:left-1 max-sm:px-2 max-sm:text-xs">
                  Sold out
                </span>
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 max-sm:gap-0.5 max-sm:p-0">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-display text-lg font-bold text-stone-900 max-sm:text-base max-sm:leading-snug">
                  {item.name}
                </h3>
                <span className="font-bold text-maroon-800 max-sm:text-sm">{item.price}</span>
              </div>
              <div className="max-sm:hidden">
                <DietaryBadges item={item} />
              </div>
              <p className="text-sm text-stone-700 max-sm:line-clamp-1 max-sm:text-xs">{item.description}</p>
              <DishAllergens item={item} className="text-xs text-stone-700 max-sm:line-clamp-1" />
              <div className="mt-auto flex items-center justify-between gap-2 sm:contents">
                <div className="sm:hidden">
                  <DietaryBadges item={item} />
                </div>
                <Button
                  disabled={item.isSoldOut}
                  aria-label={item.isSoldOut ? `${item.name} is sold out` : `Add ${item.name} to cart`}
                  {...(item.isSoldOut ? {} : unavailableButtonProps(unavailableReason))}
                  onPointerEnter={() => preloadAddToCart(item)}
                  onFocus={() => preloadAddToCart(item)}
                  onClick={() => addToCart(item)}
                  className="mt-auto shrink-0 max-sm:px-3 max-sm:py-1 max-sm:text-sm"
                >
                  <ShoppingCart className="h-4 w-4" aria-hidden="true" />
                  {item.isSoldOut ? "Sold out" : "Add to Cart"}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {shown.length < items.length && (
        <div className="mt-6 text-center">
          <Button variant="secondary" onClick={showTheRest}>
            Show all {items.length} dishes
          </Button>
        </div>
      )}
    </>
  );

  return (
    <>
      <Tabs.Root
        value={category}
        onValueChange={(next) => {
          setCategory(next as Category);
          analyticsEvents.menuFilter(next);
        }}
      >
        <DishSearch value={search} onChange={setSearch} className="mt-6 sm:mt-8 md:w-72" />
        <div className="mt-4">
          <DietaryFilters value={dietary} onChange={setDietary} />
        </div>
        <Tabs.List aria-label="Menu categories" className={CATEGORY_BAR_CLASSES}>
          {CATEGORIES.map((c) => (
            <Tabs.Trigger
              key={c}
              value={c}
              className="shrink-0 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-maroon-800 ring-1 ring-maroon-800/30 hover:bg-maroon-50 data-[state=active]:bg-maroon-800 data-[state=active]:text-white"
            >
              {c === "all" ? "All" : MENU_CATEGORY_LABELS[c]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        {CATEGORIES.map((c) => (
          // Radix renders a panel's children only while its tab is selected.
          <Tabs.Content key={c} value={c}>
            {dishes}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <LazyDishOptionsDialog
        item={choosing}
        menu={menu.data ?? []}
        onClose={() => setChoosing(null)}
        onConfirm={(item, choices) => void addWithOptions(item, choices)}
        returnFocusTo={returnFocusTo}
      />
    </>
  );
}
