/**
 * The whole data model (spec section 3) plus what a real product needs beyond it.
 *
 * Money is integer pence everywhere (columns end in `_pence`); it becomes "£12.34" only at the
 * API and UI edges. Percentages are numeric(5,2), quantities numeric(10,3), hours numeric(5,2),
 * as the spec's precisions say.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => integer(name);
const hhmm = (name: string) => varchar(name, { length: 5 });

/** Which parts of the first-start seed have run, so a restart never re-adds what staff deleted. */
export const seedMarks = pgTable("seed_marks", {
  name: varchar("name", { length: 50 }).primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------ staff and sessions */

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: varchar("username", { length: 50 }).notNull().unique(),
  /** argon2id hash, never the password itself. */
  password: text("password").notNull(),
  /**
   * owner: everything; staff: orders, menu availability, reservations and messages. New accounts
   * are staff unless an owner says otherwise; the first account (ADMIN_USERNAME) is an owner.
   */
  role: varchar("role", { length: 10 }).$type<"owner" | "staff">().notNull().default("staff"),
  /** A disabled account cannot sign in and its sessions were ended when it was disabled. */
  isDisabled: boolean("is_disabled").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Who changed money, employees, settings or accounts, when, and what: written for every successful
 * write in the owner-only scope. Secrets (passwords, National Insurance numbers) are redacted
 * before they get here.
 */
export const auditLog = pgTable("audit_log", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  /** Null once the account is gone; the username below keeps who it was. */
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  username: varchar("username", { length: 50 }).notNull(),
  /** "PUT /api/admin/settings": the route, as registered. */
  action: varchar("action", { length: 120 }).notNull(),
  entity: varchar("entity", { length: 50 }).notNull(),
  entityId: varchar("entity_id", { length: 50 }),
  summary: text("summary").notNull(),
  before: jsonb("before"),
  after: jsonb("after"),
});

/** Server-side sessions for staff and customers; the cookie holds a random token, we store its SHA-256. */
export const sessions = pgTable("sessions", {
  id: varchar("id", { length: 64 }).primaryKey(),
  kind: varchar("kind", { length: 10 }).$type<"admin" | "customer">().notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per account (admin username or customer email), so a password guesser is stopped
 * whatever address it comes from. Keyed by a SHA-256 of "kind:identifier": what strangers type
 * into the username box (sometimes a password) is never stored.
 */
export const signInFailures = pgTable("sign_in_failures", {
  key: varchar("key", { length: 64 }).primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/* ------------------------------------------------------------------ customers and loyalty */

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    firstName: varchar("first_name", { length: 50 }).notNull(),
    lastName: varchar("last_name", { length: 50 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    phone: varchar("phone", { length: 20 }).notNull(),
    /** argon2id hash. */
    password: text("password").notNull(),
    dateOfBirth: date("date_of_birth"),
    address: text("address"),
    postcode: varchar("postcode", { length: 10 }),
    city: varchar("city", { length: 50 }),
    isVerified: boolean("is_verified").notNull().default(false),
    totalOrders: integer("total_orders").notNull().default(0),
    totalSpentPence: money("total_spent_pence").notNull().default(0),
    loyaltyPoints: integer("loyalty_points").notNull().default(0),
    preferredCuisine: varchar("preferred_cuisine", { length: 50 }),
    dietaryRequirements: text("dietary_requirements"),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Emails are unique whatever their case.
  (t) => [uniqueIndex("customers_email_lower_unique").on(sql`lower(${t.email})`)],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: serial("id").primaryKey(),
  email: varchar("email", { length: 255 }).notNull(),
  /** SHA-256 of the token sent by email; the token itself is never stored. */
  token: varchar("token", { length: 64 }).notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  used: boolean("used").notNull().default(false),
  createdAt: createdAt(),
});

export const coupons = pgTable("coupons", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 20 }).notNull().unique(),
  title: varchar("title", { length: 100 }).notNull(),
  description: text("description"),
  /** percentage | fixed_amount */
  type: varchar("type", { length: 20 }).$type<"percentage" | "fixed_amount">().notNull(),
  /** Percent for percentage coupons, pence for fixed-amount ones. */
  value: integer("value").notNull(),
  minimumOrderPence: money("minimum_order_pence").notNull().default(0),
  maximumDiscountPence: money("maximum_discount_pence"),
  usageLimit: integer("usage_limit").notNull().default(1),
  totalUsageLimit: integer("total_usage_limit"),
  totalUsed: integer("total_used").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  validFrom: timestamp("valid_from", { withTimezone: true }),
  validUntil: timestamp("valid_until", { withTimezone: true }),
  applicableCategories: jsonb("applicable_categories").$type<string[] | null>(),
  firstTimeCustomersOnly: boolean("first_time_customers_only").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * One row per use of a promotion by a signed-in customer (the per-customer limit counts these).
 * couponId is the spec's field, kept for uses recorded before coupons were merged into offers;
 * new uses name the promotion in offerId.
 */
export const customerCoupons = pgTable("customer_coupons", {
  id: serial("id").primaryKey(),
  customerId: integer("customer_id")
    .notNull()
    .references(() => customers.id, { onDelete: "cascade" }),
  couponId: integer("coupon_id").references(() => coupons.id),
  offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  orderId: integer("order_id").references(() => onlineOrders.id),
  discountAppliedPence: money("discount_applied_pence").notNull(),
});

export const customerRewards = pgTable("customer_rewards", {
  id: serial("id").primaryKey(),
  customerId: integer("customer_id")
    .notNull()
    .references(() => customers.id, { onDelete: "cascade" }),
  type: varchar("type", { length: 30 }).notNull(),
  title: varchar("title", { length: 100 }).notNull(),
  description: text("description"),
  couponCode: varchar("coupon_code", { length: 20 }),
  pointsEarned: integer("points_earned").notNull().default(0),
  isRedeemed: boolean("is_redeemed").notNull().default(false),
  redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: varchar("email", { length: 255 }).notNull().unique(),
  firstName: varchar("first_name", { length: 50 }),
  lastName: varchar("last_name", { length: 50 }),
  isActive: boolean("is_active").notNull().default(true),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

/* ------------------------------------------------------------------ menu */

/** Uploaded images, re-encoded to WebP; one row per size so each is served from its own cacheable URL. */
export const images = pgTable(
  "images",
  {
    id: serial("id").primaryKey(),
    /** Groups the sizes of one upload. */
    groupId: varchar("group_id", { length: 36 }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    mimeType: varchar("mime_type", { length: 50 }).notNull(),
    byteSize: integer("byte_size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("images_group_width_unique").on(t.groupId, t.width)],
);

export const menuItems = pgTable("menu_items", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull(),
  description: text("description").notNull().default(""),
  pricePence: money("price_pence").notNull(),
  category: varchar("category", { length: 30 }).notNull(),
  /** Public URL of the image (largest size), or null for 'Photo coming soon'. */
  image: text("image"),
  /** The spec's embedded-image fields: here a reference to the uploaded image group. */
  imageData: varchar("image_data", { length: 36 }),
  imageMimeType: varchar("image_mime_type", { length: 50 }),
  imageSize: integer("image_size"),
  isVegetarian: boolean("is_vegetarian").notNull().default(false),
  isNonVegetarian: boolean("is_non_vegetarian").notNull().default(false),
  isSpicy: boolean("is_spicy").notNull().default(false),
  /** Keys of the 14 UK allergens (src/shared/menu/allergens.ts). */
  allergens: jsonb("allergens").$type<string[]>().notNull().default([]),
  /** The lasting sold-out switch. */
  isAvailable: boolean("is_available").notNull().default(true),
  /** 'Sold out today': unavailable until this restaurant-local date (exclusive). */
  soldOutUntil: date("sold_out_until"),
  orderIndex: integer("order_index").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A dish's option groups (spice level, size, add-ons) and, for a meal deal, the courses whose
 * choices are other dishes. minChoices 0 = optional; maxChoices 1 = single choice.
 */
export const menuOptionGroups = pgTable("menu_option_groups", {
  id: serial("id").primaryKey(),
  menuItemId: integer("menu_item_id")
    .notNull()
    .references(() => menuItems.id, { onDelete: "cascade" }),
  name: varchar("name", { length: 60 }).notNull(),
  minChoices: integer("min_choices").notNull().default(0),
  maxChoices: integer("max_choices").notNull().default(1),
  /** Whether one choice may be picked more than once (two garlic naans in a meal deal). */
  allowRepeats: boolean("allow_repeats").notNull().default(false),
  orderIndex: integer("order_index").notNull().default(0),
});

export const menuOptionChoices = pgTable("menu_option_choices", {
  id: serial("id").primaryKey(),
  groupId: integer("group_id")
    .notNull()
    .references(() => menuOptionGroups.id, { onDelete: "cascade" }),
  name: varchar("name", { length: 100 }).notNull(),
  /** Added to the dish's price per unit (may be negative, e.g. a smaller size). */
  priceDeltaPence: money("price_delta_pence").notNull().default(0),
  /** A meal deal's choice is another dish: it is sold out when that dish is; deleting the dish removes the choice. */
  linkedMenuItemId: integer("linked_menu_item_id").references(() => menuItems.id, { onDelete: "cascade" }),
  isAvailable: boolean("is_available").notNull().default(true),
  orderIndex: integer("order_index").notNull().default(0),
});

/** The uploaded menu PDF (one current row); without one, a PDF is generated from the menu. */
export const menuPdfs = pgTable("menu_pdfs", {
  id: serial("id").primaryKey(),
  fileName: varchar("file_name", { length: 255 }).notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

export const chefs = pgTable("chefs", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull(),
  specialty: varchar("specialty", { length: 150 }).notNull(),
  experience: varchar("experience", { length: 50 }).notNull(),
  /** A URL or an uploaded image's URL. */
  photo: text("photo"),
  description: text("description").notNull(),
  order: integer("order").notNull().default(1),
  createdAt: createdAt(),
});

/* ------------------------------------------------------------------ guests' requests */

export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    phone: varchar("phone", { length: 20 }).notNull(),
    email: varchar("email", { length: 255 }),
    date: date("date").notNull(),
    time: hhmm("time").notNull(),
    guests: integer("guests").notNull(),
    notes: text("notes"),
    /** One of RESERVATION_STATUSES (src/shared/reservations/reservation-status.ts). */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    /** 'online' (the home page form) or 'phone' (added by staff). */
    source: varchar("source", { length: 10 }).notNull().default("online"),
    /** What staff said when confirming or declining, sent to the diner. */
    staffMessage: text("staff_message"),
    /** Claimed by the reminder job before it sends, so no reminder goes out twice. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("reservations_date_time_idx").on(t.date, t.time)],
);

/**
 * The diner's private links to a booking: each mail carries a fresh random token, and only its
 * SHA-256 is stored, so every link the diner received keeps working and a database leak reveals none.
 */
export const reservationLinks = pgTable("reservation_links", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  reservationId: integer("reservation_id")
    .notNull()
    .references(() => reservations.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  firstName: varchar("first_name", { length: 50 }).notNull(),
  lastName: varchar("last_name", { length: 50 }).notNull(),
  email: varchar("email", { length: 255 }).notNull(),
  /** reservation | event | catering | feedback | other */
  subject: varchar("subject", { length: 20 }).notNull(),
  message: text("message").notNull(),
  /** unread | read */
  status: varchar("status", { length: 20 }).notNull().default("unread"),
  createdAt: createdAt(),
});

/* ------------------------------------------------------------------ orders and payment */

/** A chosen option as ordered: a snapshot, so later menu edits never change a placed order. */
export interface StoredOrderItemOption {
  choiceId: number;
  group: string;
  name: string;
  priceDeltaPence: number;
  /** A meal deal's dish with its own choices (spice level); absent on other options. */
  options?: Omit<StoredOrderItemOption, "options">[];
}

export interface StoredOrderItem {
  id: number;
  name: string;
  /** The unit price including the chosen options. */
  pricePence: number;
  /** Absent on orders placed before dish options existed. */
  options?: StoredOrderItemOption[];
  quantity: number;
  isVegetarian: boolean;
  isSpicy: boolean;
  allergens: string[];
  specialInstructions?: string;
  /** The dish's category when ordered (promotions match on it); absent on orders from before promotions. */
  category?: string;
}

/** A promotion (or the loyalty points) applied to an order: its own line on every view of the order. */
export interface StoredPromotionLine {
  promotionId: number | null;
  title: string;
  kind: "percent_off" | "amount_off" | "free_item" | "bundle_price" | "points";
  code: string | null;
  amountPence: number;
}

export const onlineOrders = pgTable("online_orders", {
  id: serial("id").primaryKey(),
  orderNumber: varchar("order_number", { length: 20 }).notNull().unique(),
  customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
  customerName: varchar("customer_name", { length: 100 }).notNull(),
  customerPhone: varchar("customer_phone", { length: 20 }).notNull(),
  customerEmail: varchar("customer_email", { length: 255 }),
  items: jsonb("items").$type<StoredOrderItem[]>().notNull(),
  subtotalPence: money("subtotal_pence").notNull(),
  discountPence: money("discount_pence").notNull().default(0),
  /** What the diner pays: computed by the server from database prices, never taken from the client. */
  totalPence: money("total_pence").notNull(),
  /** Human-readable list of the discounts applied, e.g. "10% off collection orders over £30". */
  discountLabel: text("discount_label"),
  couponCode: varchar("coupon_code", { length: 20 }),
  offerId: integer("offer_id"),
  /** Every promotion applied, each its own line; subtotal minus these is the total. Empty on older orders. */
  promotions: jsonb("promotions").$type<StoredPromotionLine[]>().notNull().default([]),
  /** Loyalty points spent on this order (returned to the customer on a refund). */
  pointsRedeemed: integer("points_redeemed").notNull().default(0),
  /** pending | completed | refunded | partially_refunded */
  paymentStatus: varchar("payment_status", { length: 20 }).notNull().default("pending"),
  paymentId: varchar("payment_id", { length: 255 }),
  /** stripe | paypal | test */
  paymentMethod: varchar("payment_method", { length: 20 }),
  /** Provider object created for this order (Stripe PaymentIntent id, PayPal order id). */
  paymentProviderRef: varchar("payment_provider_ref", { length: 255 }),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  refundedPence: money("refunded_pence").notNull().default(0),
  /** received | preparing | ready | collected | cancelled */
  orderStatus: varchar("order_status", { length: 20 }).notNull().default("received"),
  collectionTime: varchar("collection_time", { length: 10 }).notNull(),
  collectionDate: varchar("collection_date", { length: 12 }).notNull(),
  specialInstructions: text("special_instructions"),
  /**
   * SHA-256 (hex) of the Idempotency-Key, never the key itself: with the request hash it derives the
   * order's access token on a replay, so the database alone cannot.
   */
  idempotencyKey: varchar("idempotency_key", { length: 100 }).unique(),
  /** SHA-256 (hex) of the canonical request body that placed the order under its Idempotency-Key. */
  requestHash: varchar("request_hash", { length: 64 }),
  /** SHA-256 (hex) of the per-order secret a guest shows (X-Order-Token) to pay for the order. */
  accessTokenHash: varchar("access_token_hash", { length: 64 }),
  /** SHA-256 (hex) of the client's address, for the daily cap on unpaid orders per address. */
  clientIpHash: varchar("client_ip_hash", { length: 64 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  printedAt: timestamp("printed_at", { withTimezone: true }),
  /** Set once when the paid order's loyalty points and totals are credited, so that happens exactly once. */
  loyaltyRecordedAt: timestamp("loyalty_recorded_at", { withTimezone: true }),
});

/** Orders booked per collection slot: an atomic counter row keeps kitchen capacity under concurrency. */
export const collectionSlotBookings = pgTable(
  "collection_slot_bookings",
  {
    collectionDate: varchar("collection_date", { length: 12 }).notNull(),
    collectionTime: varchar("collection_time", { length: 10 }).notNull(),
    ordersCount: integer("orders_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionDate, t.collectionTime] })],
);

export const orderRefunds = pgTable("order_refunds", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => onlineOrders.id),
  amountPence: money("amount_pence").notNull(),
  provider: varchar("provider", { length: 20 }).notNull(),
  providerRefundId: varchar("provider_refund_id", { length: 255 }),
  reason: text("reason"),
  createdAt: createdAt(),
});

/** Provider webhook events already handled, so a redelivery changes nothing. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: varchar("id", { length: 255 }).primaryKey(),
  provider: varchar("provider", { length: 20 }).notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------ offers */

/**
 * The one promotions model (offers and coupons merged): automatic when offerCode is null, otherwise
 * given for the code. The spec's offer fields stay as they were; the rest are the engine's reward and
 * conditions (src/shared/offers/promotions-engine.ts).
 */
export const offers = pgTable("offers", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 100 }).notNull(),
  description: text("description").notNull(),
  /** percentage | fixed_amount | free_delivery (spec) | free_item | bundle_price */
  discountType: varchar("discount_type", { length: 20 })
    .$type<"percentage" | "fixed_amount" | "free_delivery" | "free_item" | "bundle_price">()
    .notNull(),
  /** Percent for percentage offers, pence for fixed-amount ones and a bundle's set price. */
  discountValue: integer("discount_value").notNull(),
  /** A percentage's cap in pence. */
  maxDiscountPence: money("max_discount_pence"),
  /** free_item: the category the free dish comes from. */
  rewardCategory: varchar("reward_category", { length: 30 }),
  /** bundle_price: the dishes the set price buys. */
  bundleSlots: jsonb("bundle_slots").$type<
    { quantity: number; categories: string[] | null; menuItemIds: number[] | null }[] | null
  >(),
  /** online | in_restaurant | phone | catering: only online ones are given at checkout. */
  channel: varchar("channel", { length: 20 })
    .$type<"online" | "in_restaurant" | "phone" | "catering">()
    .notNull()
    .default("online"),
  /** A flash sale: the site's dialog and banner count down to validTo while it runs. */
  isFlashSale: boolean("is_flash_sale").notNull().default(false),
  applicableCategories: jsonb("applicable_categories").$type<string[] | null>(),
  applicableMenuItemIds: jsonb("applicable_menu_item_ids").$type<number[] | null>(),
  /** London days, 0 = Sunday; null = every day. */
  daysOfWeek: jsonb("days_of_week").$type<number[] | null>(),
  startTime: hhmm("start_time"),
  endTime: hhmm("end_time"),
  firstOrderOnly: boolean("first_order_only").notNull().default(false),
  signedInOnly: boolean("signed_in_only").notNull().default(false),
  birthdayWeek: boolean("birthday_week").notNull().default(false),
  usesPerCustomer: integer("uses_per_customer"),
  minOrderPence: money("min_order_pence").notNull().default(0),
  validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
  validTo: timestamp("valid_to", { withTimezone: true }).notNull(),
  isActive: boolean("is_active").notNull().default(true),
  /** Upper case; null for an offer that applies by itself. */
  offerCode: varchar("offer_code", { length: 20 }),
  termsConditions: text("terms_conditions"),
  priority: integer("priority").notNull().default(1),
  maxRedemptions: integer("max_redemptions"),
  currentRedemptions: integer("current_redemptions").notNull().default(0),
  createdAt: createdAt(),
});

export const dailyOffers = pgTable("daily_offers", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 100 }).notNull(),
  description: text("description").notNull(),
  discountType: varchar("discount_type", { length: 20 }).notNull(),
  discountValue: text("discount_value").notNull(),
  minOrderAmount: text("min_order_amount"),
  validFrom: timestamp("valid_from", { withTimezone: true }),
  validTo: timestamp("valid_to", { withTimezone: true }),
  isActive: boolean("is_active").notNull().default(true),
  offerCode: varchar("offer_code", { length: 20 }),
  termsConditions: text("terms_conditions"),
  priority: integer("priority").notNull().default(1),
  createdAt: createdAt(),
});

/* ------------------------------------------------------------------ hours */

export const operatingHours = pgTable("operating_hours", {
  id: serial("id").primaryKey(),
  /** 0 = Sunday … 6 = Saturday */
  dayOfWeek: integer("day_of_week").notNull().unique(),
  openTime: hhmm("open_time").notNull(),
  closeTime: hhmm("close_time").notNull(),
  isClosed: boolean("is_closed").notNull().default(false),
  isOrderingEnabled: boolean("is_ordering_enabled").notNull().default(true),
  lastOrderTime: hhmm("last_order_time"),
  notes: text("notes"),
  updatedAt: updatedAt(),
});

export const operatingTimePeriods = pgTable("operating_time_periods", {
  id: serial("id").primaryKey(),
  dayOfWeek: integer("day_of_week").notNull(),
  periodName: varchar("period_name", { length: 50 }).notNull().default("Shift 1"),
  openTime: hhmm("open_time").notNull(),
  closeTime: hhmm("close_time").notNull(),
  lastOrderTime: hhmm("last_order_time"),
  isOrderingEnabled: boolean("is_ordering_enabled").notNull().default(true),
  notes: text("notes"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const specialHours = pgTable("special_hours", {
  id: serial("id").primaryKey(),
  date: date("date").notNull().unique(),
  openTime: hhmm("open_time"),
  closeTime: hhmm("close_time"),
  lastOrderTime: hhmm("last_order_time"),
  isClosed: boolean("is_closed").notNull().default(false),
  isOrderingEnabled: boolean("is_ordering_enabled").notNull().default(true),
  reason: text("reason").notNull(),
  notes: text("notes"),
  createdAt: createdAt(),
});

export const restaurantConfig = pgTable("restaurant_config", {
  id: serial("id").primaryKey(),
  dayOfWeek: integer("day_of_week").notNull(),
  isOpen: boolean("is_open").notNull().default(true),
  times: text("times"),
  specialNote: text("special_note"),
});

/** The restaurant's editable settings: one row (id = 1). */
export const restaurantSettings = pgTable("restaurant_settings", {
  id: integer("id").primaryKey().default(1),
  kitchenCapacityPerSlot: integer("kitchen_capacity_per_slot").notNull().default(10),
  loyaltyPointsPerPound: integer("loyalty_points_per_pound").notNull().default(1),
  /** Points a customer spends for £1 off at checkout. */
  pointsPerPoundRedeemed: integer("points_per_pound_redeemed").notNull().default(100),
  prepTimeMinutes: integer("prep_time_minutes").notNull().default(30),
  minOrderPence: money("min_order_pence").notNull().default(1500),
  deliveryFeePence: money("delivery_fee_pence").notNull().default(250),
  /** Larger online orders need a call to the restaurant. */
  maxOrderPence: money("max_order_pence").notNull().default(100000),
  /** Most items (sum of quantities) in one online order. */
  maxOrderItems: integer("max_order_items").notNull().default(30),
  /** 'Pause online ordering': no slots are offered until this instant. */
  orderingPausedUntil: timestamp("ordering_paused_until", { withTimezone: true }),
  /** Table bookings: guests seated per reservation time, at most. */
  reservationCoversPerSlot: integer("reservation_covers_per_slot").notNull().default(30),
  /** How many days ahead a table can be booked online. */
  reservationHorizonDays: integer("reservation_horizon_days").notNull().default(60),
  /** Larger parties (and '7+') are requests staff must confirm. */
  reservationMaxOnlineParty: integer("reservation_max_online_party").notNull().default(6),
  /** Bookings within capacity and the party limit are confirmed at once instead of waiting for staff. */
  reservationAutoConfirm: boolean("reservation_auto_confirm").notNull().default(false),
  /** A diner can cancel through the private link until this many hours before the booking. */
  reservationCancelCutoffHours: integer("reservation_cancel_cutoff_hours").notNull().default(2),
  /** Hours an employee works in a London week (Monday to Sunday) before the rest is overtime. */
  overtimeThresholdMinutes: integer("overtime_threshold_minutes").notNull().default(2400),
  /** Overtime pay as a percentage of the hourly rate (150 = time and a half). */
  overtimeRatePercent: integer("overtime_rate_percent").notNull().default(150),
  updatedAt: updatedAt(),
});

/* ------------------------------------------------------------------ reviews */

export const googleBusinessData = pgTable("google_business_data", {
  id: serial("id").primaryKey(),
  rating: numeric("rating", { precision: 2, scale: 1 }).notNull(),
  reviewCount: integer("review_count").notNull(),
  googleBusinessUrl: text("google_business_url").notNull(),
  lastFetched: timestamp("last_fetched", { withTimezone: true }).notNull().defaultNow(),
  isActive: boolean("is_active").notNull().default(true),
});

/* ------------------------------------------------------------------ back office (no screens yet) */

export const dailySales = pgTable("daily_sales", {
  id: serial("id").primaryKey(),
  date: date("date").notNull().unique(),
  openingBalancePence: money("opening_balance_pence").notNull().default(0),
  closingBalancePence: money("closing_balance_pence").notNull().default(0),
  counterSalesCardPence: money("counter_sales_card_pence").notNull().default(0),
  counterSalesCashPence: money("counter_sales_cash_pence").notNull().default(0),
  uberEatsSalesPence: money("uber_eats_sales_pence").notNull().default(0),
  justEatSalesPence: money("just_eat_sales_pence").notNull().default(0),
  deliverooSalesPence: money("deliveroo_sales_pence").notNull().default(0),
  cateringSalesPence: money("catering_sales_pence").notNull().default(0),
  /** Online orders paid that London day, taken from online_orders by the server when cashing up. */
  onlineSalesPence: money("online_sales_pence").notNull().default(0),
  cashOutAmountPence: money("cash_out_amount_pence").notNull().default(0),
  cashOutTakenBy: varchar("cash_out_taken_by", { length: 100 }),
  cashOutReason: text("cash_out_reason"),
  tipsPence: money("tips_pence").notNull().default(0),
  refundsPence: money("refunds_pence").notNull().default(0),
  discountsPence: money("discounts_pence").notNull().default(0),
  notes: text("notes"),
  enteredBy: varchar("entered_by", { length: 100 }),
  createdAt: createdAt(),
});

export const weeklySalesReports = pgTable("weekly_sales_reports", {
  id: serial("id").primaryKey(),
  weekStartDate: date("week_start_date").notNull(),
  weekEndDate: date("week_end_date").notNull(),
  totalCounterCardPence: money("total_counter_card_pence").notNull().default(0),
  totalCounterCashPence: money("total_counter_cash_pence").notNull().default(0),
  totalUberEatsPence: money("total_uber_eats_pence").notNull().default(0),
  totalJustEatPence: money("total_just_eat_pence").notNull().default(0),
  totalDeliverooPence: money("total_deliveroo_pence").notNull().default(0),
  totalCateringPence: money("total_catering_pence").notNull().default(0),
  totalRevenuePence: money("total_revenue_pence").notNull().default(0),
  totalCashOutPence: money("total_cash_out_pence").notNull().default(0),
  totalTipsPence: money("total_tips_pence").notNull().default(0),
  totalRefundsPence: money("total_refunds_pence").notNull().default(0),
  totalDiscountsPence: money("total_discounts_pence").notNull().default(0),
  netCashFlowPence: money("net_cash_flow_pence").notNull().default(0),
  averageDailySalesPence: money("average_daily_sales_pence").notNull().default(0),
  counterPercentage: numeric("counter_percentage", { precision: 5, scale: 2 }),
  uberEatsPercentage: numeric("uber_eats_percentage", { precision: 5, scale: 2 }),
  justEatPercentage: numeric("just_eat_percentage", { precision: 5, scale: 2 }),
  deliverooPercentage: numeric("deliveroo_percentage", { precision: 5, scale: 2 }),
  cateringPercentage: numeric("catering_percentage", { precision: 5, scale: 2 }),
  generatedBy: varchar("generated_by", { length: 100 }),
  createdAt: createdAt(),
});

export const employees = pgTable("employees", {
  id: serial("id").primaryKey(),
  firstName: varchar("first_name", { length: 50 }).notNull(),
  lastName: varchar("last_name", { length: 50 }).notNull(),
  position: varchar("position", { length: 50 }).notNull(),
  hourlyRatePence: money("hourly_rate_pence").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  startDate: date("start_date").notNull(),
  endDate: date("end_date"),
  phoneNumber: varchar("phone_number", { length: 20 }),
  email: varchar("email", { length: 255 }),
  /** AES-256-GCM with BACK_OFFICE_ENCRYPTION_KEY ("v1:iv:tag:ciphertext", base64url); never in clear. */
  nationalInsuranceNumberEncrypted: text("national_insurance_number"),
  createdAt: createdAt(),
});

export const employeeTimeEntries = pgTable(
  "employee_time_entries",
  {
    id: serial("id").primaryKey(),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id),
    date: date("date").notNull(),
    clockInTime: hhmm("clock_in_time").notNull(),
    clockOutTime: hhmm("clock_out_time"),
    /** Minutes. */
    breakDuration: integer("break_duration").notNull().default(0),
    /** Computed by the server (never typed) whenever an entry of the employee's week changes. */
    hoursWorked: numeric("hours_worked", { precision: 5, scale: 2 }),
    overtimeHours: numeric("overtime_hours", { precision: 5, scale: 2 }),
    totalPayPence: money("total_pay_pence"),
    notes: text("notes"),
    enteredBy: varchar("entered_by", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [index("employee_time_entries_date_idx").on(t.date)],
);

export const purchaseReceipts = pgTable(
  "purchase_receipts",
  {
    id: serial("id").primaryKey(),
    receiptNumber: varchar("receipt_number", { length: 50 }),
    vendor: varchar("vendor", { length: 100 }).notNull(),
    date: date("date").notNull(),
    totalAmountPence: money("total_amount_pence").notNull(),
    vatAmountPence: money("vat_amount_pence").notNull().default(0),
    category: varchar("category", { length: 50 }).notNull(),
    subcategory: varchar("subcategory", { length: 50 }),
    paymentMethod: varchar("payment_method", { length: 20 }),
    receiptImagePath: text("receipt_image_path"),
    ocrExtractedText: text("ocr_extracted_text"),
    isRecurring: boolean("is_recurring").notNull().default(false),
    recurringFrequency: varchar("recurring_frequency", { length: 20 }),
    /** How many later entries the recurring job has made from this one (the next is occurrence n + 1). */
    recurringOccurrences: integer("recurring_occurrences").notNull().default(0),
    /** The recurring purchase this entry was made from, by the scheduled job. */
    recurringSourceId: integer("recurring_source_id").references((): AnyPgColumn => purchaseReceipts.id, {
      onDelete: "set null",
    }),
    notes: text("notes"),
    enteredBy: varchar("entered_by", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("purchase_receipts_date_idx").on(t.date),
    // One entry per recurring purchase and date: the job can never make the same one twice.
    uniqueIndex("purchase_receipts_recurring_unique").on(t.recurringSourceId, t.date),
  ],
);

/** A receipt photo waiting for (or read by) the OCR worker; the owner confirms what it found. */
export const receiptScans = pgTable(
  "receipt_scans",
  {
    id: serial("id").primaryKey(),
    status: varchar("status", { length: 20 }).notNull().default("queued"),
    imageGroupId: varchar("image_group_id", { length: 36 }).notNull(),
    imageUrl: text("image_url").notNull(),
    ocrText: text("ocr_text"),
    vendor: varchar("vendor", { length: 100 }),
    date: date("date"),
    totalAmountPence: money("total_amount_pence"),
    vatAmountPence: money("vat_amount_pence"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    createdBy: varchar("created_by", { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("receipt_scans_status_idx").on(t.status, t.id)],
);

export const purchaseItems = pgTable("purchase_items", {
  id: serial("id").primaryKey(),
  receiptId: integer("receipt_id")
    .notNull()
    .references(() => purchaseReceipts.id, { onDelete: "cascade" }),
  itemName: varchar("item_name", { length: 100 }).notNull(),
  quantity: numeric("quantity", { precision: 10, scale: 3 }).notNull(),
  unitPricePence: money("unit_price_pence").notNull(),
  totalPricePence: money("total_price_pence").notNull(),
  category: varchar("category", { length: 50 }),
  unit: varchar("unit", { length: 20 }),
});

export const weeklyPurchaseReports = pgTable("weekly_purchase_reports", {
  id: serial("id").primaryKey(),
  weekStartDate: date("week_start_date").notNull(),
  weekEndDate: date("week_end_date").notNull(),
  foodCostsPence: money("food_costs_pence").notNull().default(0),
  beverageCostsPence: money("beverage_costs_pence").notNull().default(0),
  equipmentCostsPence: money("equipment_costs_pence").notNull().default(0),
  utilitiesCostsPence: money("utilities_costs_pence").notNull().default(0),
  cleaningCostsPence: money("cleaning_costs_pence").notNull().default(0),
  otherCostsPence: money("other_costs_pence").notNull().default(0),
  totalPurchasesPence: money("total_purchases_pence").notNull().default(0),
  totalVatPence: money("total_vat_pence").notNull().default(0),
  averageDailySpendPence: money("average_daily_spend_pence").notNull().default(0),
  cardPaymentsPence: money("card_payments_pence").notNull().default(0),
  cashPaymentsPence: money("cash_payments_pence").notNull().default(0),
  bankTransfersPence: money("bank_transfers_pence").notNull().default(0),
  generatedBy: varchar("generated_by", { length: 100 }),
  createdAt: createdAt(),
});

export const weeklyLaborReports = pgTable("weekly_labor_reports", {
  id: serial("id").primaryKey(),
  weekStartDate: date("week_start_date").notNull(),
  weekEndDate: date("week_end_date").notNull(),
  totalHours: numeric("total_hours", { precision: 5, scale: 2 }).notNull().default("0"),
  totalOvertimeHours: numeric("total_overtime_hours", { precision: 5, scale: 2 }).notNull().default("0"),
  totalLaborCostPence: money("total_labor_cost_pence").notNull().default(0),
  averageHourlyRatePence: money("average_hourly_rate_pence").notNull().default(0),
  chefHours: numeric("chef_hours", { precision: 5, scale: 2 }).notNull().default("0"),
  chefCostPence: money("chef_cost_pence").notNull().default(0),
  waiterHours: numeric("waiter_hours", { precision: 5, scale: 2 }).notNull().default("0"),
  waiterCostPence: money("waiter_cost_pence").notNull().default(0),
  managerHours: numeric("manager_hours", { precision: 5, scale: 2 }).notNull().default("0"),
  managerCostPence: money("manager_cost_pence").notNull().default(0),
  otherHours: numeric("other_hours", { precision: 5, scale: 2 }).notNull().default("0"),
  otherCostPence: money("other_cost_pence").notNull().default(0),
  laborCostPercentage: numeric("labor_cost_percentage", { precision: 5, scale: 2 }),
  averageDailyLaborCostPence: money("average_daily_labor_cost_pence").notNull().default(0),
  generatedBy: varchar("generated_by", { length: 100 }),
  createdAt: createdAt(),
});
