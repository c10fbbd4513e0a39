/** Drivers and their deliveries (issue 35 item 4): staff accounts with a driver role, one tap each. */
import { z } from "zod";
import { IdSchema, multiLineText } from "../text.schema";

export const DriverSchema = z.object({ id: z.number().int(), username: z.string() });
export type Driver = z.infer<typeof DriverSchema>;

/** The owner gives or takes a staff account's driver role. */
export const SetDriverRoleSchema = z.object({ isDriver: z.boolean() });

/** Staff assign a delivery to a driver in one tap (null: nobody yet). */
export const AssignDriverSchema = z.object({ driverId: IdSchema.nullable() });

const DELIVERY_PROGRESS = ["out", "delivered", "failed"] as const;
export const COULD_NOT_DELIVER_REASON_MESSAGE = "Say why it could not be delivered";

/** A driver's tap: out for delivery, delivered, or could not deliver with a reason. */
export const DeliveryProgressSchema = z
  .object({
    status: z.enum(DELIVERY_PROGRESS),
    reason: multiLineText()
      .max(200, "The reason must be at most 200 characters")
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
  })
  .superRefine((body, ctx) => {
    if (body.status === "failed" && !body.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: COULD_NOT_DELIVER_REASON_MESSAGE });
    }
  });
export type DeliveryProgress = z.input<typeof DeliveryProgressSchema>;

/** One delivery on the driver's phone. */
export const DriverDeliverySchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** The slot the kitchen works to ("13:00"). */
  collectionTime: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  /** "tel:07700900123" */
  phoneLink: z.string(),
  address: z.string(),
  postcode: z.string(),
  mapLink: z.string(),
  notes: z.string().nullable(),
  zoneName: z.string().nullable(),
  /** What the driver takes in cash (0 when it is paid). */
  amountToCollectPence: z.number().int(),
  /** The diner's tip inside that amount (0 when nothing is to collect). */
  tipPence: z.number().int(),
  status: z.enum(DELIVERY_PROGRESS).nullable(),
  failureReason: z.string().nullable(),
});
export type DriverDelivery = z.infer<typeof DriverDeliverySchema>;

export const DriverDeliveriesSchema = z.object({
  driver: DriverSchema,
  date: z.string(),
  deliveries: z.array(DriverDeliverySchema),
});
export type DriverDeliveries = z.infer<typeof DriverDeliveriesSchema>;

/** A plain map search, no map SDK: Google Maps' documented search URL. */
export function mapLink(address: string, postcode: string): string {
  const query = [address.replace(/\s*\r?\n\s*/g, ", "), postcode].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A tap-to-call link: the digits (and a leading +) only. */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

/**
 * A day's or a range's delivery money (issue 35 item 5; the rule: src/shared/delivery/delivery-money.ts):
 * fees charged, fees refunded and the cash each driver took.
 */
export const DeliveryMoneySchema = z.object({
  /**
   * Paid, not cancelled delivery orders delivered in the period (by collection date), and the fees
   * in them (part of the takings, not extra).
   */
  deliveries: z.number().int(),
  deliveryFeesPence: z.number().int(),
  /** What the refunds made in the period (on the day each was made) gave back of delivery fees. */
  feesRefundedPence: z.number().int(),
  /** Cash taken on the doorstep, per driver: what each hands in at the cash-up. */
  drivers: z.array(
    z.object({
      driverId: z.number().int().nullable(),
      username: z.string(),
      deliveries: z.number().int(),
      /** The orders' cash (in the counter cash line, net of refunds). */
      cashCollectedPence: z.number().int(),
      /** The diners' tips taken with that cash (the day's tips, not takings; issue 40). */
      tipsCollectedPence: z.number().int(),
    }),
  ),
  cashCollectedPence: z.number().int(),
});
export type DeliveryMoney = z.infer<typeof DeliveryMoneySchema>;
