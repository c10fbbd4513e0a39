/**
 * Upload checks by content, not by name or declared type (docs/architecture.md rule 7), and the
 * re-encoding of photos to WebP at the sizes the site serves.
 */
import { IMAGE_WIDTHS } from "@shared/image-sizes";

/**
 * sharp (libvips) is loaded on the first photo, not at start-up: it holds ~20 MB of resident
 * memory, and most runs of the server never receive an upload.
 */
export async function loadSharp() {
  return (await import("sharp")).default;
}

export type ImageKind = "jpeg" | "png" | "webp";

export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png";
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= 5 && bytes.subarray(0, 5).toString("latin1") === "%PDF-";
}

export interface EncodedImage {
  width: number;
  height: number;
  data: Buffer;
}

/** One WebP per target width (never enlarged); throws when sharp cannot decode the bytes. */
export async function encodeImageSizes(
  bytes: Buffer,
): Promise<{ nominalWidth: number; image: EncodedImage }[]> {
  const sharp = await loadSharp();
  const results: { nominalWidth: number; image: EncodedImage }[] = [];
  for (const width of IMAGE_WIDTHS) {
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    results.push({ nominalWidth: width, image: { width: info.width, height: info.height, data } });
  }
  return results;
}
