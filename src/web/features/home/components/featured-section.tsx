import { useQuery } from "@tanstack/react-query";
import { Flame, Soup, Wheat } from "lucide-react";
import { Link } from "react-router";
import { PageSection } from "@web/components/layout/page-section";
import { analyticsEvents } from "@web/lib/analytics";
import { menuQueryOptions } from "../../menu/api/get-menu";
import { type FeaturedPriceSource, getFeaturedPrice, getFeaturedText } from "../featured-prices";

/**
 * The cards' prices and texts come from the menu staff edit, never from this list: a dish's own
 * description, or the category's first dishes by name (issue 21: the tandoori card named lamb
 * chops, which the menu does not have).
 */
const SPECIALTIES: { name: string; price: FeaturedPriceSource; icon: typeof Wheat; after: string }[] = [
  {
    name: "Hyderabadi Chicken Dum Biryani",
    price: { dish: "Hyderabadi Chicken Dum Biryani" },
    icon: Wheat,
    after: "",
  },
  {
    name: "Tandoori Specialties",
    price: { category: "tandoori" },
    icon: Flame,
    after: ", from our clay oven.",
  },
  {
    name: "Traditional Curries",
    price: { category: "curries" },
    icon: Soup,
    after: ", made to family recipes.",
  },
];

export function FeaturedSection() {
  const menu = useQuery(menuQueryOptions());
  return (
    <PageSection id="featured" title="Featured Specialties" className="bg-saffron-50">
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {SPECIALTIES.map(({ name, price, icon: Icon, after }) => (
          <li key={name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <Icon className="h-10 w-10 text-maroon-800" aria-hidden="true" />
            <h3 className="mt-3 font-display text-xl font-bold text-stone-900">{name}</h3>
            <p className="mt-1 min-h-7 text-lg font-bold text-maroon-800">
              {menu.data ? getFeaturedPrice(menu.data, price) : null}
            </p>
            <p className="mt-2 flex-1 text-stone-700">
              {menu.data ? getFeaturedText(menu.data, price, after) : null}
            </p>
            <Link
              to="/order"
              aria-label={`Order ${name}`}
              onClick={() => analyticsEvents.orderClick(`featured: ${name}`)}
              className="mt-4 inline-block rounded-lg bg-maroon-800 px-4 py-2 text-center font-semibold text-white hover:bg-maroon-900"
            >
              Order
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
