import { Award } from "lucide-react";
import { useEffect, useState } from "react";
import { describeRatingHeadline } from "@web/features/reviews/rating-headline";
import { useReviewFigures } from "@web/features/reviews/use-review-figures";

/** Spec: the badge flashes every 8 s, starting after 3 s. */
const BADGE_FIRST_FLASH_MS = 3000;
const BADGE_FLASH_INTERVAL_MS = 8000;
const FLASH_LENGTH_MS = 1000;

/**
 * The rating only from real figures (decision 0030): this site's reviews or Google's, and only
 * from enough of them, with their count (rating-headline.ts).
 */
export function QualityBadge() {
  const headline = describeRatingHeadline(useReviewFigures());
  const rated = headline ? ` - ${headline}` : "";
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    const timers: number[] = [];
    let interval = 0;
    const flash = () => {
      setFlashing(true);
      timers.push(window.setTimeout(() => setFlashing(false), FLASH_LENGTH_MS));
    };
    timers.push(
      window.setTimeout(() => {
        flash();
        interval = window.setInterval(flash, BADGE_FLASH_INTERVAL_MS);
      }, BADGE_FIRST_FLASH_MS),
    );
    return () => {
      for (const t of timers) window.clearTimeout(t);
      window.clearInterval(interval);
    };
  }, []);
  return (
    <p
      data-flashing={flashing}
      className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-bold transition-all duration-500 motion-reduce:transition-none ${flashing ? "scale-110 bg-white text-maroon-900 shadow-lg shadow-saffron-400/60" : "bg-saffron-400 text-stone-900"}`}
    >
      <Award className="h-4 w-4" aria-hidden="true" /> Premium Quality{rated}
    </p>
  );
}
