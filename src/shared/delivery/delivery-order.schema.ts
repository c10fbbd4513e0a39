/**
 * A diner's delivery order on the wire (issue 35 item 2): where it goes, the driver's notes and
 * whether the driver takes cash. The server normalises the postcode, finds the zone and prices the
 * fee; nothing priced travels from the client.
 */
import { z } from "zod";
import { formatPence } from "../money";
import { multiLineText, singleLineText } from "../text.schema";

const FULFILMENTS = ["collection", "delivery"] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const DeliveryAddressSchema = z.object({
  /** The address lines as the diner writes them (street, house, town). */
  address: multiLineText()
    .min(1, "Missing Information - Delivery Address is required")
    .max(200, "The delivery address must be at most 200 characters"),
  postcode: singleLineText()
    .min(1, "Missing Information - Postcode is required")
    .max(20, "Enter a full UK postcode, such as NN3 2AB"),
  notes: multiLineText()
    .max(300, "Delivery notes must be at most 300 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Pay the driver in cash (only where the owner allows it). */
  payOnDelivery: z.boolean().optional().default(false),
});
export type DeliveryAddressInput = z.input<typeof DeliveryAddressSchema>;
export type DeliveryAddress = z.output<typeof DeliveryAddressSchema>;

/** The delivery the server priced, beside the quote's other lines. */
export const QuoteDeliverySchema = z.object({
  postcode: z.string(),
  zone: z.object({ id: z.number().int(), name: z.string() }),
  /** What delivery costs this basket (0 when free). */
  feePence: z.number().int(),
  /** The zone's fee before a threshold or an offer took it away. */
  standardFeePence: z.number().int(),
  /** "Delivery", "Delivery (free over £30)" or "Delivery (Free delivery offer)". */
  label: z.string(),
  minimumPence: z.number().int(),
  freeOverPence: z.number().int().nullable(),
  /** How much more food the basket needs to reach the zone's minimum (0 when it does). */
  shortfallPence: z.number().int(),
  leadTimeMinutes: z.number().int(),
  /** "We deliver to NN3 for £2.50, minimum £15, free over £30". */
  message: z.string(),
  /** Whether the diner may pay the driver in cash. */
  cashOnDeliveryAllowed: z.boolean(),
});
export type QuoteDelivery = z.infer<typeof QuoteDeliverySchema>;

/** The delivery facts an order carries for the kitchen, the driver and the diner. */
/** A member's address from their last delivery, for the checkout to fill in; nulls when none. */
export const SavedDeliveryAddressSchema = z.object({
  address: z.string().nullable(),
  postcode: z.string().nullable(),
});
export type SavedDeliveryAddress = z.infer<typeof SavedDeliveryAddressSchema>;

export const OrderDeliverySchema = z.object({
  address: z.string(),
  postcode: z.string(),
  zoneName: z.string().nullable(),
  feePence: z.number().int(),
  notes: z.string().nullable(),
  payOnDelivery: z.boolean(),
  driverId: z.number().int().nullable(),
  driverName: z.string().nullable().optional(),
  /** null until it leaves the kitchen. */
  status: z.enum(["out", "delivered", "failed"]).nullable(),
  failureReason: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;

/** What the diner's live page says of a delivery. */
export const TrackingDeliverySchema = z.object({
  postcode: z.string(),
  feePence: z.number().int(),
  payOnDelivery: z.boolean(),
  status: z.enum(["out", "delivered", "failed"]).nullable(),
  /** "Out for delivery", "Delivered", "Could not deliver"; null before it leaves. */
  statusWords: z.string().nullable(),
});
export type TrackingDelivery = z.infer<typeof TrackingDeliverySchema>;

/** A delivery's progress in the diner's words. */
export function deliveryStatusWords(status: OrderDelivery["status"]): string | null {
  if (status === "out") return "Out for delivery";
  if (status === "delivered") return "Delivered";
  if (status === "failed") return "Could not deliver";
  return null;
}

/** The refusal below a zone's minimum (as the collection minimum says it). */
export function deliveryMinimumMessage(
  outcode: string,
  minimumPence: number,
  shortfallPence: number,
): string {
  return `The minimum order for delivery to ${outcode} is ${formatPence(minimumPence)}. Add ${formatPence(shortfallPence)} more to order for delivery.`;
}
