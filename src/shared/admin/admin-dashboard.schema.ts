import { z } from "zod";
import { OrderLimitsSettingsSchema } from "../orders/order-limits";
import { boundedInt } from "../text.schema";

export const AdminStatsSchema = z.object({
  totalOrders: z.number().int(),
  menuItems: z.number().int(),
  /** Orders received or preparing. */
  pendingOrders: z.number().int(),
  activeOffers: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** Spec section 9: shown to staff, fixed by the product. */
export const DISPLAY_SETTINGS = {
  prepTimeOptions: [15, 20, 30, 45, 60],
  currency: "GBP",
  timezone: "Europe/London",
  dateFormat: "DD/MM/YYYY",
} as const;

export const RestaurantSettingsSchema = z.object({
  kitchenCapacityPerSlot: z.number().int(),
  loyaltyPointsPerPound: z.number().int(),
  prepTimeMinutes: z.number().int(),
  minOrderPence: z.number().int(),
  deliveryFeePence: z.number().int(),
  /** ISO instant until which online ordering is paused; null when ordering runs. */
  orderingPausedUntil: z.string().nullable(),
  /** Larger online orders (total, or sum of quantities) need a call to the restaurant. */
  maxOrderPence: z.number().int(),
  maxOrderItems: z.number().int(),
});
export type RestaurantSettings = z.infer<typeof RestaurantSettingsSchema>;

export const UpdateSettingsSchema = z
  .object({
    kitchenCapacityPerSlot: boundedInt(1, 500, { min: "Kitchen capacity must be at least 1" }),
    loyaltyPointsPerPound: boundedInt(0, 100, { min: "Loyalty points cannot be negative" }),
    orderingPausedUntil: z.iso.datetime({ offset: true }).nullable(),
  })
  .extend(OrderLimitsSettingsSchema.shape)
  .partial();
export type UpdateSettings = z.infer<typeof UpdateSettingsSchema>;

export const RESERVATION_DECISIONS = ["confirmed", "declined"] as const;
export const ReservationDecisionSchema = z.object({ status: z.enum(RESERVATION_DECISIONS) });

export const SuccessSchema = z.object({ success: z.literal(true), message: z.string() });
