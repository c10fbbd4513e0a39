import { createHash } from "node:crypto";
import { asc, desc, eq, gte } from "drizzle-orm";
import { ALLERGEN_LABELS, type Allergen } from "@shared/menu/allergens";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS } from "@shared/menu/categories";
import { toDishSlug } from "@shared/menu/menu-csv";
import { formatPence } from "@shared/money";
import { getDaySchedule } from "@shared/opening-hours/day-schedule";
import { formatTime, getLondonMoment, WEEKDAY_NAMES } from "@shared/opening-hours/london-time";
import type { HoursData } from "@shared/opening-hours/opening-hours.schema";
import { formatRestaurantAddress } from "@shared/restaurant/restaurant-details";
import type { Db } from "../../db/client";
import { menuItems, menuPdfs, specialHours, storedFiles } from "../../db/schema";
import { formatCalendarDate } from "../../lib/calendar-dates";
import { deleteSupersededMenuPdfs, type FileStore, recordFile, type WrittenFile } from "../../lib/file-store";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { loadHoursData } from "../opening-hours/opening-hours.queries";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { getBrand, logoImageGroup, readLogoPng } from "../site-content/site-content.service";

/** The PDF made from the menu (kept in memory: a few tens of KB, rebuilt when the menu changes). */
export interface MenuPdfFile {
  fileName: string;
  data: Buffer;
  /** Changes whenever the content does, for ETag and caching. */
  etag: string;
}

/** The uploaded PDF's name and stored file (newest upload); null when staff have not uploaded one. */
export async function getUploadedMenuPdf(db: Db) {
  const [row] = await db
    .select({
      fileName: menuPdfs.fileName,
      file: {
        id: storedFiles.id,
        byteSize: storedFiles.byteSize,
        sha256: storedFiles.sha256,
        createdAt: storedFiles.createdAt,
        mimeType: storedFiles.mimeType,
      },
    })
    .from(menuPdfs)
    .innerJoin(storedFiles, eq(storedFiles.id, menuPdfs.fileId))
    .orderBy(desc(menuPdfs.uploadedAt), desc(menuPdfs.id))
    .limit(1);
  return row ?? null;
}

/**
 * Records an upload already written to the file store (as it arrived, hashed on the way) and
 * deletes the PDF it replaces, row and bytes: one small write once the bytes are in place.
 */
export async function storeMenuPdf(
  deps: { db: Db; files: FileStore },
  fileName: string,
  written: WrittenFile,
  actor: AuditActor,
): Promise<void> {
  const file = await recordFile(deps.db, deps.files, written, "application/pdf");
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(menuPdfs)
      .values({ fileName, byteSize: written.byteSize, fileId: file.id, uploadedAt: actor.at })
      .returning({ id: menuPdfs.id });
    await writeAudit(tx, {
      actor,
      kind: "menu-pdf.uploaded",
      subject: fileName,
      entityId: row?.id,
      after: { fileName, byteSize: written.byteSize },
    });
  });
  await deleteSupersededMenuPdfs(deps.db, deps.files);
}

type MenuRow = Pick<
  typeof menuItems.$inferSelect,
  | "name"
  | "description"
  | "pricePence"
  | "category"
  | "isVegetarian"
  | "isNonVegetarian"
  | "isSpicy"
  | "allergens"
>;

interface MenuPdfContent {
  /** The owner's accent colour and logo (Site content), or the site's own colour and no logo. */
  brand: { accent: string | null; logoGroupId: string | null };
  items: MenuRow[];
  weeklyHours: { day: string; hours: string }[];
  specialDates: { date: string; text: string }[];
  /** From the restaurant's details; null before they are confirmed (no name or address is printed). */
  restaurant: { name: string; description: string; contact: string } | null;
}

async function loadMenuPdfContent(db: Db, now: Date): Promise<MenuPdfContent> {
  const today = getLondonMoment(now).date;
  const items = await db
    .select({
      name: menuItems.name,
      description: menuItems.description,
      pricePence: menuItems.pricePence,
      category: menuItems.category,
      isVegetarian: menuItems.isVegetarian,
      isNonVegetarian: menuItems.isNonVegetarian,
      isSpicy: menuItems.isSpicy,
      allergens: menuItems.allergens,
    })
    .from(menuItems)
    .orderBy(asc(menuItems.orderIndex), asc(menuItems.id));
  const hoursData: HoursData = await loadHoursData(db);
  const weekly: HoursData = { ...hoursData, specialHours: [] };
  // 2026-11-22 is a Sunday: dates 22 to 28 give the weekdays Monday-first after reordering.
  const weeklyHours = [1, 2, 3, 4, 5, 6, 0].map((dow) => {
    const schedule = getDaySchedule(`2026-11-${String(22 + dow).padStart(2, "0")}`, weekly);
    const hours = schedule.isClosed
      ? "Closed"
      : schedule.shifts.map((s) => `${formatTime(s.open)} - ${formatTime(s.close)}`).join(", ");
    return { day: WEEKDAY_NAMES[dow] ?? "", hours };
  });
  const upcoming = await db
    .select()
    .from(specialHours)
    .where(gte(specialHours.date, today))
    .orderBy(asc(specialHours.date))
    .limit(8);
  const specialDates = upcoming.map((s) => ({
    date: s.date,
    text:
      s.isClosed || !s.openTime || !s.closeTime
        ? `Closed (${s.reason})`
        : `${s.openTime} - ${s.closeTime} (${s.reason})`,
  }));
  const { accentColour, logoUrl } = await getBrand(db);
  const logoGroupId = logoImageGroup(logoUrl);
  const details = await loadConfirmedDetails(db);
  const restaurant = details
    ? {
        name: details.name,
        description: details.description,
        contact: `${formatRestaurantAddress(details)}  |  ${details.phone}`,
      }
    : null;
  return { brand: { accent: accentColour, logoGroupId }, items, weeklyHours, specialDates, restaurant };
}

function hashContent(content: MenuPdfContent): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 20);
}

const MAROON = "#7f1d1d";
const GREY = "#44403c";

function formatLongDate(isoDate: string): string {
  return formatCalendarDate(isoDate, { weekday: "short", day: "numeric", month: "short" });
}

function dietaryMarks(item: MenuRow): string {
  const marks: string[] = [];
  if (item.isVegetarian) marks.push("(V)");
  if (item.isNonVegetarian) marks.push("(NV)");
  if (item.isSpicy) marks.push("(S)");
  return marks.join(" ");
}

/** Typesets the menu: header, key, opening hours, then each category's dishes with prices and allergens. */
async function renderMenuPdf(content: MenuPdfContent, logoPng: Buffer | null = null): Promise<Buffer> {
  const accent = content.brand.accent ?? MAROON;
  // Loaded on the first menu PDF, not at start-up: pdfkit holds ~10 MB once loaded, and the PDF is
  // made again only when the menu or the hours change.
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margins: { top: 56, bottom: 64, left: 56, right: 56 },
      bufferPages: true,
      info: {
        Title: content.restaurant ? `${content.restaurant.name} - Menu` : "Menu",
        Author: content.restaurant?.name ?? "",
        Subject: "Menu",
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const bottom = () => doc.page.height - doc.page.margins.bottom;

    const restaurant = content.restaurant;
    if (logoPng) {
      doc.image(logoPng, left + width / 2 - 32, doc.y, { fit: [64, 64], align: "center" });
      doc.y += 72;
    }
    doc
      .font("Times-Bold")
      .fontSize(30)
      .fillColor(accent)
      .text(restaurant?.name ?? "Menu", { align: "center" });
    if (restaurant?.description) {
      doc.font("Times-Italic").fontSize(14).fillColor(GREY).text(restaurant.description, { align: "center" });
    }
    doc.moveDown(0.3);
    if (restaurant)
      doc.font("Helvetica").fontSize(10).fillColor(GREY).text(restaurant.contact, { align: "center" });
    doc.moveDown(0.8);

    doc.font("Helvetica-Bold").fontSize(11).fillColor(accent).text("Opening hours", left);
    doc.font("Helvetica").fontSize(10).fillColor(GREY);
    for (const { day, hours } of content.weeklyHours) {
      const y = doc.y;
      doc.text(day, left, y, { width: 120 });
      doc.text(hours, left + 120, y, { width: width - 120 });
    }
    if (content.specialDates.length > 0) {
      doc.moveDown(0.3);
      doc.font("Helvetica-Bold").text("Special hours", left);
      doc.font("Helvetica");
      for (const s of content.specialDates) doc.text(`${formatLongDate(s.date)}: ${s.text}`, left);
    }
    doc.moveDown(0.5);
    doc
      .font("Helvetica-Oblique")
      .fontSize(9)
      .text(
        "Key: (V) vegetarian, (NV) non-vegetarian, (S) spicy. Allergens are listed under each dish; please tell us about any allergy before you order.",
        left,
        doc.y,
        { width },
      );

    for (const category of MENU_CATEGORIES) {
      const dishes = content.items.filter((i) => i.category === category);
      if (dishes.length === 0) continue;
      if (doc.y > bottom() - 90) doc.addPage();
      doc.moveDown(1);
      doc
        .font("Times-Bold")
        .fontSize(18)
        .fillColor(accent)
        .text(MENU_CATEGORY_LABELS[category], left, doc.y, { width });
      const ruleY = doc.y + 2;
      doc
        .moveTo(left, ruleY)
        .lineTo(left + width, ruleY)
        .lineWidth(0.8)
        .strokeColor("#d97706")
        .stroke();
      doc.y = ruleY + 6;

      for (const dish of dishes) {
        const allergens = (dish.allergens as Allergen[]).map((a) => ALLERGEN_LABELS[a] ?? a).join(", ");
        const estimate =
          16 +
          (dish.description
            ? doc
                .font("Helvetica")
                .fontSize(9)
                .heightOfString(dish.description, { width: width - 70 })
            : 0) +
          (allergens ? 12 : 0);
        if (doc.y + estimate > bottom()) doc.addPage();
        const y = doc.y;
        const price = formatPence(dish.pricePence);
        doc.font("Helvetica-Bold").fontSize(11).fillColor("#1c1917");
        const marks = dietaryMarks(dish);
        doc.text(`${dish.name}${marks ? `  ${marks}` : ""}`, left, y, { width: width - 70 });
        const afterName = doc.y;
        doc.text(price, left + width - 70, y, { width: 70, align: "right" });
        doc.y = afterName;
        if (dish.description) {
          doc
            .font("Helvetica")
            .fontSize(9)
            .fillColor(GREY)
            .text(dish.description, left, doc.y, { width: width - 70 });
        }
        doc
          .font("Helvetica-Oblique")
          .fontSize(8)
          .fillColor(GREY)
          .text(`Allergens: ${allergens || "none of the 14 declared allergens"}`, left, doc.y, {
            width: width - 70,
          });
        doc.moveDown(0.5);
      }
    }

    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing inside the bottom margin would otherwise make pdfkit start a new page.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const footerY = doc.page.height - 40;
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor(GREY)
        .text(
          `${restaurant ? `${restaurant.name}  |  ` : ""}Order online for collection  |  Page ${i + 1} of ${range.count}`,
          left,
          footerY,
          {
            width,
            align: "center",
            lineBreak: false,
          },
        );
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
  });
}

let cache: { key: string; file: MenuPdfFile } | null = null;

/** The generated menu, rebuilt only when the dishes or the hours it states change. */
export async function getGeneratedMenuPdf(db: Db, now: Date, files?: FileStore): Promise<MenuPdfFile> {
  const content = await loadMenuPdfContent(db, now);
  const key = hashContent(content);
  if (cache?.key === key) return cache.file;
  const data = await renderMenuPdf(
    content,
    files && content.brand.logoGroupId ? await readLogoPng(db, files, content.brand.logoGroupId, 256) : null,
  );
  // Named after the restaurant ("spice-route-menu.pdf"), or plainly before its details are set.
  const slug = content.restaurant ? toDishSlug(content.restaurant.name) : "";
  const file: MenuPdfFile = { fileName: slug ? `${slug}-menu.pdf` : "menu.pdf", data, etag: `"g${key}"` };
  cache = { key, file };
  return file;
}
