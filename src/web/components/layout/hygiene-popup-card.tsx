import { Star, X } from "lucide-react";
import { hygieneRatingUrl } from "@shared/restaurant/restaurant-details";
import { HYGIENE_RATING_WORDS, type RestaurantDetails } from "@shared/restaurant/restaurant-details.schema";
import { formatCalendarDateWithYear } from "@web/lib/format";

/**
 * The food-hygiene pop-up's card; hygiene-popup.tsx decides when it shows and loads it lazily.
 */
export function HygienePopupCard({
  phase,
  inFlow,
  rating,
  ratedOn,
  fhrsId,
  onOpenContact,
  onDismiss,
}: {
  rating: NonNullable<RestaurantDetails["hygieneRating"]>;
  ratedOn: string | null;
  fhrsId: string;
  phase: "shown" | "fading";
  /** In the page's flow (the order page's foot) rather than floating at the top right. */
  inFlow: boolean;
  onOpenContact: () => void;
  onDismiss: () => void;
}) {
  return (
    <aside
      aria-label="Food hygiene rating"
      className={`w-72 rounded-xl bg-white shadow-xl ring-2 ring-green-700 transition-opacity duration-300 ${inFlow ? "relative mx-auto my-4" : "fixed top-20 right-2 z-30 md:top-24 lg:top-28"} ${phase === "fading" ? "opacity-0" : "opacity-100"}`}
    >
      <button type="button" className="block w-full rounded-xl p-4 pr-10 text-left" onClick={onOpenContact}>
        <span className="flex items-center gap-1 text-green-800" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className={`h-4 w-4 ${n <= Number(rating) ? "fill-current" : ""}`} />
          ))}
        </span>
        <span className="mt-1 block font-bold text-stone-900">Food Hygiene Rating {rating}</span>
        <span className="block text-sm text-stone-700">
          Rated {rating} ({HYGIENE_RATING_WORDS[rating]}) under the Food Standards Agency scheme
          {ratedOn ? ` on ${formatCalendarDateWithYear(ratedOn)}` : ""}. Find us and our hours.
        </span>
      </button>
      <a
        className="block px-4 pb-3 text-sm text-green-800 underline"
        href={hygieneRatingUrl(fhrsId)}
        target="_blank"
        rel="noopener noreferrer"
      >
        See the rating on food.gov.uk<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <button
        type="button"
        aria-label="Dismiss food hygiene rating"
        className="absolute top-2 right-2 rounded-full p-1 text-stone-700 hover:bg-stone-100"
        onClick={onDismiss}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
