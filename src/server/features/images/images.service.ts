/**
 * Photos as the site keeps them: re-encoded to WebP at the sizes it serves, each size a stored
 * file (lib/file-store.ts) with a row in `images`. Receipt photos are private: served only to
 * owners, at their own address (receipt-images.owner.routes.ts), never by /api/images.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { images, storedFiles } from "../../db/schema";
import { type FileStore, readWhole, storeBytes } from "../../lib/file-store";
import { HttpError } from "../../lib/http-error";
import { encodeImageSizes } from "../../lib/uploads";

const PUBLIC_IMAGES_PATH = "/api/images";
const RECEIPT_IMAGES_PATH = "/api/admin/receipt-images";

export async function storeImage(
  deps: { db: Db; files: FileStore },
  bytes: Buffer,
  options: { isPrivate?: boolean } = {},
) {
  let encoded: Awaited<ReturnType<typeof encodeImageSizes>>;
  try {
    encoded = await encodeImageSizes(bytes);
  } catch {
    throw new HttpError(400, "The image could not be read. Please upload a JPEG, PNG or WebP photo.");
  }
  const groupId = randomUUID();
  const base = options.isPrivate ? RECEIPT_IMAGES_PATH : PUBLIC_IMAGES_PATH;
  // `width` is the size's name in its URL; a small original is stored unenlarged under each name.
  for (const { nominalWidth, image } of encoded) {
    const file = await storeBytes(deps.db, deps.files, image.data, "image/webp");
    await deps.db.insert(images).values({
      groupId,
      width: nominalWidth,
      height: image.height,
      mimeType: "image/webp",
      byteSize: image.data.length,
      fileId: file.id,
      isPrivate: options.isPrivate ?? false,
    });
  }
  const sizes = encoded.map(({ nominalWidth }) => ({
    width: nominalWidth,
    url: `${base}/${groupId}/${nominalWidth}.webp`,
  }));
  const largest = sizes.at(-1);
  if (!largest) throw new Error("no sizes");
  return {
    imageUrl: largest.url,
    imageData: groupId,
    imageMimeType: "image/webp" as const,
    srcset: sizes.map((s) => `${s.url} ${s.width}w`).join(", "),
    sizes,
  };
}

/** One size's metadata (what a conditional request is answered from), public or private. */
export async function findImageFile(db: Db, groupId: string, width: number, isPrivate: boolean) {
  const [row] = await db
    .select({
      id: storedFiles.id,
      byteSize: storedFiles.byteSize,
      sha256: storedFiles.sha256,
      createdAt: storedFiles.createdAt,
      mimeType: storedFiles.mimeType,
    })
    .from(images)
    .innerJoin(storedFiles, eq(storedFiles.id, images.fileId))
    .where(and(eq(images.groupId, groupId), eq(images.width, width), eq(images.isPrivate, isPrivate)));
  return row ?? null;
}

/** The largest size's bytes, whole (the OCR reads a photo at once); null when there is none. */
export async function readLargestImage(db: Db, files: FileStore, groupId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ fileId: images.fileId })
    .from(images)
    .where(eq(images.groupId, groupId))
    .orderBy(desc(images.width))
    .limit(1);
  return row?.fileId ? readWhole(files, row.fileId) : null;
}
