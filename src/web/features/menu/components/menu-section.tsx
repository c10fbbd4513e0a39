import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory } from "../../../../shared/menu/categories";
import { Spinner } from "../../../components/ui/spinner";
import { menuQueryOptions } from "../api/get-menu";
import { DietaryBadges } from "./dietary-badges";
import { DishImage } from "./dish-image";

/** Spec: case-insensitive match on name or description. */
function matchesSearch(item: { name: string; description: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    !needle || item.name.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle)
  );
}

export function MenuSection() {
  const menu = useQuery(menuQueryOptions());
  const [category, setCategory] = useState<"all" | MenuCategory>("all");
  const [search, setSearch] = useState("");
  const items = useMemo(
    () =>
      (menu.data ?? []).filter(
        (i) => (category === "all" || i.category === category) && matchesSearch(i, search),
      ),
    [menu.data, category, search],
  );

  return (
    <section id="menu" aria-labelledby="menu-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="menu-heading" className="text-center font-display text-4xl font-bold text-maroon-800">
        Our Menu
      </h2>
      <div className="mt-8 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div role="tablist" aria-label="Menu categories" className="flex flex-wrap gap-2">
          {(["all", ...MENU_CATEGORIES] as const).map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={category === c}
              onClick={() => setCategory(c)}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${category === c ? "bg-maroon-800 text-white" : "bg-white text-maroon-800 ring-1 ring-maroon-800/30 hover:bg-maroon-50"}`}
            >
              {c === "all" ? "All" : MENU_CATEGORY_LABELS[c]}
            </button>
          ))}
        </div>
        <label className="block">
          <span className="sr-only">Search dishes</span>
          <input
            type="search"
            placeholder="Search dishes..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="w-full rounded-lg border border-stone-300 bg-white px-4 py-2 md:w-72"
          />
        </label>
      </div>

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
            <DishImage src={item.image} alt={item.name} className="h-44 w-full" />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-display text-lg font-bold text-stone-900">{item.name}</h3>
                <span className="font-bold text-maroon-800">{item.price}</span>
              </div>
              <DietaryBadges item={item} />
              <p className="text-sm text-stone-700">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
