import type { ReactNode } from "react";
import { getImageSrcSet } from "@shared/image-sizes";

/**
 * A small photo in a staff list or form: the browser picks the smallest size of an uploaded photo
 * that fills it (its srcset), and it loads when scrolled to. Without a photo, `fallback` stands in
 * its place (a placeholder of the same size).
 */
export function Thumbnail({
  src,
  width,
  height,
  className,
  alt = "",
  onError,
  fallback = null,
}: {
  src: string | null;
  width: number;
  height: number;
  className: string;
  alt?: string;
  onError?: () => void;
  fallback?: ReactNode;
}) {
  if (!src) return fallback;
  return (
    <img
      src={src}
      srcSet={getImageSrcSet(src) ?? undefined}
      sizes={`${width}px`}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
      className={className}
      onError={onError}
    />
  );
}
