import { z } from "zod";
import { type DeliveryZone, DeliveryZoneInputSchema } from "@shared/delivery/delivery.schema";
import { formatPounds, parsePounds } from "@shared/money";
import { into } from "@web/lib/form-schema";

/** Pounds as typed ("2.50", "£2.50"); blank is nothing, for the free-over threshold. */
const pounds = (message: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const pence = parsePounds(v);
      if (pence === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return pence;
    });

/** What the zone form holds (text, as inputs give it) and how it becomes the shared input. */
export const DeliveryZoneFormSchema = z
  .object({
    name: z.string(),
    kind: z.enum(["postcodes", "radius"]),
    areas: z.string(),
    radiusMiles: z.string().trim(),
    fee: z
      .string()
      .trim()
      .transform((v) => (v === "" ? "0" : v))
      .pipe(pounds("Give the fee in pounds, such as 2.50")),
    minOrder: z
      .string()
      .trim()
      .transform((v) => (v === "" ? "0" : v))
      .pipe(pounds("Give the minimum in pounds, such as 15")),
    freeOver: z
      .string()
      .trim()
      .transform((v, ctx) => {
        if (v === "") return null;
        const pence = parsePounds(v);
        if (pence === null) {
          ctx.addIssue({ code: "custom", message: "Give the amount in pounds, or leave it blank" });
          return z.NEVER;
        }
        return pence;
      }),
    leadTimeMinutes: z
      .string()
      .trim()
      .regex(/^\d+$/, "Give the lead time in whole minutes")
      .transform(Number),
    isActive: z.boolean(),
  })
  .transform((f) => ({
    name: f.name,
    kind: f.kind,
    areas: f.kind === "postcodes" ? f.areas : "",
    radiusMiles: f.kind === "radius" && f.radiusMiles !== "" ? Number(f.radiusMiles) : null,
    feePence: f.fee,
    minOrderPence: f.minOrder,
    freeOverPence: f.freeOver,
    leadTimeMinutes: f.leadTimeMinutes,
    isActive: f.isActive,
  }))
  .transform(
    into(DeliveryZoneInputSchema, {
      feePence: "fee",
      minOrderPence: "minOrder",
      freeOverPence: "freeOver",
    }),
  );
export type DeliveryZoneFormValues = z.input<typeof DeliveryZoneFormSchema>;

export function zoneFormValues(zone: DeliveryZone | null): DeliveryZoneFormValues {
  return {
    name: zone?.name ?? "",
    kind: zone?.kind ?? "postcodes",
    areas: zone?.areas ?? "",
    radiusMiles:
      zone?.radiusMiles === null || zone?.radiusMiles === undefined ? "" : String(zone.radiusMiles),
    fee: zone ? formatPounds(zone.feePence) : "",
    minOrder: zone ? formatPounds(zone.minOrderPence) : "",
    freeOver:
      zone?.freeOverPence === null || zone?.freeOverPence === undefined
        ? ""
        : formatPounds(zone.freeOverPence),
    leadTimeMinutes: zone ? String(zone.leadTimeMinutes) : "45",
    isActive: zone?.isActive ?? true,
  };
}

/** How long staff's "Pause delivery" lasts, in minutes ("tonight": until the end of the day). */
export const DELIVERY_PAUSE_CHOICES = ["30", "60", "120", "tonight"] as const;
export const DELIVERY_PAUSE_LABELS: Readonly<Record<string, string>> = {
  30: "30 minutes",
  60: "1 hour",
  120: "2 hours",
  tonight: "the rest of tonight",
};
