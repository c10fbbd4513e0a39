import { z } from "zod";
import { TipSettingsSchema } from "@shared/tips/tips.schema";

/**
 * The owner's tip form: a tick box and the percentages typed as "5, 10, 15"; it becomes the
 * server's settings, refused by the same rules.
 */
export const TipSettingsFormSchema = z
  .object({ enabled: z.boolean(), percentages: z.string() })
  .transform((form) => ({
    enabled: form.enabled,
    percentages: form.percentages
      .split(/[,\s%]+/)
      .filter(Boolean)
      .map(Number),
  }))
  .pipe(TipSettingsSchema);
export type TipSettingsForm = z.input<typeof TipSettingsFormSchema>;
