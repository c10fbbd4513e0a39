import { z } from "zod";
import { NewsletterDraftSchema } from "@shared/newsletter/newsletter.schema";

/**
 * The owner's newsletter form: the shared draft, its promotion chosen in a select ("" for none),
 * and the address a test goes to (checked by the server when a test is sent).
 */
export const NewsletterFormSchema = NewsletterDraftSchema.extend({
  promotionId: z.string().transform((v) => (v ? Number(v) : null)),
  testTo: z.string(),
});
export type NewsletterFormValues = z.input<typeof NewsletterFormSchema>;
