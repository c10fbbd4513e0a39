import { z } from "zod";
import { parsePounds } from "@shared/money";
import { UpdateSettingsSchema } from "@shared/settings/restaurant-settings.schema";
import { into } from "@web/lib/form-schema";

/** A whole number typed as text: digits only, so "", "1.5" and "2e3" are refused, not coerced. */
function wholeNumberField(message: string) {
  return z.string().trim().regex(/^\d+$/, message).transform(Number);
}

const settings = UpdateSettingsSchema.required().shape;
export const KitchenSettingsFormSchema = z.object({
  kitchenCapacityPerSlot: wholeNumberField("Kitchen capacity must be a whole number").pipe(
    settings.kitchenCapacityPerSlot,
  ),
  loyaltyPointsPerPound: wholeNumberField("Loyalty points must be a whole number").pipe(
    settings.loyaltyPointsPerPound,
  ),
  pointsPerPoundRedeemed: wholeNumberField("Points per £1 must be a whole number").pipe(
    settings.pointsPerPoundRedeemed,
  ),
});

/** "Staff may refund up to £X": pounds as typed (0 or blank-free "0.00" = never), sent in pence. */
export const StaffRefundsFormSchema = z.object({
  staffRefundLimitPence: z
    .string()
    .transform((v) => parsePounds(v) ?? Number.NaN)
    .pipe(settings.staffRefundLimitPence),
});

/** How long "Pause online ordering" lasts, in minutes, and how the choice reads. */
export const PAUSE_LABELS: Readonly<Record<string, string>> = {
  15: "15 minutes",
  30: "30 minutes",
  60: "1 hour",
  120: "2 hours",
  240: "4 hours",
};

/** A pause chosen in minutes becomes the instant ordering resumes, as the settings route takes it. */
export const PauseOrderingFormSchema = z
  .object({ minutes: z.string().regex(/^\d+$/, "Choose how long to pause for") })
  .transform(({ minutes }) => ({
    orderingPausedUntil: new Date(Date.now() + Number(minutes) * 60_000).toISOString(),
  }))
  .transform(into(UpdateSettingsSchema.pick({ orderingPausedUntil: true })));
