/**
 * The widths every uploaded photo is stored at (src/server/lib/uploads.ts re-encodes each upload
 * to these, keeping its aspect ratio), and the srcset that offers them to the browser. Apart from
 * the admin schemas so the public pages' bundle does not carry those.
 */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

/** "/api/images/{group}/1200.webp" → the srcset of all sizes of that upload; null for other URLs. */
export function getImageSrcSet(imageUrl: string | null): string | null {
  const match = imageUrl ? /^\/api\/images\/([\w-]+)\/\d+\.webp$/.exec(imageUrl) : null;
  if (!match) return null;
  return IMAGE_WIDTHS.map((w) => `/api/images/${match[1]}/${w}.webp ${w}w`).join(", ");
}
