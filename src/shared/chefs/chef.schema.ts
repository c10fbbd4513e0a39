import { z } from "zod";
import { boundedInt, MAX_INT4, multiLineText, nonEmptyPatch, singleLineText } from "../text.schema";

export const ChefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  specialty: z.string(),
  experience: z.string(),
  photo: z.string().nullable(),
  description: z.string(),
  order: z.number().int(),
});
export type Chef = z.infer<typeof ChefSchema>;

const photoUrl = singleLineText()
  .max(1000)
  .refine((p) => p === "" || /^(https?:\/\/|\/api\/images\/)/.test(p), "Photo must be an image URL");
const orderPosition = boundedInt(0, MAX_INT4);

export const ChefInputSchema = z.object({
  name: singleLineText().min(1, "Name is required").max(100),
  specialty: singleLineText().min(1, "Specialty is required").max(150),
  experience: singleLineText().min(1, "Experience is required").max(50),
  /** An http(s) URL or an uploaded image's /api/images/... URL. */
  photo: photoUrl
    .nullable()
    .default(null)
    .transform((p) => p || null),
  description: multiLineText().min(1, "Description is required").max(5000),
  order: orderPosition.default(1),
});
export type ChefInput = z.input<typeof ChefInputSchema>;
export const ChefPatchSchema = nonEmptyPatch(
  z
    .object({
      name: singleLineText().min(1).max(100),
      specialty: singleLineText().min(1).max(150),
      experience: singleLineText().min(1).max(50),
      photo: photoUrl.nullable().transform((p) => p || null),
      description: multiLineText().min(1).max(5000),
      order: orderPosition,
    })
    .partial(),
);
