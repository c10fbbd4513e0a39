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
