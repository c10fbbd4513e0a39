import { z } from "zod";
import { UpdateSettingsSchema } from "@shared/settings/restaurant-settings.schema";

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
export type KitchenSettingsFormValues = z.input<typeof KitchenSettingsFormSchema>;
