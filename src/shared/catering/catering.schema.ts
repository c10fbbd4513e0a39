/**
 * Catering orders (issue 39 item 3, decision 0056): the owner's catering menu and terms, a diner's
 * request for a day at least the lead time ahead, the owner's decision, and the deposit or full
 * payment. Every price is the server's; the browser sends what was chosen, never a sum.
 */
import { z } from "zod";
import { PROVIDER_PAYMENT_SCHEMAS } from "../payments/payment.schema";
import {
  boundedInt,
  calendarDate,
  IdSchema,
  multiLineText,
  penceSchema,
  singleLineText,
} from "../text.schema";

const pence = z.number().int();

export const CATERING_PRICINGS = ["per_head", "tray"] as const;
export type CateringPricing = (typeof CATERING_PRICINGS)[number];
export const CATERING_PRICING_LABELS: Record<CateringPricing, string> = {
  per_head: "Per head",
  tray: "Per tray",
};

export const CATERING_STATUSES = ["requested", "confirmed", "declined", "cancelled"] as const;
export type CateringStatus = (typeof CATERING_STATUSES)[number];
export const CATERING_STATUS_LABELS: Record<CateringStatus, string> = {
  requested: "Waiting for the restaurant",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
};

export const CATERING_FULFILMENTS = ["collection", "delivery"] as const;
export type CateringFulfilment = (typeof CATERING_FULFILMENTS)[number];

/** The most guests one request takes: beyond it the owner talks to the diner first. */
const MAX_CATERING_GUESTS = 1000;

/* ------------------------------------------------------------------ the owner's terms and menu */

export const CateringSettingsSchema = z.object({
  /** Off until the owner switches it on: the form then says catering is not taken online. */
  enabled: z.boolean(),
  /** How long before the event a request must come (hours). */
  leadTimeHours: boundedInt(1, 24 * 60),
  /** The least a request's dishes may come to, before any discount (0: no minimum). */
  minimumPence: penceSchema(),
  /** The share of the total paid online to hold the day, once confirmed (100: pay in full). */
  depositPercent: boundedInt(1, 100),
  /** What delivering a catering order costs (0: free); collection costs nothing. */
  deliveryChargePence: penceSchema(),
  /** Whether a request may be delivered at all. */
  deliveryOffered: z.boolean(),
});
export type CateringSettings = z.infer<typeof CateringSettingsSchema>;

export const CateringItemInputSchema = z
  .object({
    name: singleLineText().min(1, "Enter the dish or menu's name").max(100),
    description: multiLineText().max(500).default(""),
    pricing: z.enum(CATERING_PRICINGS),
    pricePence: boundedInt(1, 1_000_000, { min: "Enter a price above zero" }),
    /** How many a tray feeds; null for a per-head price. */
    serves: boundedInt(1, 500).nullable().default(null),
    /** VAT in basis points (2000 = 20%): hot food is standard-rated. */
    vatRateBasisPoints: z.union([z.literal(2000), z.literal(500), z.literal(0)]).default(2000),
    isAvailable: z.boolean().default(true),
    sortOrder: boundedInt(0, 10_000).default(0),
  })
  .refine((i) => i.pricing !== "tray" || i.serves !== null, {
    message: "Say how many a tray serves",
    path: ["serves"],
  });
export type CateringItemInput = z.input<typeof CateringItemInputSchema>;

export const CateringItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  pricing: z.enum(CATERING_PRICINGS),
  pricePence: pence,
  serves: z.number().int().nullable(),
  vatRateBasisPoints: z.number().int(),
  isAvailable: z.boolean(),
  sortOrder: z.number().int(),
});
export type CateringItem = z.infer<typeof CateringItemSchema>;

/** What the public form reads: the terms, the dishes on offer, and the first day it may ask for. */
export const CateringOfferSchema = z.object({
  enabled: z.boolean(),
  leadTimeHours: z.number().int(),
  minimumPence: pence,
  depositPercent: z.number().int(),
  deliveryOffered: z.boolean(),
  deliveryChargePence: pence,
  /** The first London day the lead time allows (its later hours may still be too soon). */
  earliestDate: z.string(),
  items: z.array(CateringItemSchema),
  payment: z.object({
    testMode: z.boolean(),
    stripePublishableKey: z.string().nullable(),
    paypalClientId: z.string().nullable(),
  }),
});
export type CateringOffer = z.infer<typeof CateringOfferSchema>;

/* ------------------------------------------------------------------ a diner's request */

const CateringLineRequestSchema = z.object({
  itemId: IdSchema,
  quantity: boundedInt(1, 5000, { min: "must be at least 1" }),
});

const EVENT_TIME_MESSAGE = "Enter the time as HH:MM";
const cateringEmail = z.string().trim().toLowerCase().email("Enter a valid email address").max(255);

/** What a quote needs: the day, the guests and what they will eat (and a code). */
export const CateringQuoteRequestSchema = z.object({
  eventDate: calendarDate("Choose the date of your event"),
  eventTime: z.string(EVENT_TIME_MESSAGE).regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_TIME_MESSAGE),
  guests: boundedInt(1, MAX_CATERING_GUESTS, { min: "Enter the number of guests" }),
  fulfilment: z.enum(CATERING_FULFILMENTS),
  lines: z.array(CateringLineRequestSchema).min(1, "Choose at least one dish or menu").max(40),
  couponCode: singleLineText()
    .max(40)
    .transform((c) => c.toUpperCase())
    .nullish()
    .transform((c) => (c ? c : null)),
  /**
   * Who is asking: a first-order code is judged against this address's earlier catering orders.
   * A quote before the address is typed judges it as a first order; the request itself needs one.
   */
  email: cateringEmail.nullish().transform((e) => e ?? null),
});
export type CateringQuoteRequest = z.input<typeof CateringQuoteRequestSchema>;

export const CateringRequestSchema = CateringQuoteRequestSchema.extend({
  email: cateringEmail,
  contactName: singleLineText().min(1, "Enter your name").max(100),
  phone: singleLineText()
    .min(1, "Enter a phone number")
    .max(20, "Phone number must be at most 20 characters")
    .regex(/^[0-9+()\-\s]+$/, "Please enter a phone number"),
  companyName: singleLineText().max(160).default(""),
  /** Where an invoice goes (a company's billing address), if not the delivery address. */
  billingAddress: multiLineText().max(300).default(""),
  deliveryAddress: multiLineText().max(200).default(""),
  deliveryPostcode: singleLineText().max(20).default(""),
  notes: multiLineText().max(1000).default(""),
});
export type CateringRequest = z.input<typeof CateringRequestSchema>;

const CateringPricedLineSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  pricing: z.enum(CATERING_PRICINGS),
  unitPricePence: pence,
  quantity: z.number().int(),
  serves: z.number().int().nullable(),
  linePence: pence,
  vatRateBasisPoints: z.number().int(),
});
export type CateringPricedLine = z.infer<typeof CateringPricedLineSchema>;

export const CateringQuoteSchema = z.object({
  lines: z.array(CateringPricedLineSchema),
  subtotalPence: pence,
  discountPence: pence,
  discountTitle: z.string().nullable(),
  couponCode: z.string().nullable(),
  /** Why the code was not applied, in the diner's words. */
  couponError: z.string().nullable(),
  deliveryChargePence: pence,
  totalPence: pence,
  depositPence: pence,
  /** How far the dishes are below the minimum (0 when it is met). */
  belowMinimumPence: pence,
  /** Per-head dishes cover this many guests: the form says when it is fewer than the guests. */
  headsCovered: z.number().int(),
});
export type CateringQuote = z.infer<typeof CateringQuoteSchema>;

export const CreateCateringResponseSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** The diner's secret for this request's page (shown once; sent as X-Catering-Token). */
  token: z.string(),
});

const CateringPaymentSchema = z.object({
  kind: z.enum(["deposit", "balance", "full"]),
  amountPence: pence,
  method: z.string(),
  paidAt: z.string(),
});

/** The diner's page: the request as priced, where it stands, and what is left to pay. */
export const CateringOrderSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(CATERING_STATUSES),
  eventDate: z.string(),
  eventTime: z.string(),
  guests: z.number().int(),
  fulfilment: z.enum(CATERING_FULFILMENTS),
  contactName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  deliveryAddress: z.string(),
  deliveryPostcode: z.string(),
  notes: z.string(),
  lines: z.array(CateringPricedLineSchema),
  subtotalPence: pence,
  discountPence: pence,
  discountTitle: z.string().nullable(),
  couponCode: z.string().nullable(),
  deliveryChargePence: pence,
  totalPence: pence,
  depositPence: pence,
  paidPence: pence,
  /** What the diner may pay now: the deposit (or all of it), then the balance. */
  dueNow: z.object({ depositPence: pence, fullPence: pence }).nullable(),
  ownerMessage: z.string(),
  payments: z.array(CateringPaymentSchema),
  createdAt: z.string(),
});
export type CateringOrder = z.infer<typeof CateringOrderSchema>;

/** The owner's decision, with the words the diner reads in the mail. */
export const CateringDecisionSchema = z.object({
  decision: z.enum(["confirm", "decline"]),
  message: multiLineText().max(1000).default(""),
});
export type CateringDecision = z.input<typeof CateringDecisionSchema>;

export const CateringListQuerySchema = z.object({
  status: z.enum([...CATERING_STATUSES, "all"]).default("all"),
});

export const CateringOrderListSchema = z.object({ orders: z.array(CateringOrderSchema) });
export type CateringOrderList = z.infer<typeof CateringOrderListSchema>;

/** Which part the diner pays: the deposit (or the whole), and later what is left. */
const CATERING_PAY_PARTS = ["deposit", "full"] as const;
export type CateringPayPart = (typeof CATERING_PAY_PARTS)[number];
export const CateringPayPartSchema = z.object({ part: z.enum(CATERING_PAY_PARTS) });

export const PayCateringRequestSchema = z.discriminatedUnion("paymentMethod", [
  ...PROVIDER_PAYMENT_SCHEMAS,
  /** Demo mode's simulated payment, refused on a site with real payments. */
  z.object({ paymentMethod: z.literal("test"), part: z.enum(CATERING_PAY_PARTS) }),
]);
export type PayCateringRequest = z.infer<typeof PayCateringRequestSchema>;
