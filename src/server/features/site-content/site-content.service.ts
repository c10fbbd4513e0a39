/**
 * The home page's words and photos, the logo and the accent colour (decision 0043): what the owner
 * writes in the admin's Site content tab, read by the public pages through GET /api/site-content.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { textColourOn } from "@shared/site-content/accent-colour";
import {
  type Brand,
  type BrandInput,
  EMPTY_SITE_WORDS,
  type GalleryPhoto,
  type GalleryPhotoInput,
  type SiteContent,
  type SiteWords,
} from "@shared/site-content/site-content.schema";
import type { Db, DbTransaction } from "../../db/client";
import { galleryPhotos, menuItems, siteContent } from "../../db/schema";
import type { FileStore } from "../../lib/file-store";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { readLargestImage } from "../images/images.service";
import { SAMPLE_GALLERY, sampleSiteWords } from "./site-content.sample";

const ROW_ID = 1;

async function readRow(db: Db | DbTransaction) {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.id, ROW_ID));
  return row ?? null;
}

async function listGallery(db: Db | DbTransaction): Promise<GalleryPhoto[]> {
  const rows = await db
    .select()
    .from(galleryPhotos)
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
  return rows.map(({ createdAt: _c, ...photo }) => photo);
}

function toBrand(row: { logoUrl: string | null; accentColour: string | null } | null): Brand {
  const accentColour = row?.accentColour ?? null;
  return {
    logoUrl: row?.logoUrl ?? null,
    accentColour,
    textOnAccent: accentColour ? textColourOn(accentColour) : null,
  };
}

/** The image group of an uploaded logo ("/api/images/<group>/..."), or null. */
export function logoImageGroup(logoUrl: string | null): string | null {
  return logoUrl ? (/^\/api\/images\/([\w-]+)\//.exec(logoUrl)?.[1] ?? null) : null;
}

/**
 * The logo as PNG, fitted inside a square of `box` pixels: pdfkit and several mail clients draw
 * PNG but not the WebP uploads are kept as. Null when the group has no image.
 */
export async function readLogoPng(
  db: Db,
  files: FileStore,
  groupId: string,
  box: number,
): Promise<Buffer | null> {
  const bytes = await readLargestImage(db, files, groupId);
  if (!bytes) return null;
  const { default: sharp } = await import("sharp");
  return sharp(bytes).resize(box, box, { fit: "inside" }).png().toBuffer();
}

/**
 * The logo for mails (128 px, shown at 64 for sharp screens), read once per logo: a newsletter to
 * every subscriber converts it once, not once a message.
 */
export function mailLogoLoader(db: Db, files: FileStore): (groupId: string) => Promise<Buffer | null> {
  let kept: { groupId: string; png: Promise<Buffer | null> } | null = null;
  return (groupId) => {
    if (kept?.groupId !== groupId) kept = { groupId, png: readLogoPng(db, files, groupId, 128) };
    const { png } = kept;
    // A failed read is tried again with the next mail, not kept.
    png.catch(() => {
      if (kept?.png === png) kept = null;
    });
    return png;
  };
}

export async function getBrand(db: Db | DbTransaction): Promise<Brand> {
  return toBrand(await readRow(db));
}

export async function getSiteContent(db: Db): Promise<SiteContent> {
  const row = await readRow(db);
  return {
    ...(row?.words ?? EMPTY_SITE_WORDS),
    gallery: await listGallery(db),
    brand: toBrand(row),
  };
}

/** A featured dish must be on the menu when the owner chooses it (its price comes from there). */
async function checkFeaturedDishes(tx: DbTransaction, words: SiteWords): Promise<void> {
  const ids = words.featured.flatMap((f) => (f.kind === "dish" ? [f.menuItemId] : []));
  if (ids.length === 0) return;
  const found = await tx.select({ id: menuItems.id }).from(menuItems).where(inArray(menuItems.id, ids));
  const known = new Set(found.map((r) => r.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw new HttpError(400, `Featured dish ${missing + 1} is not on the menu`);
}

export async function saveSiteWords(db: Db, words: SiteWords, actor: AuditActor): Promise<SiteWords> {
  return db.transaction(async (tx) => {
    await checkFeaturedDishes(tx, words);
    const before = (await readRow(tx))?.words ?? EMPTY_SITE_WORDS;
    await tx
      .insert(siteContent)
      .values({ id: ROW_ID, words, updatedAt: actor.at })
      .onConflictDoUpdate({ target: siteContent.id, set: { words, updatedAt: actor.at } });
    await writeAudit(tx, { actor, kind: "site-content.changed", subject: "words", before, after: words });
    return words;
  });
}

export async function saveBrand(db: Db, brand: BrandInput, actor: AuditActor): Promise<Brand> {
  return db.transaction(async (tx) => {
    const before = await getBrand(tx);
    const set = { logoUrl: brand.logoUrl, accentColour: brand.accentColour, updatedAt: actor.at };
    await tx
      .insert(siteContent)
      .values({ id: ROW_ID, words: EMPTY_SITE_WORDS, ...set })
      .onConflictDoUpdate({ target: siteContent.id, set });
    await writeAudit(tx, {
      actor,
      kind: "site-content.changed",
      subject: "logo and colour",
      before,
      after: { logoUrl: brand.logoUrl, accentColour: brand.accentColour },
    });
    return toBrand(brand);
  });
}

export async function addGalleryPhoto(
  db: Db,
  input: GalleryPhotoInput,
  actor: AuditActor,
): Promise<GalleryPhoto> {
  return db.transaction(async (tx) => {
    const last = (await listGallery(tx)).at(-1);
    const [row] = await tx
      .insert(galleryPhotos)
      .values({ ...input, position: (last?.position ?? 0) + 1 })
      .returning();
    if (!row) throw new Error("no row");
    await writeAudit(tx, {
      actor,
      kind: "site-content.changed",
      subject: "gallery",
      entityId: row.id,
      before: { photo: null },
      after: { photo: input.alt },
    });
    const { createdAt: _c, ...photo } = row;
    return photo;
  });
}

export async function updateGalleryPhoto(
  db: Db,
  id: number,
  alt: string,
  actor: AuditActor,
): Promise<GalleryPhoto> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(galleryPhotos).where(eq(galleryPhotos.id, id));
    if (!before) throw new HttpError(404, "Photo not found");
    const [row] = await tx.update(galleryPhotos).set({ alt }).where(eq(galleryPhotos.id, id)).returning();
    if (!row) throw new HttpError(404, "Photo not found");
    await writeAudit(tx, {
      actor,
      kind: "site-content.changed",
      subject: "gallery",
      entityId: id,
      before: { alt: before.alt },
      after: { alt },
    });
    const { createdAt: _c, ...photo } = row;
    return photo;
  });
}

export async function removeGalleryPhoto(db: Db, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, id)).returning();
    if (!row) throw new HttpError(404, "Photo not found");
    await writeAudit(tx, {
      actor,
      kind: "site-content.changed",
      subject: "gallery",
      entityId: id,
      before: { photo: row.alt },
      after: { photo: null },
    });
  });
}

/** The gallery in the order given: every photo once, or a 400 (a stale screen). */
export async function reorderGallery(db: Db, ids: number[], actor: AuditActor): Promise<GalleryPhoto[]> {
  return db.transaction(async (tx) => {
    const current = await listGallery(tx);
    const same = ids.length === current.length && new Set(ids).size === ids.length;
    if (!same || !current.every((p) => ids.includes(p.id))) {
      throw new HttpError(400, "The gallery has changed since you opened it. Reload and try again.");
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(galleryPhotos)
        .set({ position: index + 1 })
        .where(eq(galleryPhotos.id, id));
    }
    await writeAudit(tx, {
      actor,
      kind: "site-content.changed",
      subject: "gallery order",
      before: { order: current.map((p) => p.alt).join(", ") },
      after: { order: ids.map((id) => current.find((p) => p.id === id)?.alt).join(", ") },
    });
    return listGallery(tx);
  });
}

/** The sample restaurant's words and gallery (the demo seed; run after the menu is seeded). */
export async function seedSampleSiteContent(tx: DbTransaction): Promise<void> {
  const dishes = await tx.select({ id: menuItems.id, name: menuItems.name }).from(menuItems);
  const words = sampleSiteWords((name) => dishes.find((d) => d.name === name)?.id ?? null);
  await tx.insert(siteContent).values({ id: ROW_ID, words }).onConflictDoNothing();
  await tx
    .insert(galleryPhotos)
    .values(SAMPLE_GALLERY.map((photo, index) => ({ ...photo, position: index + 1 })));
}

/** "Start from empty": every section hidden, no gallery, no logo, the site's own colours. */
export async function clearSampleSiteContent(tx: DbTransaction): Promise<number> {
  const photos = await tx.delete(galleryPhotos).returning({ id: galleryPhotos.id });
  // The words go; the owner's logo and colour, on the same row, stay.
  const words = await tx
    .update(siteContent)
    .set({ words: EMPTY_SITE_WORDS })
    .returning({ id: siteContent.id });
  return photos.length + words.length;
}
