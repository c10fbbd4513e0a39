import { useQuery } from "@tanstack/react-query";
import { Download, ShoppingBag, UtensilsCrossed } from "lucide-react";
import { Link } from "react-router";
import { hasCatering } from "@shared/site-content/site-content-sections";
import { analyticsEvents } from "@web/lib/analytics";
import { useSectionLink } from "@web/lib/use-section-link";
import { siteContentQueryOptions } from "../../site-content/api/get-site-content";
import { QualityBadge } from "./quality-badge";

export function HeroSection() {
  const goToSection = useSectionLink();
  // The owner's words (Site content); none written, none shown.
  const content = useQuery(siteContentQueryOptions()).data;
  const hero = content?.hero;
  return (
    <section
      id="home"
      aria-labelledby={hero?.heading ? "home-heading" : undefined}
      // Clipped sideways: the quality badge grows by 10% when it flashes, past a 390 px screen.
      className="overflow-x-clip bg-gradient-to-br from-maroon-900 via-maroon-800 to-maroon-900 px-4 py-16 text-center text-white md:py-24"
    >
      <QualityBadge />
      {hero?.heading && (
        <h1 id="home-heading" className="mt-6 font-display text-4xl font-bold md:text-6xl">
          {hero.heading}
        </h1>
      )}
      {hero?.text && <p className="mx-auto mt-4 max-w-2xl text-lg text-maroon-50">{hero.text}</p>}
      <div className="mx-auto mt-8 flex max-w-3xl flex-col flex-wrap justify-center gap-3 sm:flex-row">
        <Link
          to="/order"
          onClick={() => analyticsEvents.orderClick("hero")}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-saffron-400 px-6 py-3 text-lg font-semibold text-stone-900 hover:bg-saffron-500"
        >
          <ShoppingBag className="h-5 w-5" aria-hidden="true" /> Order for Collection
        </Link>
        {content && hasCatering(content.catering) && (
          <button
            type="button"
            onClick={() => goToSection("catering")}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 text-lg font-semibold text-maroon-900 hover:bg-maroon-50"
          >
            <UtensilsCrossed className="h-5 w-5" aria-hidden="true" /> Catering Services
          </button>
        )}
        <button
          type="button"
          onClick={() => goToSection("reservation")}
          className="inline-flex items-center justify-center rounded-lg px-6 py-3 text-lg font-semibold text-white ring-2 ring-white hover:bg-white/10"
        >
          Book Table
        </button>
        <a
          href="/api/menu/download"
          target="_blank"
          rel="noopener"
          className="inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-lg font-semibold text-white underline underline-offset-4 hover:bg-white/10"
        >
          <Download className="h-5 w-5" aria-hidden="true" /> Download Full Menu PDF
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
