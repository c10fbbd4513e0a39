import { z } from "zod";

/** Public settings the page needs at start (GET /api/site-config). */
export const SiteConfigSchema = z.object({
  /** The analytics measurement id; null when analytics is not configured. */
  analyticsId: z.string().nullable(),
  /** DEMO_MODE=true: simulated payment and other conveniences; every page says so. */
  demoMode: z.boolean(),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
