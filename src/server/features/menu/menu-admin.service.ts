import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { MenuItemInputSchema, MenuItemPatchSchema } from "../../../shared/admin/admin-menu.schema";
import type { MenuItem } from "../../../shared/menu/menu.schema";
import { parsePounds } from "../../../shared/money";
import { getLondonMoment } from "../../../shared/opening-hours/london-time";
import { getNextOpeningDate } from "../../../shared/opening-hours/next-opening-day";
import type { Db } from "../../db/client";
import { images, menuItems, menuPdfs } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { encodeImageSizes } from "../../lib/uploads";
import { toMenuItem } from "../menu/menu.queries";
import { loadHoursData } from "../opening-hours/opening-hours.queries";

type Input = ReturnType<typeof MenuItemInputSchema.parse>;

function toColumns(input: Partial<Input>) {
  const { price, ...rest } = input;
  return {
    ...rest,
    ...(price !== undefined ? { pricePence: parsePounds(price) ?? 0 } : {}),
  };
}

export async function createMenuItem(db: Db, input: Input, now: Date): Promise<MenuItem> {
  const [row] = await db
    .insert(menuItems)
    .values({
      ...toColumns(input),
      name: input.name,
      category: input.category,
      pricePence: parsePounds(input.price) ?? 0,
      // A new dish goes to the end of the menu unless staff chose a place.
      orderIndex:
        input.orderIndex ?? sql`(select coalesce(max(${menuItems.orderIndex}), -1) + 1 from ${menuItems})`,
    })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return toMenuItem(row, now);
}

export async function updateMenuItem(
  db: Db,
  id: number,
  patch: ReturnType<typeof MenuItemPatchSchema.parse>,
  now: Date,
): Promise<MenuItem> {
  const { soldOutToday, ...fields } = patch;
  let soldOutUntil: string | null | undefined;
  if (soldOutToday === true) {
    soldOutUntil = getNextOpeningDate(getLondonMoment(now).date, await loadHoursData(db));
  } else if (soldOutToday === false) {
    soldOutUntil = null;
  }
  const [row] = await db
    .update(menuItems)
    .set({
      ...toColumns(fields),
      ...(soldOutUntil !== undefined ? { soldOutUntil } : {}),
      updatedAt: now,
    })
    .where(eq(menuItems.id, id))
    .returning();
  if (!row) throw new HttpError(404, "Menu item not found");
  return toMenuItem(row, now);
}

export async function deleteMenuItem(db: Db, id: number): Promise<void> {
  const rows = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id });
  if (rows.length === 0) throw new HttpError(404, "Menu item not found");
}

/** Sets orderIndex to each id's position in the list, in one transaction. */
export async function reorderMenuItems(db: Db, ids: number[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx.update(menuItems).set({ orderIndex: index, updatedAt: now }).where(eq(menuItems.id, id));
    }
  });
}

export async function storeImage(db: Db, bytes: Buffer) {
  let encoded: Awaited<ReturnType<typeof encodeImageSizes>>;
  try {
    encoded = await encodeImageSizes(bytes);
  } catch {
    throw new HttpError(400, "The image could not be read. Please upload a JPEG, PNG or WebP photo.");
  }
  const groupId = randomUUID();
  // `width` is the size's name in its URL; a small original is stored unenlarged under each name.
  await db.insert(images).values(
    encoded.map(({ nominalWidth, image }) => ({
      groupId,
      width: nominalWidth,
      height: image.height,
      mimeType: "image/webp",
      byteSize: image.data.length,
      data: image.data,
    })),
  );
  const sizes = encoded.map(({ nominalWidth }) => ({
    width: nominalWidth,
    url: `/api/images/${groupId}/${nominalWidth}.webp`,
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

export async function storeMenuPdf(db: Db, fileName: string, bytes: Buffer, now: Date) {
  await db.insert(menuPdfs).values({ fileName, byteSize: bytes.length, data: bytes, uploadedAt: now });
}
