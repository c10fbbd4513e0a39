/**
 * The menu's CSV format (issue 34 item 5, decision 0043): one line per dish, the same columns
 * for export and import. The server reads the file with csv-parse; this module turns one line's
 * cells into a dish (or the reasons it is refused, in the menu form's own words) and a dish's
 * options to and from the one-cell text:
 *
 *   Spice level [1-1]: Mild | Medium | Hot; Extras [0-3]: Raita +0.95 | Extra naan +2.95
 *
 * A group without [min-max] is optional, one choice ([0-1]); ", repeats" lets a choice be picked
 * more than once ([0-3, repeats]). A choice's price change follows it (+1.50, -1.00).
 */
import { z } from "zod";
import { formatPounds } from "../money";
import { ALLERGEN_LABELS, ALLERGENS, type Allergen } from "./allergens";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory } from "./categories";
import { OptionGroupInputSchema } from "./dish-options";
import { MenuItemInputSchema } from "./menu-admin.schema";

export const MENU_CSV_COLUMNS = [
  "name",
  "category",
  "description",
  "price",
  "vegetarian",
  "non_vegetarian",
  "spicy",
  "allergens",
  "options",
  "available",
] as const;
export type MenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number];
export type MenuCsvRecord = Partial<Record<MenuCsvColumn, string>>;

/** The most lines one import takes (a restaurant's menu is 70-150 dishes). */
export const MAX_MENU_CSV_LINES = 1000;

interface CsvOptionChoice {
  name: string;
  priceDeltaPence: number;
}
export interface CsvOptionGroup {
  name: string;
  minChoices: number;
  maxChoices: number;
  allowRepeats: boolean;
  choices: CsvOptionChoice[];
}

/** A line read as a dish, in the shape the database keeps. */
export interface CsvDish {
  name: string;
  category: MenuCategory;
  description: string;
  pricePence: number;
  isVegetarian: boolean;
  isNonVegetarian: boolean;
  isSpicy: boolean;
  allergens: Allergen[];
  isAvailable: boolean;
  options: CsvOptionGroup[];
}

export type ReadCsvLine = { ok: true; dish: CsvDish } | { ok: false; reasons: string[] };

/** "chicken-65-biryani": a dish's name as a file name (the bulk photo upload matches on it). */
export function toDishSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const YES = new Set(["yes", "y", "true", "1", "x"]);
const NO = new Set(["no", "n", "false", "0", ""]);

function readFlag(value: string | undefined, column: string, fallback: boolean, reasons: string[]): boolean {
  const v = (value ?? "").trim().toLowerCase();
  if (value === undefined || (v === "" && fallback)) return fallback;
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  reasons.push(`${column}: write yes or no`);
  return fallback;
}

function findCategory(value: string): MenuCategory | null {
  const v = value.trim().toLowerCase();
  return MENU_CATEGORIES.find((c) => c === v || MENU_CATEGORY_LABELS[c].toLowerCase() === v) ?? null;
}

function findAllergen(value: string): Allergen | null {
  const v = value.trim().toLowerCase();
  return ALLERGENS.find((a) => a === v || ALLERGEN_LABELS[a].toLowerCase() === v) ?? null;
}

/** Undoes the spreadsheet formula guard of an export ('=… back to =…). */
function unguard(value: string): string {
  return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
}

const GROUP = /^(.+?)\s*(?:\[\s*(\d+)\s*-\s*(\d+)\s*(,\s*repeats\s*)?\])?\s*:\s*(.+)$/i;
const CHOICE = /^(.+?)(?:\s+([+-])\s*£?(\d+(?:\.\d{1,2})?))?$/;

/** The options cell as groups, or the reasons it cannot be read. */
function parseOptionsCell(cell: string): { groups: CsvOptionGroup[]; reasons: string[] } {
  const reasons: string[] = [];
  const groups: CsvOptionGroup[] = [];
  const parts = cell
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of parts) {
    const match = GROUP.exec(part);
    if (!match) {
      reasons.push(`options: "${part}" needs a group name, a colon and its choices`);
      continue;
    }
    const [, name = "", min, max, repeats, list = ""] = match;
    const choices: CsvOptionChoice[] = [];
    for (const raw of list.split("|").map((c) => c.trim())) {
      const choice = CHOICE.exec(raw);
      if (!raw || !choice) {
        reasons.push(`options: the group ${name.trim()} has an empty choice`);
        continue;
      }
      const [, choiceName = "", sign, amount] = choice;
      const [pounds = "0", pence = "0"] = (amount ?? "0").split(".");
      const delta = Number(pounds) * 100 + Number(pence.padEnd(2, "0"));
      choices.push({ name: choiceName.trim(), priceDeltaPence: sign === "-" ? -delta : delta });
    }
    const group = {
      name: name.trim(),
      minChoices: min === undefined ? 0 : Number(min),
      maxChoices: max === undefined ? 1 : Number(max),
      allowRepeats: Boolean(repeats),
      choices,
    };
    const checked = OptionGroupInputSchema.safeParse(group);
    if (!checked.success) {
      for (const issue of checked.error.issues) reasons.push(`options: ${group.name}: ${issue.message}`);
      continue;
    }
    groups.push(group);
  }
  if (groups.length > 20) reasons.push("options: at most 20 option groups on one dish");
  return { groups, reasons };
}

function formatDelta(pence: number): string {
  if (pence === 0) return "";
  return ` ${pence < 0 ? "-" : "+"}${formatPounds(Math.abs(pence))}`;
}

/** The options cell of a dish's groups: what parseOptionsCell reads back as the same groups. */
function formatOptionsCell(groups: readonly CsvOptionGroup[]): string {
  return groups
    .map((g) => {
      const optionalSingle = g.minChoices === 0 && g.maxChoices === 1 && !g.allowRepeats;
      const range = optionalSingle
        ? ""
        : ` [${g.minChoices}-${g.maxChoices}${g.allowRepeats ? ", repeats" : ""}]`;
      const choices = g.choices.map((c) => `${c.name}${formatDelta(c.priceDeltaPence)}`).join(" | ");
      return `${g.name}${range}: ${choices}`;
    })
    .join("; ");
}

/**
 * One line's cells as a dish, checked by the same schema as the menu form (so the reasons are
 * that form's messages, prefixed by the column), or every reason it is refused.
 */
export function readMenuCsvLine(record: MenuCsvRecord): ReadCsvLine {
  const cell = (column: MenuCsvColumn) => unguard((record[column] ?? "").trim());
  const reasons: string[] = [];
  const categoryText = cell("category");
  const category = findCategory(categoryText);
  if (!categoryText) reasons.push("category: Category is required");
  else if (!category) reasons.push(`category: "${categoryText}" is not one of the menu's categories`);
  else if (category === "meal-deals")
    reasons.push("category: meal deals are set up in the Menu tab, not by CSV");

  const allergens: Allergen[] = [];
  for (const part of cell("allergens")
    .split(/[;|]/)
    .map((a) => a.trim())
    .filter(Boolean)) {
    const allergen = findAllergen(part);
    if (!allergen) reasons.push(`allergens: "${part}" is not one of the 14 allergens`);
    else if (!allergens.includes(allergen)) allergens.push(allergen);
  }
  const isVegetarian = readFlag(record.vegetarian, "vegetarian", false, reasons);
  const isNonVegetarian = readFlag(record.non_vegetarian, "non_vegetarian", false, reasons);
  const isSpicy = readFlag(record.spicy, "spicy", false, reasons);
  const isAvailable = readFlag(record.available, "available", true, reasons);
  if (isVegetarian && isNonVegetarian)
    reasons.push("vegetarian: a dish cannot be both vegetarian and non-vegetarian");
  const options = parseOptionsCell(cell("options"));
  reasons.push(...options.reasons);

  const checked = MenuItemInputSchema.safeParse({
    name: cell("name"),
    description: cell("description"),
    price: cell("price"),
    category: category ?? "curries",
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) reasons.push(`${columnOf(issue.path[0])}: ${issue.message}`);
  }
  if (reasons.length > 0 || !checked.success || !category) return { ok: false, reasons };
  const [pounds = "0", pence = "0"] = checked.data.price.replace(/[£\s]/g, "").split(".");
  return {
    ok: true,
    dish: {
      name: checked.data.name,
      category,
      description: checked.data.description,
      pricePence: Number(pounds) * 100 + Number(pence.padEnd(2, "0")),
      isVegetarian,
      isNonVegetarian,
      isSpicy,
      allergens,
      isAvailable,
      options: options.groups,
    },
  };
}

function columnOf(key: PropertyKey | undefined): string {
  return typeof key === "string" ? key : "line";
}

/** A dish as its CSV line's cells (the export). */
export function toMenuCsvRecord(dish: CsvDish): Record<MenuCsvColumn, string> {
  const flag = (b: boolean) => (b ? "yes" : "no");
  return {
    name: dish.name,
    category: dish.category,
    description: dish.description,
    price: formatPounds(dish.pricePence),
    vegetarian: flag(dish.isVegetarian),
    non_vegetarian: flag(dish.isNonVegetarian),
    spicy: flag(dish.isSpicy),
    allergens: dish.allergens.join("; "),
    options: formatOptionsCell(dish.options),
    available: flag(dish.isAvailable),
  };
}

/** What differs between a dish and its line, by column, for the preview ("price £9.95 → £10.50"). */
export function describeDishChanges(before: CsvDish, after: CsvDish): string[] {
  const a = toMenuCsvRecord(before);
  const b = toMenuCsvRecord(after);
  return MENU_CSV_COLUMNS.filter((c) => c !== "name" && a[c] !== b[c]).map((c) =>
    c === "description" || c === "options"
      ? `${c} changed`
      : `${c} ${a[c] || "(none)"} → ${b[c] || "(none)"}`,
  );
}

/** One line of the preview: what the import will do with it. */
const MenuImportLineSchema = z.object({
  /** The line number in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  action: z.enum(["add", "change", "unchanged", "refuse"]),
  /** For a change, what changes; for a refusal, why. */
  details: z.array(z.string()),
});
export type MenuImportLine = z.infer<typeof MenuImportLineSchema>;

export const MenuImportPreviewSchema = z.object({
  lines: z.array(MenuImportLineSchema),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type MenuImportPreview = z.infer<typeof MenuImportPreviewSchema>;

export const MenuImportRequestSchema = z.object({
  fileName: z.string().trim().max(255).default("menu.csv"),
  /** The file's text (UTF-8). */
  csv: z.string().min(1, "The file is empty").max(2_000_000, "The file is larger than 2 MB"),
});
export type MenuImportRequest = z.input<typeof MenuImportRequestSchema>;

export const MenuPhotosResultSchema = z.object({
  matched: z.array(z.object({ file: z.string(), dish: z.string() })),
  unmatched: z.array(z.object({ file: z.string(), reason: z.string() })),
});
export type MenuPhotosResult = z.infer<typeof MenuPhotosResultSchema>;
