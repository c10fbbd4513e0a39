import { useState } from "react";
import { getImageSrcSet } from "@shared/image-sizes";
import { CategoryIllustration } from "./category-illustrations";

/**
 * Which of an upload's sizes (400, 800 and 1200 px wide) the browser picks for a menu card's photo:
 * an 80 px thumbnail beside the dish on phones, half the page on tablets, a third of the 7xl
 * container (about 400 px) on wider screens.
 */
const DISH_CARD_SIZES = "(max-width: 639px) 80px, (max-width: 1023px) 50vw, 400px";

/**
 * A dish photo, or, when there is none or it fails to load, the category's drawing behind
 * 'Photo coming soon'.
 *
 * The box's size comes from the caller's classes (both its height and its width are fixed, and
 * object-cover crops the photo to it), so nothing moves as a photo arrives; width and height say
 * the same box's size for the browser before CSS applies. Uploads keep their own aspect ratio
 * (src/server/lib/uploads.ts resizes by width only), hence the cropping. Lazy: no dish photo is a
 * page's largest paint above the fold (on phones they are 80 px thumbnails), and a menu has dozens.
 */
export function DishImage({
  dish: { image: src, name: alt, category },
  className = "",
  width = 400,
  height = 176,
  sizes = DISH_CARD_SIZES,
}: {
  /** The dish: its photo, its name (the photo's text) and its category (the drawing that stands in). */
  dish: { image: string | null; name: string; category: string };
  className?: string;
  /** The box's size in CSS pixels at its largest layout (its aspect ratio is what matters). */
  width?: number;
  height?: number;
  /** The box's rendered width per viewport, for choosing among the upload's sizes. */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        data-category={category}
        className={`relative flex items-center justify-center overflow-hidden bg-saffron-100 text-saffron-700 ${className}`}
      >
        <CategoryIllustration
          category={category}
          className="absolute inset-0 m-auto h-4/5 w-4/5 opacity-40"
        />
        <span className="relative rounded bg-saffron-100/80 px-1 text-center text-xs font-semibold text-saffron-900 sm:text-sm">
          Photo coming soon
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={getImageSrcSet(src) ?? undefined}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
      className={`object-cover ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
