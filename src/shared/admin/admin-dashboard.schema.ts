import { z } from "zod";

/** The dashboard's counters, above the tabs. */
export const AdminStatsSchema = z.object({
  totalOrders: z.number().int(),
  menuItems: z.number().int(),
  /** Orders received or preparing. */
  pendingOrders: z.number().int(),
  activeOffers: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** The staff routes' plain answer to a change. */
export const SuccessSchema = z.object({ success: z.literal(true), message: z.string() });
