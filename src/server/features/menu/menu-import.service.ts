/**
 * Bringing a menu in (issue 34 item 5, decision 0043): a CSV read with csv-parse, planned line by
 * line against the menu (add, change, unchanged or refuse, with the reasons), then applied in one
 * transaction; the same format exported with csv-stringify; many dish photos matched by file name.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Allergen } from "@shared/menu/allergens";
import type { MenuCategory } from "@shared/menu/categories";
import {
  type CsvDish,
  type CsvOptionGroup,
  describeDishChanges,
  MAX_MENU_CSV_LINES,
  MENU_CSV_COLUMNS,
  type MenuCsvRecord,
  type MenuImportLine,
  type MenuImportPreview,
  type MenuPhotosResult,
  readMenuCsvLine,
  toDishSlug,
  toMenuCsvRecord,
} from "@shared/menu/menu-csv";
import type { Db, DbTransaction } from "../../db/client";
import { menuItems, menuOptionChoices, menuOptionGroups } from "../../db/schema";
import type { FileStore } from "../../lib/file-store";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { storeImage } from "../images/images.service";

interface CurrentDish {
  id: number;
  dish: CsvDish;
  /** A meal deal's courses are other dishes: CSV cannot say which, so it leaves them alone. */
  hasLinkedChoices: boolean;
}

async function loadCurrentMenu(db: Db | DbTransaction): Promise<CurrentDish[]> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.orderIndex), asc(menuItems.id));
  const groups = await db
    .select()
    .from(menuOptionGroups)
    .orderBy(asc(menuOptionGroups.orderIndex), asc(menuOptionGroups.id));
  const choices =
    groups.length === 0
      ? []
      : await db
          .select()
          .from(menuOptionChoices)
          .where(
            inArray(
              menuOptionChoices.groupId,
              groups.map((g) => g.id),
            ),
          )
          .orderBy(asc(menuOptionChoices.orderIndex), asc(menuOptionChoices.id));
  return rows.map((row) => {
    const own = groups.filter((g) => g.menuItemId === row.id);
    const options: CsvOptionGroup[] = own.map((g) => ({
      name: g.name,
      minChoices: g.minChoices,
      maxChoices: g.maxChoices,
      allowRepeats: g.allowRepeats,
      choices: choices
        .filter((c) => c.groupId === g.id)
        .map((c) => ({ name: c.name, priceDeltaPence: c.priceDeltaPence })),
    }));
    const hasLinkedChoices = choices.some(
      (c) => c.linkedMenuItemId !== null && own.some((g) => g.id === c.groupId),
    );
    return {
      id: row.id,
      hasLinkedChoices,
      dish: {
        name: row.name,
        category: row.category as MenuCategory,
        description: row.description,
        pricePence: row.pricePence,
        isVegetarian: row.isVegetarian,
        isNonVegetarian: row.isNonVegetarian,
        isSpicy: row.isSpicy,
        allergens: row.allergens as Allergen[],
        isAvailable: row.isAvailable,
        options,
      },
    };
  });
}

const nameKey = (name: string) => name.trim().toLowerCase();

function readRecords(csv: string): { line: number; record: MenuCsvRecord }[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv.replace(/^\uFEFF/, ""), {
      columns: (header: string[]) =>
        header.map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, "_"),
        ),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      trim: false,
    });
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw new HttpError(400, `The file is not a CSV file that can be read${where ? ` (line ${where})` : ""}`);
  }
  if (records.length > MAX_MENU_CSV_LINES) {
    throw new HttpError(400, `The file has more than ${MAX_MENU_CSV_LINES} dishes`);
  }
  const first = records[0]?.record;
  if (first && !("name" in first && "category" in first && "price" in first)) {
    throw new HttpError(400, `The first line must name the columns: ${MENU_CSV_COLUMNS.join(", ")}`);
  }
  // info.lines is the line a record ends on (a quoted cell may span lines): the header is line 1.
  return records.map(({ record, info }) => ({ line: info.lines, record }));
}

interface PlannedLine extends MenuImportLine {
  dish?: CsvDish;
  existingId?: number;
  optionsChanged?: boolean;
}

function plan(csv: string, current: CurrentDish[]): PlannedLine[] {
  const byName = new Map(current.map((c) => [nameKey(c.dish.name), c]));
  const seen = new Map<string, number>();
  return readRecords(csv).map(({ line, record }): PlannedLine => {
    const name = (record.name ?? "").trim();
    const read = readMenuCsvLine(record);
    const earlier = seen.get(nameKey(name));
    if (name && earlier === undefined) seen.set(nameKey(name), line);
    const reasons = read.ok ? [] : [...read.reasons];
    if (name && earlier !== undefined) reasons.push(`name: the dish ${name} is on line ${earlier} already`);
    const existing = byName.get(nameKey(name));
    if (read.ok && existing?.hasLinkedChoices) {
      reasons.push("category: meal deals are set up in the Menu tab, not by CSV");
    }
    if (!read.ok || reasons.length > 0) return { line, name, action: "refuse", details: reasons };
    const dish = read.dish;
    if (!existing) return { line, name, action: "add", details: [], dish };
    const changes = describeDishChanges(existing.dish, { ...dish, name: existing.dish.name });
    if (existing.dish.name !== dish.name) changes.unshift(`name ${existing.dish.name} → ${dish.name}`);
    return {
      line,
      name,
      action: changes.length === 0 ? "unchanged" : "change",
      details: changes,
      dish,
      existingId: existing.id,
      optionsChanged: changes.includes("options changed"),
    };
  });
}

function summarise(lines: PlannedLine[]): MenuImportPreview {
  const count = (action: MenuImportLine["action"]) => lines.filter((l) => l.action === action).length;
  return {
    lines: lines.map(({ line, name, action, details }) => ({ line, name, action, details })),
    added: count("add"),
    changed: count("change"),
    unchanged: count("unchanged"),
    refused: count("refuse"),
  };
}

/** What an import would do, line by line; nothing is written. */
export async function previewMenuImport(db: Db, csv: string): Promise<MenuImportPreview> {
  return summarise(plan(csv, await loadCurrentMenu(db)));
}

async function writeOptions(tx: DbTransaction, menuItemId: number, groups: CsvOptionGroup[]): Promise<void> {
  await tx.delete(menuOptionGroups).where(eq(menuOptionGroups.menuItemId, menuItemId));
  for (const [groupIndex, { choices, ...group }] of groups.entries()) {
    const [row] = await tx
      .insert(menuOptionGroups)
      .values({ ...group, menuItemId, orderIndex: groupIndex })
      .returning({ id: menuOptionGroups.id });
    if (!row) throw new Error("insert returned nothing");
    await tx
      .insert(menuOptionChoices)
      .values(choices.map((choice, orderIndex) => ({ ...choice, groupId: row.id, orderIndex })));
  }
}

/**
 * Applies the lines that can be applied, in one transaction, planned again against the menu as it
 * is now (what the preview showed, unless someone edited the menu meanwhile); refused lines are
 * left out, as the preview said.
 */
export async function applyMenuImport(
  db: Db,
  csv: string,
  fileName: string,
  actor: AuditActor,
): Promise<MenuImportPreview> {
  return db.transaction(async (tx) => {
    // One import at a time: a second waits, then plans against the first one's result.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('menu-import'))`);
    const lines = plan(csv, await loadCurrentMenu(tx));
    const [last] = await tx
      .select({ orderIndex: menuItems.orderIndex })
      .from(menuItems)
      .orderBy(sql`${menuItems.orderIndex} desc`)
      .limit(1);
    let orderIndex = (last?.orderIndex ?? 0) + 1;
    for (const line of lines) {
      if (!line.dish || (line.action !== "add" && line.action !== "change")) continue;
      const { options, ...columns } = line.dish;
      if (line.action === "add") {
        const [row] = await tx
          .insert(menuItems)
          .values({ ...columns, orderIndex: orderIndex++, updatedAt: actor.at })
          .returning({ id: menuItems.id });
        if (!row) throw new Error("insert returned nothing");
        if (options.length > 0) await writeOptions(tx, row.id, options);
      } else if (line.existingId !== undefined) {
        await tx
          .update(menuItems)
          .set({ ...columns, updatedAt: actor.at })
          .where(eq(menuItems.id, line.existingId));
        if (line.optionsChanged) await writeOptions(tx, line.existingId, options);
      }
    }
    const result = summarise(lines);
    await writeAudit(tx, {
      actor,
      kind: "menu.imported",
      subject: fileName,
      after: { added: result.added, changed: result.changed },
    });
    return result;
  });
}

/** The menu as a CSV file in the import's format (meal deals left out: CSV cannot name their courses). */
export async function exportMenuCsv(db: Db): Promise<string> {
  const current = await loadCurrentMenu(db);
  const rows = current
    .filter((c) => !c.hasLinkedChoices && c.dish.category !== "meal-deals")
    .map((c) => toMenuCsvRecord(c.dish));
  return stringify(rows, {
    header: true,
    columns: [...MENU_CSV_COLUMNS],
    record_delimiter: "windows",
    // The OWASP guard: a cell a spreadsheet would run as a formula starts with an apostrophe
    // (the import takes it off again).
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  });
}

/** A photo file's name without its extension, as a dish slug ("Chicken 65 Biryani.JPG" → chicken-65-biryani). */
function fileSlug(fileName: string): string {
  return toDishSlug(fileName.replace(/\.[a-z0-9]+$/i, ""));
}

/**
 * Many dish photos at once: each file matched to the dish whose name (as a slug) is its name,
 * re-encoded through the image pipeline and set as the dish's photo.
 */
export async function matchDishPhotos(
  deps: { db: Db; files: FileStore },
  files: AsyncIterable<{ fileName: string; bytes: () => Promise<Buffer> }>,
  actor: AuditActor,
): Promise<MenuPhotosResult> {
  const dishes = await deps.db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems);
  const bySlug = new Map(dishes.map((d) => [toDishSlug(d.name), d]));
  const result: MenuPhotosResult = { matched: [], unmatched: [] };
  const used = new Set<number>();
  for await (const file of files) {
    const dish = bySlug.get(fileSlug(file.fileName));
    if (!dish) {
      result.unmatched.push({ file: file.fileName, reason: "No dish has this name" });
      await file.bytes(); // read past it
      continue;
    }
    if (used.has(dish.id)) {
      result.unmatched.push({
        file: file.fileName,
        reason: `Another photo was already matched to ${dish.name}`,
      });
      await file.bytes();
      continue;
    }
    let stored: Awaited<ReturnType<typeof storeImage>>;
    try {
      stored = await storeImage(deps, await file.bytes());
    } catch (error) {
      const message = error instanceof HttpError ? error.message : "The image could not be read";
      result.unmatched.push({ file: file.fileName, reason: message });
      continue;
    }
    used.add(dish.id);
    await deps.db
      .update(menuItems)
      .set({
        image: stored.imageUrl,
        imageData: stored.imageData,
        imageMimeType: stored.imageMimeType,
        updatedAt: actor.at,
      })
      .where(eq(menuItems.id, dish.id));
    result.matched.push({ file: file.fileName, dish: dish.name });
  }
  if (result.matched.length > 0) {
    await deps.db.transaction((tx) =>
      writeAudit(tx, {
        actor,
        kind: "menu.photos-matched",
        subject: "dish photos",
        after: { matched: result.matched.length },
      }),
    );
  }
  return result;
}
