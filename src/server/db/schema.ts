/**
 * The whole data model (spec section 3) plus what a real product needs beyond it.
 *
 * Money is integer pence everywhere (columns end in `_pence`); it becomes "£12.34" only at the
 * API and UI edges. Percentages are numeric(5,2), quantities numeric(10,3), hours numeric(5,2),
 * as the spec's precisions say.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
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
  createdAt: createdAt(),
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

export const customerCoupons = pgTable("customer_coupons", {
  id: serial("id").primaryKey(),
  customerId: integer("customer_id")
    .notNull()
    .references(() => customers.id, { onDelete: "cascade" }),
  couponId: integer("coupon_id")
    .notNull()
    .references(() => coupons.id),
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

export const reservations = pgTable("reservations", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull(),
  phone: varchar("phone", { length: 20 }).notNull(),
  email: varchar("email", { length: 255 }),
  date: date("date").notNull(),
  time: hhmm("time").notNull(),
  guests: integer("guests").notNull(),
  notes: text("notes"),
  /** pending | confirmed | declined */
  status: varchar("status", { length: 20 }).notNull().default("pending"),
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

export interface StoredOrderItem {
  id: number;
  name: string;
  pricePence: number;
  quantity: number;
  isVegetarian: boolean;
  isSpicy: boolean;
  allergens: string[];
  specialInstructions?: string;
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

export const offers = pgTable("offers", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 100 }).notNull(),
  description: text("description").notNull(),
  /** percentage | fixed_amount | free_delivery */
  discountType: varchar("discount_type", { length: 20 })
    .$type<"percentage" | "fixed_amount" | "free_delivery">()
    .notNull(),
  /** Percent for percentage offers, pence for fixed-amount ones. */
  discountValue: integer("discount_value").notNull(),
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
  prepTimeMinutes: integer("prep_time_minutes").notNull().default(30),
  minOrderPence: money("min_order_pence").notNull().default(1500),
  deliveryFeePence: money("delivery_fee_pence").notNull().default(250),
  /** Larger online orders need a call to the restaurant. */
  maxOrderPence: money("max_order_pence").notNull().default(100000),
  /** Most items (sum of quantities) in one online order. */
  maxOrderItems: integer("max_order_items").notNull().default(30),
  /** 'Pause online ordering': no slots are offered until this instant. */
  orderingPausedUntil: timestamp("ordering_paused_until", { withTimezone: true }),
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
  nationalInsuranceNumber: varchar("national_insurance_number", { length: 13 }),
  createdAt: createdAt(),
});

export const employeeTimeEntries = pgTable("employee_time_entries", {
  id: serial("id").primaryKey(),
  employeeId: integer("employee_id")
    .notNull()
    .references(() => employees.id),
  date: date("date").notNull(),
  clockInTime: hhmm("clock_in_time").notNull(),
  clockOutTime: hhmm("clock_out_time"),
  breakDuration: integer("break_duration").notNull().default(0),
  hoursWorked: numeric("hours_worked", { precision: 5, scale: 2 }),
  overtimeHours: numeric("overtime_hours", { precision: 5, scale: 2 }),
  totalPayPence: money("total_pay_pence"),
  notes: text("notes"),
  enteredBy: varchar("entered_by", { length: 100 }),
  createdAt: createdAt(),
});

export const purchaseReceipts = pgTable("purchase_receipts", {
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
  notes: text("notes"),
  enteredBy: varchar("entered_by", { length: 100 }),
  createdAt: createdAt(),
});

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
