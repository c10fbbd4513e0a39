/**
 * The home page's words and photos as the owner writes them (issue 34 item 2, decision 0043).
 * Every field may be left empty: a section with nothing in it is not shown, never filled with
 * words of our own.
 */
import { z } from "zod";
import { MenuCategorySchema } from "../menu/menu-category.schema";
import { IdSchema, multiLineText, singleLineText } from "../text.schema";
import { AccentColourSchema } from "./accent-colour";

const line = (max: number) => singleLineText().max(max, `must be at most ${max} characters`);
const text = (max: number) => multiLineText().max(max, `must be at most ${max} characters`);

/** An uploaded image's address (/api/images/...), or one of the sample restaurant's own files. */
const SiteImageUrlSchema = singleLineText()
  .max(1000)
  .refine((p) => /^(\/api\/images\/[\w-]{1,36}\/\d{1,5}\.webp|\/sample\/[\w-]+\.(svg|webp))$/.test(p), {
    message: "must be a photo uploaded here",
  });

const HeroContentSchema = z.object({ heading: line(120), text: text(500) });
const AboutContentSchema = z.object({ title: line(120), text: text(2000) });
const StoryContentSchema = z.object({
  title: line(120),
  /** Paragraphs, separated by a blank line. */
  text: text(5000),
  quote: text(500),
  quoteBy: line(120),
});

const CateringServiceSchema = z.object({
  title: line(60).min(1, "Each service needs a title"),
  text: text(300),
});
const CateringFigureSchema = z.object({
  value: line(20).min(1, "Each figure needs a value"),
  label: line(40).min(1, "Each figure needs a label"),
});
const CateringContentSchema = z.object({
  title: line(120),
  intro: text(500),
  services: z.array(CateringServiceSchema).max(8, "At most 8 services"),
  /** Figures the owner states as fact ("500+ events catered"); none is fine. */
  figures: z.array(CateringFigureSchema).max(4, "At most 4 figures"),
});

/** A featured card: one dish of the menu (its name, price and text from the menu) or a category ("from £…"). */
const FeaturedEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("dish"), menuItemId: IdSchema }),
  z.object({
    kind: z.literal("category"),
    category: MenuCategorySchema,
    title: line(60).min(1, "A category card needs a title"),
    /** Said after the category's first dishes by name (", from our clay oven."). */
    note: line(120),
  }),
]);
export type FeaturedEntry = z.infer<typeof FeaturedEntrySchema>;

export const SiteWordsSchema = z.object({
  hero: HeroContentSchema,
  about: AboutContentSchema,
  story: StoryContentSchema,
  catering: CateringContentSchema,
  featured: z.array(FeaturedEntrySchema).max(6, "At most 6 featured cards"),
});
export type SiteWords = z.infer<typeof SiteWordsSchema>;

export const GalleryPhotoSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  alt: z.string(),
  position: z.number().int(),
});
export type GalleryPhoto = z.infer<typeof GalleryPhotoSchema>;

export const GalleryPhotoInputSchema = z.object({
  imageUrl: SiteImageUrlSchema,
  alt: line(150).min(1, "Describe the photo for people who cannot see it"),
});
export type GalleryPhotoInput = z.infer<typeof GalleryPhotoInputSchema>;
export const GalleryPhotoPatchSchema = z.object({
  alt: line(150).min(1, "Describe the photo for people who cannot see it"),
});
export const GalleryOrderSchema = z.object({ ids: z.array(IdSchema).max(200) });

export const BrandSchema = z.object({
  /** The uploaded logo (largest size), or null for the name in words. */
  logoUrl: z.string().nullable(),
  /** #rrggbb, or null for the site's own colours. */
  accentColour: z.string().nullable(),
  /** The text drawn on the accent (white or the dark text), from the contrast rule; null without one. */
  textOnAccent: z.string().nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;
export const BrandInputSchema = z.object({
  logoUrl: SiteImageUrlSchema.nullable(),
  accentColour: AccentColourSchema.nullable(),
});
export type BrandInput = z.infer<typeof BrandInputSchema>;

/** What the public pages read (GET /api/site-content). */
export const SiteContentSchema = SiteWordsSchema.extend({
  gallery: z.array(GalleryPhotoSchema),
  brand: BrandSchema,
});
export type SiteContent = z.infer<typeof SiteContentSchema>;

/** Nothing written yet: every section hidden. */
export const EMPTY_SITE_WORDS: SiteWords = {
  hero: { heading: "", text: "" },
  about: { title: "", text: "" },
  story: { title: "", text: "", quote: "", quoteBy: "" },
  catering: { title: "", intro: "", services: [], figures: [] },
  featured: [],
};
