import { Star, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useSectionLink } from "../../lib/use-section-link";

/** Spec timings: after 5 s (15 s if seen before), visible 8 s, then a 0.3 s fade. */
export const HYGIENE_POPUP_DELAY_MS = 5000;
export const HYGIENE_POPUP_REPEAT_DELAY_MS = 15000;
export const HYGIENE_POPUP_VISIBLE_MS = 8000;
export const HYGIENE_POPUP_FADE_MS = 300;
const SEEN_KEY = "hygiene-popup-seen";

type Phase = "hidden" | "shown" | "fading";

function hasSeenBefore(): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY) === "true";
  } catch {
    return false;
  }
}

export function HygienePopup() {
  const [phase, setPhase] = useState<Phase>("hidden");
  const goToSection = useSectionLink();
  // On the order page it sits in the flow at the foot of the page, so it never covers the
  // checkout form or the floating cart; elsewhere it floats at the top right.
  const inFlow = useLocation().pathname.startsWith("/order");

  useEffect(() => {
    const timers: number[] = [];
    const delay = hasSeenBefore() ? HYGIENE_POPUP_REPEAT_DELAY_MS : HYGIENE_POPUP_DELAY_MS;
    timers.push(
      window.setTimeout(() => {
        setPhase("shown");
        try {
          window.localStorage.setItem(SEEN_KEY, "true");
        } catch {
          // Without storage it shows after 5 s each time; harmless.
        }
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

  if (phase === "hidden") return null;
  return (
    <aside
      aria-label="Food hygiene rating"
      className={`w-72 rounded-xl bg-white shadow-xl ring-2 ring-green-700 transition-opacity duration-300 ${inFlow ? "relative mx-auto my-4" : "fixed top-20 right-2 z-30 md:top-24 lg:top-28"} ${phase === "fading" ? "opacity-0" : "opacity-100"}`}
    >
      <button
        type="button"
        className="block w-full rounded-xl p-4 pr-10 text-left"
        onClick={() => {
          setPhase("hidden");
          goToSection("contact");
        }}
      >
        <span className="flex items-center gap-1 text-green-800" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className="h-4 w-4 fill-current" />
          ))}
        </span>
        <span className="mt-1 block font-bold text-stone-900">5-Star Food Hygiene Rating</span>
        <span className="block text-sm text-stone-700">
          Rated 5 (Very Good) by our local authority under the Food Standards Agency scheme. Find us and our
          hours.
        </span>
      </button>
      <button
        type="button"
        aria-label="Dismiss food hygiene rating"
        className="absolute top-2 right-2 rounded-full p-1 text-stone-700 hover:bg-stone-100"
        onClick={() => setPhase("hidden")}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
