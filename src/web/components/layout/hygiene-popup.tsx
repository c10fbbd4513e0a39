import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { readStored, writeStored } from "@web/lib/browser-storage";
import { useRestaurant } from "@web/lib/restaurant";
import { useSectionLink } from "@web/lib/use-section-link";

/** Spec timings: after 5 s (15 s if seen before), visible 8 s, then a 0.3 s fade. */
const HYGIENE_POPUP_DELAY_MS = 5000;
const HYGIENE_POPUP_REPEAT_DELAY_MS = 15000;
const HYGIENE_POPUP_VISIBLE_MS = 8000;
const HYGIENE_POPUP_FADE_MS = 300;
const SEEN_KEY = "hygiene-popup-seen";

type Phase = "hidden" | "shown" | "fading";

/** The card loads lazily: nothing of it shows before 5 s. */
const loadCard = () => import("./hygiene-popup-card");
const HygienePopupCard = lazy(() => loadCard().then((m) => ({ default: m.HygienePopupCard })));

export function HygienePopup() {
  const [phase, setPhase] = useState<Phase>("hidden");
  const goToSection = useSectionLink();
  // On the order page it sits in the flow at the foot of the page, so it never covers the
  // checkout form or the floating cart; elsewhere it floats at the top right.
  const inFlow = useLocation().pathname.startsWith("/order");
  // Only the rating the owner entered, with its FHRS id: never one made up (decision 0042).
  const restaurant = useRestaurant();
  const rating = restaurant?.hygieneRating != null && restaurant.fhrsId ? restaurant : null;

  useEffect(() => {
    // Fetched after the first paint, well before the card is due.
    void loadCard();
    const timers: number[] = [];
    const delay = readStored(SEEN_KEY) === "true" ? HYGIENE_POPUP_REPEAT_DELAY_MS : HYGIENE_POPUP_DELAY_MS;
    timers.push(
      window.setTimeout(() => {
        setPhase("shown");
        // Without storage it shows after 5 s each time; harmless.
        writeStored(SEEN_KEY, "true");
        timers.push(
          window.setTimeout(() => {
            setPhase("fading");
            timers.push(window.setTimeout(() => setPhase("hidden"), HYGIENE_POPUP_FADE_MS));
          }, HYGIENE_POPUP_VISIBLE_MS),
        );
      }, delay),
    );
    return () => {
      for (const t of timers) window.clearTimeout(t);
    };
  }, []);

  if (phase === "hidden" || !rating?.hygieneRating) return null;
  return (
    <Suspense fallback={null}>
      <HygienePopupCard
        phase={phase}
        inFlow={inFlow}
        rating={rating.hygieneRating}
        ratedOn={rating.hygieneRatingDate}
        fhrsId={rating.fhrsId}
        onOpenContact={() => {
          setPhase("hidden");
          goToSection("contact");
        }}
        onDismiss={() => setPhase("hidden")}
      />
    </Suspense>
  );
}
