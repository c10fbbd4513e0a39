import { z } from "zod";
import {
  type GiftVoucherSettings,
  GiftVoucherSettingsSchema,
} from "@shared/gift-vouchers/gift-vouchers.schema";
import { formatPounds, parsePounds } from "@shared/money";
import { into } from "@web/lib/form-schema";

/**
 * The owner's voucher settings as typed: amounts in pounds (presets comma-separated), the weeks the
 * header and footer link the buy page as two days (blank: not promoted); the shared schema decides.
 */
export const GiftVoucherSettingsFormSchema = z
  .object({
    enabled: z.boolean(),
    presets: z.string(),
    minPounds: z.string(),
    maxPounds: z.string(),
    validityMonths: z.string(),
    promoteFrom: z.string(),
    promoteUntil: z.string(),
  })
  .transform((v) => ({
    enabled: v.enabled,
    presetAmountsPence: v.presets
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => parsePounds(p) ?? -1),
    minPence: parsePounds(v.minPounds) ?? -1,
    maxPence: parsePounds(v.maxPounds) ?? -1,
    validityMonths: Number(v.validityMonths),
    promoteFrom: v.promoteFrom || null,
    promoteUntil: v.promoteUntil || null,
  }))
  .transform(
    into(GiftVoucherSettingsSchema, {
      presetAmountsPence: "presets",
      minPence: "minPounds",
      maxPence: "maxPounds",
    }),
  );
export type GiftVoucherSettingsFormValues = z.input<typeof GiftVoucherSettingsFormSchema>;

export function settingsToForm(s: GiftVoucherSettings): GiftVoucherSettingsFormValues {
  return {
    enabled: s.enabled,
    presets: s.presetAmountsPence.map(formatPounds).join(", "),
    minPounds: formatPounds(s.minPence),
    maxPounds: formatPounds(s.maxPence),
    validityMonths: String(s.validityMonths),
    promoteFrom: s.promoteFrom ?? "",
    promoteUntil: s.promoteUntil ?? "",
  };
}
