import { useQuery } from "@tanstack/react-query";
import { ShoppingCart } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ALLERGEN_LABELS } from "../../../../shared/menu/allergens";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory } from "../../../../shared/menu/categories";
import type { MenuItem } from "../../../../shared/menu/menu.schema";
import { PageSection } from "../../../components/layout/page-section";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { analyticsEvents } from "../../../lib/analytics";
import { menuQueryOptions } from "../api/get-menu";
import { filterDishes } from "../menu-search";
import { DietaryBadges } from "./dietary-badges";
import { DishImage } from "./dish-image";
import { DishSearch } from "./dish-search";

type Category = "all" | MenuCategory;
const CATEGORIES: Category[] = ["all", ...MENU_CATEGORIES];

/** Spec: Add to Cart shows a toast, then goes to /order after 500 ms. */
export const ADD_TO_CART_REDIRECT_MS = 500;

export function MenuSection() {
  const menu = useQuery(menuQueryOptions());
  const [category, setCategory] = useState<Category>("all");
  const [search, setSearch] = useState("");
  const navigate = useNavigate();
  const redirectTimer = useRef(0);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);
  const addToCart = (item: MenuItem) => {
    analyticsEvents.addToCart(item.name, item.pricePence);
    toast.success("Redirecting to Order Page!", { duration: 2000 });
    window.clearTimeout(redirectTimer.current);
    redirectTimer.current = window.setTimeout(() => navigate("/order"), ADD_TO_CART_REDIRECT_MS);
  };
  const items = useMemo(() => filterDishes(menu.data ?? [], category, search), [menu.data, category, search]);

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
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
          >
            <div className="relative">
              <DishImage src={item.image} alt={item.name} className="h-44 w-full" />
              {item.isSoldOut && (
                <span className="absolute top-2 left-2 rounded-full bg-stone-900 px-3 py-1 text-sm font-bold text-white">
                  Sold out
                </span>
              )}
            </div>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-display text-lg font-bold text-stone-900">{item.name}</h3>
                <span className="font-bold text-maroon-800">{item.price}</span>
              </div>
              <DietaryBadges item={item} />
              <p className="text-sm text-stone-700">{item.description}</p>
              <p className="text-xs text-stone-700">
                <span className="font-semibold">Allergens:</span>{" "}
                {item.allergens.length > 0
                  ? item.allergens.map((a) => ALLERGEN_LABELS[a]).join(", ")
                  : "None of the 14 declared allergens"}
              </p>
              <Button
                disabled={item.isSoldOut}
                aria-label={item.isSoldOut ? `${item.name} is sold out` : `Add ${item.name} to cart`}
                onClick={() => addToCart(item)}
                className="mt-auto"
              >
                <ShoppingCart className="h-4 w-4" aria-hidden="true" />
                {item.isSoldOut ? "Sold out" : "Add to Cart"}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );

  return (
    <PageSection id="menu" title="Our Menu">
      <Tabs.Root
        value={category}
        onValueChange={(next) => {
          setCategory(next as Category);
          analyticsEvents.menuFilter(next);
        }}
      >
        <div className="mt-8 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <Tabs.List aria-label="Menu categories" className="flex flex-wrap gap-2">
            {CATEGORIES.map((c) => (
              <Tabs.Trigger
                key={c}
                value={c}
                className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-maroon-800 ring-1 ring-maroon-800/30 hover:bg-maroon-50 data-[state=active]:bg-maroon-800 data-[state=active]:text-white"
              >
                {c === "all" ? "All" : MENU_CATEGORY_LABELS[c]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <DishSearch value={search} onChange={setSearch} className="md:w-72" />
        </div>

        {CATEGORIES.map((c) => (
          // Radix renders a panel's children only while its tab is selected.
          <Tabs.Content key={c} value={c}>
            {dishes}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageSection>
  );
}
