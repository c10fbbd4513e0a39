/**
 * What the Site content tab's forms hold: the shared schemas' own input, except the brand form,
 * whose blank fields mean "none" (no logo, the site's own colours).
 */
import { z } from "zod";
import {
  BrandInputSchema,
  GalleryPhotoInputSchema,
  SiteWordsSchema,
} from "@shared/site-content/site-content.schema";
import { into } from "@web/lib/form-schema";

export const SiteWordsFormSchema = SiteWordsSchema;
export type SiteWordsFormValues = z.input<typeof SiteWordsFormSchema>;

export const BrandFormSchema = z
  .object({ logoUrl: z.string(), accentColour: z.string() })
  .transform((v) => ({ logoUrl: v.logoUrl.trim() || null, accentColour: v.accentColour.trim() || null }))
  .transform(into(BrandInputSchema));
export type BrandFormValues = z.input<typeof BrandFormSchema>;

export const GalleryPhotoFormSchema = GalleryPhotoInputSchema;
