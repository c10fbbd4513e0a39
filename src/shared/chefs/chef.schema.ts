import { z } from "zod";

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

export const ChefInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100),
  specialty: z.string().trim().min(1, "Specialty is required").max(150),
  experience: z.string().trim().min(1, "Experience is required").max(50),
  /** An http(s) URL or an uploaded image's /api/images/... URL. */
  photo: z
    .string()
    .trim()
    .max(1000)
    .refine((p) => p === "" || /^(https?:\/\/|\/api\/images\/)/.test(p), "Photo must be an image URL")
    .nullable()
    .default(null)
    .transform((p) => p || null),
  description: z.string().trim().min(1, "Description is required"),
  order: z.number().int().min(0).default(1),
});
export type ChefInput = z.input<typeof ChefInputSchema>;
export const ChefPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    specialty: z.string().trim().min(1).max(150),
    experience: z.string().trim().min(1).max(50),
    photo: z
      .string()
      .trim()
      .max(1000)
      .refine((p) => p === "" || /^(https?:\/\/|\/api\/images\/)/.test(p), "Photo must be an image URL")
      .nullable()
      .transform((p) => p || null),
    description: z.string().trim().min(1),
    order: z.number().int().min(0),
  })
  .partial();
