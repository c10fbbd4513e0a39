import { getImageSrcSet } from "@shared/image-sizes";

/**
 * A small photo in a staff list or form: the browser picks the smallest size of an uploaded photo
 * that fills it (its srcset), and it loads when scrolled to.
 */
export function Thumbnail({
  src,
  width,
  height,
  className,
  alt = "",
  onError,
}: {
  src: string;
  width: number;
  height: number;
  className: string;
  alt?: string;
  onError?: () => void;
}) {
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
