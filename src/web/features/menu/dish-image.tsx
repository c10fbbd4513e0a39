import { useState } from "react";
import { CategoryIllustration } from "./category-illustrations";

/**
 * A dish photo, or, when there is none or it fails to load, the category's drawing behind
 * 'Photo coming soon'. Width and height are given so the page does not shift as photos arrive.
 */
export function DishImage({
  dish: { image: src, name: alt, category },
  className = "",
}: {
  /** The dish: its photo, its name (the photo's text) and its category (the drawing that stands in). */
  dish: { image: string | null; name: string; category: string };
  className?: string;
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
      alt={alt}
      loading="lazy"
      width={320}
      height={176}
      className={`object-cover ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
