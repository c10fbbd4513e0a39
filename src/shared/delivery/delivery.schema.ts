/** Delivery's API contract (issue 35): zones the owner draws, the switches, a postcode's check. */
import { z } from "zod";
import { TimeSchema } from "../opening-hours/opening-hours.schema";
import { boundedInt, calendarDate, MAX_PRICE_PENCE, penceSchema, singleLineText } from "../text.schema";
import { formatAreas, readAreas } from "./delivery-areas";

export const DELIVERY_ZONE_KINDS = ["postcodes", "radius"] as const;
const DeliveryZoneKindSchema = z.enum(DELIVERY_ZONE_KINDS);

export const RADIUS_NEEDS_GEOCODER_MESSAGE =
  "A radius zone needs a geocoder (GEOCODER_URL) to place postcodes; list postcode districts instead";
const MAX_LEAD_TIME_MINUTES = 240;
const MAX_RADIUS_MILES = 50;

export const DeliveryZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: DeliveryZoneKindSchema,
  areas: z.string(),
  radiusMiles: z.number().nullable(),
  feePence: z.number().int(),
  minOrderPence: z.number().int(),
  freeOverPence: z.number().int().nullable(),
  leadTimeMinutes: z.number().int(),
  isActive: z.boolean(),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

/** A zone as the owner saves it; the areas come back tidied ("nn1,nn3 1 - 4" is "NN1, NN3 1-4"). */
export const DeliveryZoneInputSchema = z
  .object({
    name: singleLineText().min(1, "Give the zone a name").max(60, "must be at most 60 characters"),
    kind: DeliveryZoneKindSchema,
    areas: z.string().max(2000, "must be at most 2000 characters").default(""),
    radiusMiles: z
      .number()
      .min(0.1, "The radius must be at least 0.1 miles")
      .max(MAX_RADIUS_MILES, `The radius must be at most ${MAX_RADIUS_MILES} miles`)
      .nullable()
      .default(null),
    feePence: penceSchema(MAX_PRICE_PENCE),
    minOrderPence: penceSchema(MAX_PRICE_PENCE),
    freeOverPence: penceSchema(MAX_PRICE_PENCE).nullable(),
    leadTimeMinutes: boundedInt(0, MAX_LEAD_TIME_MINUTES, {
      max: `The lead time must be at most ${MAX_LEAD_TIME_MINUTES} minutes`,
    }),
    isActive: z.boolean().default(true),
  })
  .superRefine((zone, ctx) => {
    if (zone.kind === "postcodes") {
      const areas = readAreas(zone.areas);
      if (!areas.ok) ctx.addIssue({ code: "custom", path: ["areas"], message: areas.message });
    } else if (zone.radiusMiles === null) {
      ctx.addIssue({ code: "custom", path: ["radiusMiles"], message: "Give the radius in miles" });
    }
    if (zone.freeOverPence !== null && zone.freeOverPence < zone.minOrderPence) {
      ctx.addIssue({
        code: "custom",
        path: ["freeOverPence"],
        message: "Free delivery cannot start below the zone's minimum order",
      });
    }
  })
  .transform((zone) => {
    const areas = zone.kind === "postcodes" ? readAreas(zone.areas) : null;
    return {
      ...zone,
      areas: areas?.ok ? formatAreas(areas.entries) : "",
      radiusMiles: zone.kind === "radius" ? Math.round((zone.radiusMiles ?? 0) * 10) / 10 : null,
    };
  });
export type DeliveryZoneInput = z.input<typeof DeliveryZoneInputSchema>;
export type DeliveryZoneValues = z.output<typeof DeliveryZoneInputSchema>;

const DeliveryWindowSchema = z
  .object({ start: TimeSchema, end: TimeSchema })
  .refine((w) => w.end > w.start, { message: "The delivery hours must end after they start", path: ["end"] });

/** Seven days, Sunday first, each a window or null (no delivery); null: the collection hours. */
const DeliveryHoursSchema = z
  .array(DeliveryWindowSchema.nullable())
  .length(7, "Give the delivery hours of all seven days")
  .nullable();

export const DeliverySettingsSchema = z.object({
  /** ISO instant until which delivery is paused; null when it runs. */
  pausedUntil: z.string().nullable(),
  deliveriesPerSlot: z.number().int(),
  cashOnDelivery: z.boolean(),
  hours: DeliveryHoursSchema,
  /** Whether radius zones can work here (a geocoder is configured). */
  geocoderConfigured: z.boolean(),
});
export type DeliverySettings = z.infer<typeof DeliverySettingsSchema>;

export const UpdateDeliverySettingsSchema = z.object({
  deliveriesPerSlot: boundedInt(1, 100, { min: "Drivers take at least 1 delivery a slot" }),
  cashOnDelivery: z.boolean(),
  /** Absent: unchanged. */
  hours: DeliveryHoursSchema.optional(),
});

/** Staff's switch for the evening: pause delivery until an instant, or resume (null). */
export const PauseDeliverySchema = z.object({ pausedUntil: z.iso.datetime({ offset: true }).nullable() });

export const DeliveryAdminSchema = z.object({
  zones: z.array(DeliveryZoneSchema),
  settings: DeliverySettingsSchema,
});
export type DeliveryAdmin = z.infer<typeof DeliveryAdminSchema>;

/** The zones as the public pages state them. */
export const PublicDeliverySchema = z.object({
  /** False with no active zone: delivery is not offered online. */
  offered: z.boolean(),
  /** The delivery hours (null: whenever the kitchen takes orders). */
  hours: DeliveryHoursSchema,
  zones: z.array(
    DeliveryZoneSchema.omit({ isActive: true }).extend({
      /** "for £2.50, minimum £15, free over £30" */
      terms: z.string(),
    }),
  ),
});
export type PublicDelivery = z.infer<typeof PublicDeliverySchema>;

export const DeliveryCheckQuerySchema = z.object({
  postcode: z.string().max(20, "Enter a full UK postcode, such as NN3 2AB"),
  basketPence: z.coerce.number().int().min(0).max(10_000_000).optional(),
  /** A later day the checkout's diner chose (order ahead): that day's delivery hours and offers. */
  collectionDate: calendarDate("Use a date as YYYY-MM-DD").optional(),
});

export const DeliveryCheckSchema = z.object({
  postcode: z.string(),
  outcode: z.string(),
  delivers: z.boolean(),
  /** "We deliver to NN3 for £2.50, minimum £15, free over £30" or "Sorry, we don't deliver to MK9 - ..." */
  message: z.string(),
  zone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  feePence: z.number().int().nullable(),
  minimumPence: z.number().int().nullable(),
  freeOverPence: z.number().int().nullable(),
  shortfallPence: z.number().int().nullable(),
  leadTimeMinutes: z.number().int().nullable(),
  /**
   * Today's earliest delivery time ("HH:MM", London): now plus the zone's lead time, the rule the
   * order is held to; null when the postcode is not delivered to or the lead time runs past midnight.
   */
  earliestTime: z.string().nullable(),
  /** The last delivery time today when the owner set delivery hours; null: the collection hours. */
  latestTime: z.string().nullable(),
  /** The "Free delivery" promotion that took the fee away, when one did. */
  promotionTitle: z.string().nullable(),
});
export type DeliveryCheck = z.infer<typeof DeliveryCheckSchema>;
