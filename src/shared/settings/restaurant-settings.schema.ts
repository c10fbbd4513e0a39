/** The restaurant's settings, changed by owners in the admin's Settings tab. */

import { z } from "zod";
import { OrderLimitsSettingsSchema } from "@shared/orders/order-limits";
import { ReservationSettingsSchema } from "@shared/reservations/reservation.schema";
import { boundedInt } from "@shared/text.schema";

/** Spec section 9: shown to staff, fixed by the product. */
export const DISPLAY_SETTINGS = {
  prepTimeOptions: [15, 20, 30, 45, 60],
  currency: "GBP",
  timezone: "Europe/London",
  dateFormat: "DD/MM/YYYY",
} as const;

/** The highest staff refund limit an owner may set (£1,000.00): beyond it, every refund is the owner's. */
const MAX_STAFF_REFUND_LIMIT_PENCE = 100_000;

export const RestaurantSettingsSchema = z
  .object({
    kitchenCapacityPerSlot: z.number().int(),
    loyaltyPointsPerPound: z.number().int(),
    /** Points a customer spends for £1 off at checkout. */
    pointsPerPoundRedeemed: z.number().int(),
    prepTimeMinutes: z.number().int(),
    minOrderPence: z.number().int(),
    deliveryFeePence: z.number().int(),
    /** ISO instant until which online ordering is paused; null when ordering runs. */
    orderingPausedUntil: z.string().nullable(),
    /** Larger online orders (total, or sum of quantities) need a call to the restaurant. */
    maxOrderPence: z.number().int(),
    maxOrderItems: z.number().int(),
    /** Minutes in a London week (Monday to Sunday) before the rest is overtime; 2400 = 40 hours. */
    overtimeThresholdMinutes: z.number().int(),
    /** Overtime pay as a percentage of the hourly rate. */
    overtimeRatePercent: z.number().int(),
    /** The National Living Wage an hour in pence: a lower rate needs the owner's confirmation. */
    nationalLivingWagePence: z.number().int(),
    /** The largest no-show refund staff make without an owner (0: never; larger ones wait for approval). */
    staffRefundLimitPence: z.number().int(),
  })
  .extend(ReservationSettingsSchema.shape);
export type RestaurantSettings = z.infer<typeof RestaurantSettingsSchema>;

export const UpdateSettingsSchema = z
  .object({
    kitchenCapacityPerSlot: boundedInt(1, 500, { min: "Kitchen capacity must be at least 1" }),
    loyaltyPointsPerPound: boundedInt(0, 100, { min: "Loyalty points cannot be negative" }),
    pointsPerPoundRedeemed: boundedInt(1, 100_000, { min: "Points per £1 must be at least 1" }),
    orderingPausedUntil: z.iso.datetime({ offset: true }).nullable(),
    overtimeThresholdMinutes: boundedInt(60, 100 * 60, {
      min: "Overtime threshold must be at least 1 hour",
      max: "Overtime threshold must be at most 100 hours",
    }),
    overtimeRatePercent: boundedInt(100, 300, {
      min: "Overtime rate must be at least 100%",
      max: "Overtime rate must be at most 300%",
    }),
    nationalLivingWagePence: boundedInt(100, 10_000, {
      min: "The National Living Wage must be at least £1.00 an hour",
      max: "The National Living Wage must be at most £100.00 an hour",
    }),
    staffRefundLimitPence: boundedInt(0, MAX_STAFF_REFUND_LIMIT_PENCE, {
      min: "The staff refund limit cannot be negative",
      max: "The staff refund limit must be at most £1,000.00",
    }),
    /** The kitchen's preparation time: the order page states it and the earliest slot follows it. */
    prepTimeMinutes: z.union(
      DISPLAY_SETTINGS.prepTimeOptions.map((m) => z.literal(m)),
      { error: "Choose a preparation time of 15, 20, 30, 45 or 60 minutes" },
    ),
  })
  .extend(OrderLimitsSettingsSchema.shape)
  .extend(ReservationSettingsSchema.shape)
  .partial();
export type UpdateSettings = z.infer<typeof UpdateSettingsSchema>;

/**
 * The evening's switches, which staff (not only owners) may set from the kitchen board: pause or
 * resume online ordering, and the preparation time (the earliest slot and what diners are told).
 */
export const ServiceSettingsSchema = RestaurantSettingsSchema.pick({
  orderingPausedUntil: true,
  prepTimeMinutes: true,
});
export type ServiceSettings = z.infer<typeof ServiceSettingsSchema>;

export const UpdateServiceSettingsSchema = UpdateSettingsSchema.pick({
  orderingPausedUntil: true,
  prepTimeMinutes: true,
})
  .strict()
  .refine((v) => v.orderingPausedUntil !== undefined || v.prepTimeMinutes !== undefined, {
    message: "Choose a pause or a preparation time",
  });
export type UpdateServiceSettings = z.infer<typeof UpdateServiceSettingsSchema>;
