import { X } from "lucide-react";
import { useState } from "react";
import { useSectionLink } from "../../../lib/use-section-link";
import { useAdvertisedPromotions } from "../../offers/use-active-promotions";

/** Spec: a bottom catering banner that stays until dismissed. */
export function CateringBanner() {
  const [dismissed, setDismissed] = useState(false);
  const goToSection = useSectionLink();
  const { catering } = useAdvertisedPromotions();
  if (dismissed || !catering) return null;
  return (
    <aside
      aria-label="Catering offer"
      className="fixed inset-x-0 bottom-0 z-20 border-t-2 border-saffron-400 bg-maroon-900 px-4 py-2 text-white"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p className="text-sm sm:text-base">
          <strong>Catering quotes:</strong> {catering.title}
          {catering.terms.length > 0 ? ` (${catering.terms.join(", ")})` : ""}.
        </p>
        <div className="flex shrink-0 items-center gap-2">
          <button
            type="button"
            onClick={() => goToSection("contact")}
            className="rounded-md bg-saffron-400 px-3 py-1 text-sm font-semibold text-stone-900 hover:bg-saffron-500"
          >
            Get a Quote
          </button>
          <button
            type="button"
            aria-label="Dismiss catering offer"
            onClick={() => setDismissed(true)}
            className="rounded-full p-1 hover:bg-white/10"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </aside>
  );
}
