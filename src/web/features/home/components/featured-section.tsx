import { useQuery } from "@tanstack/react-query";
import { Flame, Soup, Wheat } from "lucide-react";
import { Link } from "react-router";
import { PageSection } from "@web/components/layout/page-section";
import { analyticsEvents } from "@web/lib/analytics";
import { menuQueryOptions } from "../../menu/api/get-menu";
import { siteContentQueryOptions } from "../../site-content/api/get-site-content";
import { type FeaturedCard, getFeaturedCard } from "../featured-prices";

/** The cards' icons, in turn: decoration only. */
const ICONS = [Wheat, Flame, Soup];

/**
 * The dishes and categories the owner features (Site content), each priced and worded from the
 * menu staff edit; none chosen (or none left on the menu), no section.
 */
export function FeaturedSection() {
  const menu = useQuery(menuQueryOptions()).data;
  const featured = useQuery(siteContentQueryOptions()).data?.featured ?? [];
  const cards = menu
    ? featured.map((entry) => getFeaturedCard(menu, entry)).filter((c): c is FeaturedCard => c !== null)
    : [];
  if (cards.length === 0) return null;
  return (
    <PageSection id="featured" title="Featured Specialties" className="bg-saffron-50">
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {cards.map(({ title, price, text }, index) => {
          const Icon = ICONS[index % ICONS.length] ?? Wheat;
          return (
            <li
              key={title}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
            >
              <Icon className="h-10 w-10 text-maroon-800" aria-hidden="true" />
              <h3 className="mt-3 font-display text-xl font-bold text-stone-900">{title}</h3>
              <p className="mt-1 min-h-7 text-lg font-bold text-maroon-800">{price}</p>
              <p className="mt-2 flex-1 text-stone-700">{text}</p>
              <Link
                to="/order"
                aria-label={`Order ${title}`}
                onClick={() => analyticsEvents.orderClick(`featured: ${title}`)}
                className="mt-4 inline-block rounded-lg bg-maroon-800 px-4 py-2 text-center font-semibold text-white hover:bg-maroon-900"
              >
                Order
              </Link>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
