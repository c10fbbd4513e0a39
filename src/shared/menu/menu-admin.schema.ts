/** The menu's staff contract: dishes added and edited, availability, photo and PDF uploads. */

import { z } from "zod";
import {
  boundedInt,
  IdSchema,
  MAX_INT4,
  multiLineText,
  poundsText,
  singleLineText,
} from "@shared/text.schema";
import { AllergenSchema } from "./allergen.schema";
import { MenuCategorySchema } from "./menu-category.schema";

const MenuItemFields = z.object({
  name: singleLineText().min(1, "Name is required").max(100),
  description: multiLineText().max(2000),
  /** Typed as pounds ("9.99" or "£9.99"). */
  price: poundsText("Enter a price such as 9.99"),
  category: MenuCategorySchema,
  image: singleLineText().max(500).nullable(),
  imageData: singleLineText().max(36).nullable(),
  imageMimeType: singleLineText().max(50).nullable(),
  isVegetarian: z.boolean(),
  isNonVegetarian: z.boolean(),
  isSpicy: z.boolean(),
  allergens: z.array(AllergenSchema),
  isAvailable: z.boolean(),
  orderIndex: boundedInt(0, MAX_INT4),
});

/** What staff enter for a new dish. */
export const MenuItemInputSchema = MenuItemFields.extend({
  description: MenuItemFields.shape.description.default(""),
  image: MenuItemFields.shape.image.default(null),
  imageData: MenuItemFields.shape.imageData.default(null),
  imageMimeType: MenuItemFields.shape.imageMimeType.default(null),
  isVegetarian: z.boolean().default(false),
  isNonVegetarian: z.boolean().default(false),
  isSpicy: z.boolean().default(false),
  allergens: MenuItemFields.shape.allergens.default([]),
  isAvailable: z.boolean().default(true),
  orderIndex: MenuItemFields.shape.orderIndex.optional(),
});
export type MenuItemInput = z.input<typeof MenuItemInputSchema>;

/** An edit changes only the fields sent (no defaults, so nothing unsent is reset). */
export const MenuItemPatchSchema = MenuItemFields.partial().extend({
  /** true sets 'sold out today' (until the next opening day); false clears it. */
  soldOutToday: z.boolean().optional(),
});
export type MenuItemPatch = z.input<typeof MenuItemPatchSchema>;

export const ReorderMenuSchema = z.object({ ids: z.array(IdSchema).min(1).max(1000) });

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** The spec says 50 MB; a menu needs far less, and 20 MB is what the site is measured with (decision 0021). */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MENU_PDF_TYPE_MESSAGE = "Invalid file type: Please select a PDF file";
export const MENU_PDF_TOO_LARGE = "File too large: the maximum is 20MB";

/** The menu PDF staff choose, as the browser describes it; the server checks the bytes again. */
export const MenuPdfFileSchema = z.object({
  type: z.literal("application/pdf", { error: MENU_PDF_TYPE_MESSAGE }),
  size: z.number().max(MAX_PDF_BYTES, MENU_PDF_TOO_LARGE),
});

export const UploadedImageSchema = z.object({
  /** The largest size's URL. */
  imageUrl: z.string(),
  /** The upload's group id (the spec's embedded image data is a reference here). */
  imageData: z.string(),
  imageMimeType: z.literal("image/webp"),
  srcset: z.string(),
  sizes: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const MenuPdfUploadSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  fileName: z.string(),
  byteSize: z.number().int(),
});

/**
 * The menu changes staff may make during service: a dish sold out today (until the next opening
 * day) or back on, and a dish taken off or put back on the menu.
 */
export const MenuAvailabilitySchema = z
  .object({ soldOutToday: z.boolean().optional(), isAvailable: z.boolean().optional() })
  .refine(
    (v) => v.soldOutToday !== undefined || v.isAvailable !== undefined,
    "Send at least one field to change",
  );
export type MenuAvailability = z.infer<typeof MenuAvailabilitySchema>;
