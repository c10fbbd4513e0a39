import { useState } from "react";

/** A dish photo, or 'Photo coming soon' when there is none or it fails to load. */
export function DishImage({
  src,
  alt,
  className = "",
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        className={`flex items-center justify-center bg-saffron-100 text-sm font-medium text-saffron-700 ${className}`}
      >
        Photo coming soon
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className={`object-cover ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
