import { describe, expect, it } from "vitest";
import { GiftVoucherSettingsFormSchema, settingsToForm } from "./gift-voucher-settings.schema";

const saved = {
  enabled: true,
  presetAmountsPence: [2500, 5000],
  minPence: 1000,
  maxPence: 25000,
  validityMonths: 12,
  promoteFrom: "2026-11-20",
  promoteUntil: "2026-12-24",
};

describe("the owner's voucher settings form", () => {
  it("reads back what it shows", () => {
    expect(GiftVoucherSettingsFormSchema.parse(settingsToForm(saved))).toEqual(saved);
  });
  it("blank promotion days mean not promoted", () => {
    const form = { ...settingsToForm(saved), promoteFrom: "", promoteUntil: "" };
    expect(GiftVoucherSettingsFormSchema.parse(form)).toMatchObject({
      promoteFrom: null,
      promoteUntil: null,
    });
  });
  it("refuses a preset outside the limits", () => {
    const result = GiftVoucherSettingsFormSchema.safeParse({ ...settingsToForm(saved), presets: "5, 50" });
    expect(result.success).toBe(false);
  });
});
