import { X } from "lucide-react";
import { useBrowserState, useHydrated } from "@web/lib/use-hydrated";
import { useSectionLink } from "@web/lib/use-section-link";
import { requestContactSubject } from "../../contact/contact-subject";
import { useAdvertisedPromotions } from "../../offers/use-active-promotions";

const DISMISSED_KEY = "catering-banner-dismissed";

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

/**
 * Spec: a bottom catering banner that stays until dismissed, and stays dismissed across visits
 * (issue 21: it came back on every reload). One compact line on a phone. Drawn once the page is
 * live, so a dismissed banner never flashes from the server's HTML.
 */
export function CateringBanner() {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useBrowserState(readDismissed, false);
  const goToSection = useSectionLink();
  const { catering } = useAdvertisedPromotions();
  if (!hydrated || dismissed || !catering) return null;
  return (
    <aside
      aria-label="Catering offer"
      className="fixed inset-x-0 bottom-0 z-20 border-t-2 border-saffron-400 bg-maroon-900 px-3 py-1.5 text-white sm:px-4 sm:py-2"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 sm:gap-3">
        <p className="min-w-0 text-xs leading-snug sm:text-base">
          <strong>Catering:</strong> {catering.headline}
          <span className="hidden sm:inline">
            {catering.terms.length > 0 ? ` (${catering.terms.join(", ")})` : ""}
          </span>
        </p>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <button
            type="button"
            onClick={() => {
              requestContactSubject("catering");
              goToSection("contact");
            }}
            className="rounded-md bg-saffron-400 px-2.5 py-1 text-xs font-semibold text-stone-900 hover:bg-saffron-500 sm:px-3 sm:text-sm"
          >
            Get a Quote
          </button>
          <button
            type="button"
            aria-label="Dismiss catering offer"
            onClick={() => {
              setDismissed(true);
              try {
                window.localStorage.setItem(DISMISSED_KEY, "true");
              } catch {
                // Private browsing: dismissed for this visit only.
              }
            }}
            className="rounded-full p-1 hover:bg-white/10"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </aside>
  );
}
