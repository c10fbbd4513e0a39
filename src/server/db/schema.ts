/**
 * The whole data model (spec section 3) plus what a real product needs beyond it.
 *
 * Money is integer pence everywhere (columns end in `_pence`); it becomes "£12.34" only at the
 * API and UI edges. Percentages are numeric(5,2), quantities numeric(10,3), hours numeric(5,2),
 * as the spec's precisions say.
 */
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
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
import {
  CATERING_FULFILMENTS,
  CATERING_PRICINGS,
  CATERING_STATUSES,
  type CateringFulfilment,
  type CateringPricedLine,
  type CateringPricing,
  type CateringStatus,
} from "@shared/catering/catering.schema";
import {
  CONTACT_MESSAGE_STATUSES,
  CONTACT_SUBJECTS,
  type ContactMessageStatus,
} from "@shared/contact/contact.schema";
import { DELIVERY_ZONE_KINDS } from "@shared/delivery/delivery.schema";
import type { DeliveryHours } from "@shared/delivery/delivery-hours";
import {
  GIFT_VOUCHER_LEDGER_KINDS,
  GIFT_VOUCHER_STATUSES,
  type GiftVoucherLedgerKind,
  type GiftVoucherStatus,
} from "@shared/gift-vouchers/gift-vouchers.schema";
import {
  ORDER_CHANNELS,
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  type OrderChannel,
  type OrderPaymentMethod,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  PRINTED_VIA,
  type PrintedVia,
} from "@shared/orders/order.schema";
import { REFUND_REQUEST_STATUSES, type RefundRequestStatus } from "@shared/payments/no-show.schema";
import { RECEIPT_SCAN_STATUSES, type ReceiptScanStatus } from "@shared/purchases/purchases.schema";
import type { ReceiptField, ReceiptLine, VatRateRow } from "@shared/purchases/receipt-text";
import {
  RESERVATION_SOURCES,
  RESERVATION_STATUSES,
  type ReservationSource,
  type ReservationStatus,
} from "@shared/reservations/reservation-status";
import { REVIEW_STATUSES, type ReviewStatus } from "@shared/reviews/review.schema";
import type { SiteWords } from "@shared/site-content/site-content.schema";
import type { VatByRate } from "@shared/vat/vat";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => integer(name);
const hhmm = (name: string) => varchar(name, { length: 5 });

/**
 * The database refuses a value the code does not know: a CHECK that the column holds one of the
 * shared list's values (or is null, where the column allows it). Built from the same constants the
 * code uses, so adding a status is a change to that list plus `drizzle-kit generate`.
 */
function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list: SQL = sql.join(
    values.map((v) => sql.raw(`'${v.replaceAll("'", "''")}'`)),
    sql.raw(", "),
  );
  return check(name, sql`${column} in (${list})`);
}

/** phoneKey() in SQL (shared/accounts/contact-keys.ts): the digits, a leading (00)44 written as 0. */
function phoneKeySql(column: string) {
  const digits = `regexp_replace(${column}, '[^0-9]', '', 'g')`;
  const national = `regexp_replace(${digits}, '^(00)?44', '')`;
  return sql.raw(
    `case when ${digits} ~ '^(00)?44[0-9]+$' then (case when ${national} like '0%' then ${national} else '0' || ${national} end) else ${digits} end`,
  );
}
/** emailKey() in SQL: trimmed, lower case, without a +tag. */
function emailKeySql(column: string) {
  return sql.raw(`regexp_replace(lower(btrim(${column})), '[+][^@]*@', '@')`);
}

/** Which parts of the first-start seed have run, so a restart never re-adds what staff deleted. */
export const seedMarks = pgTable("seed_marks", {
  name: varchar("name", { length: 50 }).primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------ side effects */

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Side effects (mail, kitchen tickets, newsletters) waiting to happen, written in the transaction of
 * the change that causes them and delivered by the outbox drainer (src/server/lib/outbox.ts).
 * Times are the database's clock, so instances with drifting clocks agree on leases and retries.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** Which handler delivers it ("mail", ...). */
    kind: varchar("kind", { length: 50 }).notNull(),
    /** What the handler needs (a rendered mail); cleared once delivered, since it may hold a private link. */
    payload: jsonb("payload"),
    /** pending: waiting for its time; sending: claimed by a drainer; sent; failed: gave up after the last attempt. */
    status: varchar("status", { length: 10 }).$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When it may be tried (again); while sending, when the drainer's claim (lease) runs out. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Given by the writer when one cause must give one message at most (a reminder per booking). */
    dedupeKey: varchar("dedupe_key", { length: 200 }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("outbox_dedupe_key_unique").on(t.dedupeKey),
    // What a drainer claims: due rows, oldest first.
    index("outbox_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.status} in ('pending', 'sending')`),
    oneOf("outbox_status_check", t.status, OUTBOX_STATUSES),
  ],
);

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
  /** A staff account that drives deliveries (issue 35): it sees its own deliveries on /driver. */
  isDriver: boolean("is_driver").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Who changed money, employees, settings or accounts, when, and what: written for every successful
 * write in the owner-only scope. Secrets (passwords, National Insurance numbers) are redacted
 * before they get here.
 */
/**
 * Who changed what, written by writeAudit in the transaction of the change it records (so it
 * commits or rolls back with it). The sentence a person reads is built from kind, subject and
 * before/after by src/shared/audit-log/audit-sentence.ts; `summary` keeps it as written.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** Null once the account is gone; the username below keeps who it was. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: varchar("username", { length: 50 }).notNull(),
    /** "PUT /api/admin/settings": the route the change came through, as registered. */
    action: varchar("action", { length: 120 }).notNull(),
    /** One of AUDIT_KINDS (src/shared/audit-log/audit-kinds.ts); "request" for rows older than kinds. */
    kind: varchar("kind", { length: 60 }).notNull(),
    entity: varchar("entity", { length: 50 }).notNull(),
    entityId: varchar("entity_id", { length: 50 }),
    /** The name a person reads: the dish, the order number, the employee. */
    subject: text("subject"),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  // The screen pages newest first (by id), filtered by person, by kind and by date.
  (t) => [
    index("audit_log_username_idx").on(t.username, t.id),
    index("audit_log_kind_idx").on(t.kind, t.id),
    index("audit_log_at_idx").on(t.at),
  ],
);

/** Server-side sessions for staff and customers; the cookie holds a random token, we store its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    kind: varchar("kind", { length: 10 }).$type<"admin" | "customer">().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** The idle end: a staff session in use moves it on (plugins/auth.ts), never past the absolute end. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * No session lives past this, however busy (sign-in time plus the cap); null: expiresAt is final
     * (customer sessions, sessions from before renewal).
     */
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }),
  },
  (t) => [
    // The clean-up job deletes expired sessions; a password change ends an account's sessions.
    index("sessions_expires_at_idx").on(t.expiresAt),
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_customer_id_idx").on(t.customerId),
  ],
);

/**
 * Failed sign-in counts (lib/sign-in-throttle.ts), one row per thing counted: an account and address
 * together, an account from unrecognised devices, an address, a recognised device. Keyed by a
 * SHA-256 of what is counted: what strangers type into the username box (sometimes a password) is
 * never stored.
 */
export const signInFailures = pgTable("sign_in_failures", {
  key: varchar("key", { length: 64 }).primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * Mail a stranger can cause (a reset, a contact acknowledgement, a booking, an order, a newsletter
 * confirmation), counted per recipient (lib/mail-caps.ts, decision 0038): one row per recipient and
 * purpose and one per recipient for all purposes, keyed by a SHA-256 of the address's key, so an
 * address typed by a stranger is not stored here.
 */
export const mailRecipientCounts = pgTable("mail_recipient_counts", {
  key: varchar("key", { length: 64 }).primaryKey(),
  hourStartedAt: timestamp("hour_started_at", { withTimezone: true }).notNull(),
  hourCount: integer("hour_count").notNull(),
  dayStartedAt: timestamp("day_started_at", { withTimezone: true }).notNull(),
  dayCount: integer("day_count").notNull(),
});

/**
 * Failed sign-ins to real staff accounts, for owners to see (kept 30 days). Unknown usernames are
 * not recorded: there is no account to warn about, and what was typed is not kept.
 */
export const failedStaffSignIns = pgTable(
  "failed_staff_sign_ins",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The client's address as the server saw it (TRUST_PROXY decides whether a proxy's word counts). */
    address: varchar("address", { length: 64 }).notNull(),
    /** Sent with a valid device cookie of this account (a device that signed in before). */
    knownDevice: boolean("known_device").notNull(),
    /** wrong_password: the password was checked and wrong; refused: turned away by a lock unchecked. */
    outcome: varchar("outcome", { length: 20 }).$type<"wrong_password" | "refused">().notNull(),
  },
  (t) => [index("failed_staff_sign_ins_at_idx").on(t.at)],
);

/** Secrets the server makes for itself on first use and every instance shares (the device-cookie key). */
export const serverSecrets = pgTable("server_secrets", {
  name: varchar("name", { length: 50 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
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
    preferredCuisine: varchar("preferred_cuisine", { length: 50 }),
    dietaryRequirements: text("dietary_requirements"),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    /**
     * The phone and email as first-order offers count them (shared/accounts/contact-keys.ts): an
     * order by another account with the same phone or email is not a first order either.
     */
    phoneKey: varchar("phone_key", { length: 40 }).generatedAlwaysAs(phoneKeySql("phone")),
    emailKey: varchar("email_key", { length: 255 }).generatedAlwaysAs(emailKeySql("email")),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are unique whatever their case.
    uniqueIndex("customers_email_lower_unique").on(sql`lower(${t.email})`),
    index("customers_phone_key_idx").on(t.phoneKey),
    index("customers_email_key_idx").on(t.emailKey),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 255 }).notNull(),
    /** SHA-256 of the token sent by email; the token itself is never stored. */
    token: varchar("token", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    used: boolean("used").notNull().default(false),
    createdAt: createdAt(),
  },
  // The clean-up job deletes expired links.
  (t) => [index("password_reset_tokens_expires_at_idx").on(t.expiresAt)],
);

/**
 * Links that prove an account's email is its owner's (decision 0039): mailed when orders placed as a
 * guest with that email are waiting to join the account. 32 random bytes, only the SHA-256 kept,
 * one day, one use, like the reset links.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** The address the link was mailed to: a later change of the account's email voids it. */
    email: varchar("email", { length: 255 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_verification_tokens_customer_idx").on(t.customerId, t.createdAt),
    index("email_verification_tokens_expires_at_idx").on(t.expiresAt),
  ],
);

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
export const customerCoupons = pgTable(
  "customer_coupons",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    couponId: integer("coupon_id").references(() => coupons.id),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
    orderId: integer("order_id").references(() => onlineOrders.id),
    discountAppliedPence: money("discount_applied_pence").notNull(),
  },
  // Per-customer use limits and the account page read a customer's uses.
  (t) => [index("customer_coupons_customer_id_idx").on(t.customerId)],
);

export const customerRewards = pgTable(
  "customer_rewards",
  {
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
  },
  // The points ledger is read per customer.
  (t) => [index("customer_rewards_customer_id_idx").on(t.customerId)],
);

/**
 * Loyalty points as a ledger (decision 0020): every earn, spend, take-back and return is a row, and
 * a customer's balance is the sum of their rows (accounts/points-ledger.service.ts). Earned and
 * returned points are positive, spent and taken-back points negative; "opening" carries a balance
 * from before the ledger. A take-back may leave the sum below zero (points spent that a refund took
 * back); a spend never may.
 */
export const loyaltyPointsLedger = pgTable(
  "loyalty_points_ledger",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => onlineOrders.id),
    kind: varchar("kind", { length: 20 })
      .$type<"opening" | "earn" | "spend" | "take_back" | "return">()
      .notNull(),
    points: integer("points").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("loyalty_points_ledger_customer_idx").on(t.customerId),
    index("loyalty_points_ledger_order_idx").on(t.orderId),
    // An order earns once, whatever the number of payment confirmations.
    uniqueIndex("loyalty_points_ledger_earn_once").on(t.orderId).where(sql`${t.kind} = 'earn'`),
    check(
      "loyalty_points_ledger_kind_sign",
      sql`(${t.kind} in ('earn', 'return') and ${t.points} > 0) or (${t.kind} in ('spend', 'take_back') and ${t.points} < 0) or (${t.kind} = 'opening' and ${t.orderId} is null)`,
    ),
  ],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: varchar("email", { length: 255 }).notNull().unique(),
  firstName: varchar("first_name", { length: 50 }),
  lastName: varchar("last_name", { length: 50 }),
  isActive: boolean("is_active").notNull().default(true),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /**
   * Double opt-in (decision 0031): a sign-up is pending until the link in its confirmation email
   * is followed; only confirmed, not unsubscribed addresses receive newsletters.
   */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The confirmation link's secret while one is outstanding (cleared once used). */
  confirmToken: varchar("confirm_token", { length: 64 }).unique(),
  /** When the confirmation link was sent; it works for 7 days. */
  confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
  /** The one-click unsubscribe link's secret, in every newsletter (RFC 8058). */
  unsubscribeToken: varchar("unsubscribe_token", { length: 64 }).unique(),
});

export const NEWSLETTER_STATUSES = ["sending", "sent"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A newsletter an owner sent: its words as sent (the promotion rendered in), and its progress. */
export const newsletters = pgTable(
  "newsletters",
  {
    id: serial("id").primaryKey(),
    subject: varchar("subject", { length: 150 }).notNull(),
    /** The plain text each subscriber receives, before their own unsubscribe link is added. */
    text: text("text").notNull(),
    promotionId: integer("promotion_id"),
    status: varchar("status", { length: 10 }).$type<NewsletterStatus>().notNull().default("sending"),
    recipientCount: integer("recipient_count").notNull().default(0),
    sentBy: varchar("sent_by", { length: 50 }).notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [oneOf("newsletters_status_check", t.status, NEWSLETTER_STATUSES)],
);

export const NEWSLETTER_DELIVERY_STATUSES = ["pending", "sending", "sent", "skipped"] as const;
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

/**
 * One newsletter to one subscriber: the record that makes sending exactly-once across restarts
 * (a delivery is claimed before its SMTP transaction and marked sent after it).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: serial("id").primaryKey(),
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 10 }).$type<NewsletterDeliveryStatus>().notNull().default("pending"),
    /** While sending: when the claim was taken (a claim older than the lease is taken again). */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_once").on(t.newsletterId, t.subscriptionId),
    index("newsletter_deliveries_progress_idx").on(t.newsletterId, t.status),
    oneOf("newsletter_deliveries_status_check", t.status, NEWSLETTER_DELIVERY_STATUSES),
  ],
);

/* ------------------------------------------------------------------ files */

/**
 * An uploaded file's metadata (photos' sizes, the menu PDF); its bytes are in the file store
 * (lib/file-store.ts): the data folder, a shared FILES_DIR, or stored_file_chunks. Conditional
 * requests are answered from here without reading the bytes.
 */
export const storedFiles = pgTable("stored_files", {
  id: varchar("id", { length: 36 }).primaryKey(),
  mimeType: varchar("mime_type", { length: 100 }).notNull(),
  byteSize: integer("byte_size").notNull(),
  /** Hex SHA-256 of the bytes, computed while they were written: the ETag. */
  sha256: varchar("sha256", { length: 64 }).notNull(),
  createdAt: createdAt(),
});

/** A stored file's bytes in pieces, when the database holds them (PostgreSQL without FILES_DIR). */
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    fileId: varchar("file_id", { length: 36 }).notNull(),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

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
    /** Where the bytes are (stored_files); null only on a row written before files left the table. */
    fileId: varchar("file_id", { length: 36 }).references(() => storedFiles.id),
    /** A receipt photo: served only to owners, never cached (/api/admin/receipt-images). */
    isPrivate: boolean("is_private").notNull().default(false),
    /** The bytes as they were kept before (migration traffic_files): moved to the file store at start. */
    data: bytea("data"),
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
  /** The lasting switch, staff's in the dish's options editor and on the board's 86 list. */
  isAvailable: boolean("is_available").notNull().default(true),
  /** 'Sold out today' from the board: unavailable until this restaurant-local date (exclusive). */
  soldOutUntil: date("sold_out_until"),
  orderIndex: integer("order_index").notNull().default(0),
});

/** The uploaded menu PDF (one current row); without one, a PDF is generated from the menu. */
export const menuPdfs = pgTable("menu_pdfs", {
  id: serial("id").primaryKey(),
  fileName: varchar("file_name", { length: 255 }).notNull(),
  byteSize: integer("byte_size").notNull(),
  /** Where the bytes are (stored_files); null only on a row written before files left the table. */
  fileId: varchar("file_id", { length: 36 }).references(() => storedFiles.id),
  /** The bytes as they were kept before (migration traffic_files): moved to the file store at start. */
  data: bytea("data"),
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

/**
 * The home page's words, the logo and the accent colour (one row, id 1; decision 0043). No row:
 * nothing written yet, every section hidden.
 */
export const siteContent = pgTable("site_content", {
  id: integer("id").primaryKey(),
  words: jsonb("words").$type<SiteWords>().notNull(),
  logoUrl: text("logo_url"),
  accentColour: varchar("accent_colour", { length: 7 }),
  updatedAt: updatedAt(),
});

/** The gallery's photos, in the owner's order, each with its alt text. */
export const galleryPhotos = pgTable("gallery_photos", {
  id: serial("id").primaryKey(),
  imageUrl: text("image_url").notNull(),
  alt: varchar("alt", { length: 150 }).notNull(),
  position: integer("position").notNull().default(0),
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
    status: varchar("status", { length: 20 }).$type<ReservationStatus>().notNull().default("pending"),
    /** 'online' (the home page form) or 'phone' (added by staff). */
    source: varchar("source", { length: 10 }).$type<ReservationSource>().notNull().default("online"),
    /** What staff said when confirming or declining, sent to the diner. */
    staffMessage: text("staff_message"),
    /** Claimed by the reminder job before it sends, so no reminder goes out twice. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reservations_date_time_idx").on(t.date, t.time),
    oneOf("reservations_status_check", t.status, RESERVATION_STATUSES),
    oneOf("reservations_source_check", t.source, RESERVATION_SOURCES),
  ],
);

/**
 * The diner's private links to a booking: each mail carries a fresh random token, and only its
 * SHA-256 is stored, so every link the diner received keeps working and a database leak reveals none.
 */
export const reservationLinks = pgTable(
  "reservation_links",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // Deleting a booking removes its links through this foreign key.
  (t) => [index("reservation_links_reservation_id_idx").on(t.reservationId)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    firstName: varchar("first_name", { length: 50 }).notNull(),
    lastName: varchar("last_name", { length: 50 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    /** One of CONTACT_SUBJECTS. */
    subject: varchar("subject", { length: 20 }).notNull(),
    message: text("message").notNull(),
    status: varchar("status", { length: 20 }).$type<ContactMessageStatus>().notNull().default("unread"),
    createdAt: createdAt(),
  },
  (t) => [
    // Staff read the newest 500.
    index("contact_messages_created_at_idx").on(t.createdAt),
    oneOf("contact_messages_status_check", t.status, CONTACT_MESSAGE_STATUSES),
    oneOf("contact_messages_subject_check", t.subject, CONTACT_SUBJECTS),
  ],
);

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

export const onlineOrders = pgTable(
  "online_orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: varchar("order_number", { length: 20 }).notNull().unique(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    customerName: varchar("customer_name", { length: 100 }).notNull(),
    customerPhone: varchar("customer_phone", { length: 20 }).notNull(),
    customerEmail: varchar("customer_email", { length: 255 }),
    /** The phone and email as first-order offers count them (shared/accounts/contact-keys.ts). */
    customerPhoneKey: varchar("customer_phone_key", { length: 40 }).generatedAlwaysAs(
      phoneKeySql("customer_phone"),
    ),
    customerEmailKey: varchar("customer_email_key", { length: 255 }).generatedAlwaysAs(
      emailKeySql("customer_email"),
    ),
    /**
     * The phone's digits alone, for the staff's search (a trigram index, hand-written in the
     * migration `perf`, decision 0046): "07700 900123" is found by "900 123".
     */
    customerPhoneDigits: varchar("customer_phone_digits", { length: 20 }).generatedAlwaysAs(
      sql.raw("regexp_replace(customer_phone, '[^0-9]', '', 'g')"),
    ),
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
    /** One of PAYMENT_STATUSES (src/shared/orders/order.schema.ts). */
    paymentStatus: varchar("payment_status", { length: 20 })
      .$type<PaymentStatus>()
      .notNull()
      .default("pending"),
    paymentId: varchar("payment_id", { length: 255 }),
    /** One of ORDER_PAYMENT_METHODS (online providers, or card/cash at the counter), null until paid. */
    paymentMethod: varchar("payment_method", { length: 20 }).$type<OrderPaymentMethod>(),
    /** Provider object created for this order (Stripe PaymentIntent id, PayPal order id). */
    paymentProviderRef: varchar("payment_provider_ref", { length: 255 }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedPence: money("refunded_pence").notNull().default(0),
    /** One of ORDER_STATUSES. */
    orderStatus: varchar("order_status", { length: 20 }).$type<OrderStatus>().notNull().default("received"),
    collectionTime: varchar("collection_time", { length: 10 }).notNull(),
    /** The London day of collection, 'YYYY-MM-DD' in TypeScript. */
    collectionDate: date("collection_date", { mode: "string" }).notNull(),
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
    /** What printed the first ticket: "browser" (a tablet's Print) or "network" (the kitchen printer). */
    printedVia: varchar("printed_via", { length: 10 }).$type<PrintedVia>(),
    /**
     * The diner was offered online payment when placing it (a provider, or demo mode, was set up):
     * its ticket waits for the payment (decision 0034). False: to pay at collection.
     */
    paysOnline: boolean("pays_online").notNull().default(false),
    /** When someone at the pass acknowledged the new order (the board stops ringing on every tablet). */
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    /**
     * What staff should know about the payment that its status does not say, e.g. "Paid after
     * cancellation - refunded automatically" (payments/late-payment.service.ts).
     */
    paymentNote: text("payment_note"),
    /** Set once when the paid order's loyalty points and totals are credited, so that happens exactly once. */
    loyaltyRecordedAt: timestamp("loyalty_recorded_at", { withTimezone: true }),
    /** One of ORDER_CHANNELS: "phone" for an order staff took by phone or at the counter. */
    channel: varchar("channel", { length: 10 }).$type<OrderChannel>().notNull().default("online"),
    /** The diner ticked "Email me once to ask how it was" at checkout (unticked by default). */
    reviewRequestConsent: boolean("review_request_consent").notNull().default(false),
    /**
     * SHA-256 (hex) of the private review link's token, set once when the order is first collected
     * (the token itself is only in the email).
     */
    reviewTokenHash: varchar("review_token_hash", { length: 64 }),
    /** When the diner's name, phone and email were removed (a data-deletion request); the order stays. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    /**
     * A code the diner quoted that a better promotion beat (decision 0039): kept for a later order,
     * so this order does not count as the first order that code is for.
     */
    keptOfferId: integer("kept_offer_id").references(() => offers.id, { onDelete: "set null" }),
    /** When an order placed as a guest joined the account whose proven email it was placed with. */
    linkedAt: timestamp("linked_at", { withTimezone: true }),
    /** Paid by gift vouchers (their ledger says which); the rest is what a provider or the counter takes. */
    giftVoucherPence: money("gift_voucher_pence").notNull().default(0),
    /**
     * The diner's tip at checkout (issue 40, decision 0051): charged with the order but not sales,
     * no VAT, never in totalPence; shared to the staff of the collection day.
     */
    tipPence: money("tip_pence").notNull().default(0),
    /** How much of the tip refunds have given back (not in refundedPence, which is the total's). */
    tipRefundedPence: money("tip_refunded_pence").notNull().default(0),
    /** "collection" or "delivery" (issue 35, decision 0044). */
    fulfilment: varchar("fulfilment", { length: 10 })
      .$type<"collection" | "delivery">()
      .notNull()
      .default("collection"),
    /** A delivery's address lines as the diner wrote them, and its normalised postcode ("NN3 2AB"). */
    deliveryAddress: text("delivery_address"),
    deliveryPostcode: varchar("delivery_postcode", { length: 10 }),
    /** The zone that priced the delivery (its name kept as it was then). */
    deliveryZoneId: integer("delivery_zone_id").references(() => deliveryZones.id, { onDelete: "set null" }),
    deliveryZoneName: varchar("delivery_zone_name", { length: 60 }),
    /** What the diner paid for delivery; part of totalPence. */
    deliveryFeePence: money("delivery_fee_pence").notNull().default(0),
    /** The diner's words for the driver ("side door, ring twice"). */
    deliveryNotes: text("delivery_notes"),
    /** The diner pays the driver in cash (the owner allows it in the Delivery tab). */
    payOnDelivery: boolean("pay_on_delivery").notNull().default(false),
    /** The driver (a staff account with isDriver) who takes it. */
    driverId: integer("driver_id").references(() => users.id, { onDelete: "set null" }),
    /** null until it leaves; then "out", "delivered" or "failed". */
    deliveryStatus: varchar("delivery_status", { length: 10 }).$type<"out" | "delivered" | "failed">(),
    deliveryFailureReason: text("delivery_failure_reason"),
    outForDeliveryAt: timestamp("out_for_delivery_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    // The staff list (newest first), a customer's orders, takings by payment time (reports,
    // cash-up), the unpaid-order cap (today's pending orders), PayPal's lookup by its order id, and
    // the dashboard's count of open orders.
    index("online_orders_created_at_idx").on(t.createdAt, t.id),
    index("online_orders_customer_id_idx").on(t.customerId, t.createdAt),
    index("online_orders_paid_at_idx").on(t.paidAt).where(sql`${t.paidAt} is not null`),
    index("online_orders_collection_date_payment_status_idx").on(t.collectionDate, t.paymentStatus),
    index("online_orders_payment_provider_ref_idx").on(t.paymentProviderRef),
    index("online_orders_open_idx")
      .on(t.orderStatus)
      .where(sql`${t.orderStatus} in ('received', 'preparing')`),
    oneOf("online_orders_order_status_check", t.orderStatus, ORDER_STATUSES),
    oneOf("online_orders_payment_status_check", t.paymentStatus, PAYMENT_STATUSES),
    oneOf("online_orders_payment_method_check", t.paymentMethod, ORDER_PAYMENT_METHODS),
    oneOf("online_orders_channel_check", t.channel, ORDER_CHANNELS),
    oneOf("online_orders_printed_via_check", t.printedVia, PRINTED_VIA),
    index("online_orders_customer_phone_key_idx").on(t.customerPhoneKey),
    index("online_orders_customer_email_key_idx").on(t.customerEmailKey),
    uniqueIndex("online_orders_review_token_hash_unique").on(t.reviewTokenHash),
    // The kitchen board: a day's orders by collection time.
    index("online_orders_collection_idx").on(t.collectionDate, t.collectionTime, t.id),
    oneOf("online_orders_fulfilment_check", t.fulfilment, ["collection", "delivery"]),
    oneOf("online_orders_delivery_status_check", t.deliveryStatus, ["out", "delivered", "failed"]),
    index("online_orders_driver_idx").on(t.driverId, t.collectionDate).where(sql`${t.driverId} is not null`),
  ],
);

/**
 * A diner's review of one collected order (decision 0030): one per order, published or hidden by
 * staff, who may reply. authorName is "Asha P." as shown; the order keeps who it was.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => onlineOrders.id, { onDelete: "cascade" }),
    authorName: varchar("author_name", { length: 60 }).notNull(),
    rating: integer("rating").notNull(),
    text: text("text"),
    /** One of REVIEW_STATUSES: pending until staff publish or hide it. */
    status: varchar("status", { length: 10 }).$type<ReviewStatus>().notNull().default("pending"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("reviews_order_id_unique").on(t.orderId),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    oneOf("reviews_status_check", t.status, REVIEW_STATUSES),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** Orders booked per collection slot: an atomic counter row keeps kitchen capacity under concurrency. */
export const collectionSlotBookings = pgTable(
  "collection_slot_bookings",
  {
    collectionDate: date("collection_date", { mode: "string" }).notNull(),
    collectionTime: varchar("collection_time", { length: 10 }).notNull(),
    ordersCount: integer("orders_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionDate, t.collectionTime] })],
);

export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => onlineOrders.id),
    amountPence: money("amount_pence").notNull(),
    /** How much of amount_pence gave back the delivery fee (issue 35): the reports net fees by it. */
    deliveryFeePence: money("delivery_fee_pence").notNull().default(0),
    /**
     * The diner's tip given back with this refund (issue 40): on top of amountPence, which is the
     * order's total's part; the provider refunded both.
     */
    tipPence: money("tip_pence").notNull().default(0),
    provider: varchar("provider", { length: 20 }).notNull(),
    providerRefundId: varchar("provider_refund_id", { length: 255 }),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  // An order's refunds; refunds by the day they were made (the cash-up, Today and the reports count them on that day).
  (t) => [
    index("order_refunds_order_id_idx").on(t.orderId),
    index("order_refunds_created_at_idx").on(t.createdAt),
  ],
);

/**
 * A refund staff asked for when cancelling a paid order as a no-show (issue 32): made at once when
 * it is within the owner's staff refund limit, otherwise waiting for an owner to approve (which
 * makes the real refund through the refunds service) or decline. At most one open per order.
 */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => onlineOrders.id),
    amountPence: money("amount_pence").notNull(),
    reason: text("reason").notNull(),
    /** One of REFUND_REQUEST_STATUSES; in_progress while the provider is being asked. */
    status: varchar("status", { length: 20 }).$type<RefundRequestStatus>().notNull().default("pending"),
    requestedByUserId: integer("requested_by_user_id"),
    requestedBy: varchar("requested_by", { length: 100 }).notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    decidedBy: varchar("decided_by", { length: 100 }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    /** The provider's refusal the last time the refund was tried, for the owner to read. */
    lastError: text("last_error"),
    refundId: integer("refund_id").references(() => orderRefunds.id),
  },
  (t) => [
    oneOf("refund_requests_status_check", t.status, REFUND_REQUEST_STATUSES),
    uniqueIndex("refund_requests_one_open_per_order")
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'in_progress')`),
    index("refund_requests_status_idx").on(t.status),
  ],
);

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
 * conditions (src/shared/offers/promotion.ts).
 */
export const offers = pgTable(
  "offers",
  {
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
    /** Collection orders only (issue 35): delivery orders do not get it. */
    collectionOnly: boolean("collection_only").notNull().default(false),
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
  },
  (t) => [
    // One offer per code whatever its case, so a one-use code cannot exist twice (decision 0038).
    uniqueIndex("offers_offer_code_lower_unique").on(sql`lower(${t.offerCode})`),
  ],
);

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
  /**
   * The National Living Wage an hour, in pence (£12.71 from April 2026): a lower hourly rate is
   * saved only when the owner confirms it.
   */
  nationalLivingWagePence: money("national_living_wage_pence").notNull().default(1271),
  /**
   * The largest no-show refund staff may make without an owner (0: never); larger ones wait in
   * "Refunds to approve".
   */
  staffRefundLimitPence: money("staff_refund_limit_pence").notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * The kitchen's network printer (ESC/POS over TCP): one row (id = 1). Until staff save its settings
 * (savedByStaff), KITCHEN_PRINTER from the environment is the printer. The last outcome of a
 * delivery (any instance's) is kept here so every board says whether the printer is answering.
 */
export const kitchenPrinter = pgTable("kitchen_printer", {
  id: integer("id").primaryKey().default(1),
  savedByStaff: boolean("saved_by_staff").notNull().default(false),
  /** "host:port"; null with savedByStaff: staff removed the printer. */
  address: varchar("address", { length: 300 }),
  /** New orders print on arrival. */
  autoPrint: boolean("auto_print").notNull().default(true),
  /**
   * An order to be paid online prints on arrival marked "ONLINE PAYMENT PENDING" (a "PAID" slip
   * follows the payment), instead of when it is paid.
   */
  printBeforePayment: boolean("print_before_payment").notNull().default(false),
  lastPrintedAt: timestamp("last_printed_at", { withTimezone: true }),
  /** When the printer last answered its status request (before and after a job, or a check). */
  lastAnsweredAt: timestamp("last_answered_at", { withTimezone: true }),
  lastFailedAt: timestamp("last_failed_at", { withTimezone: true }),
  lastError: text("last_error"),
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
  /**
   * Refunds of online orders made that London day (order_refunds), taken by the server like the
   * online sales: the takings count online sales net of them (src/shared/payments/online-takings.ts).
   */
  onlineRefundsPence: money("online_refunds_pence").notNull().default(0),
  /**
   * Phone orders the site marked paid that London day (decision 0026), by card and in cash, net of
   * their refunds that day, taken by the server like the online sales. Cash-ups from before they
   * were counted keep 0: then the owner's counter figures held them.
   */
  phoneCardSalesPence: money("phone_card_sales_pence").notNull().default(0),
  phoneCashSalesPence: money("phone_cash_sales_pence").notNull().default(0),
  /**
   * Online orders paid at the counter that London day (decision 0035: a pay-at-collection order
   * staff marked paid on the board), by card and in cash, net of their refunds that day; taken by
   * the server from the orders like the lines above.
   */
  onlineCounterCardSalesPence: money("online_counter_card_sales_pence").notNull().default(0),
  onlineCounterCashSalesPence: money("online_counter_cash_sales_pence").notNull().default(0),
  /** What gift vouchers paid of the day's orders, less refunds put back on them (issue 38). */
  giftVoucherSalesPence: money("gift_voucher_sales_pence").notNull().default(0),
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

/**
 * An employee's hourly rate over time (issue 40): each row is the rate in force from `fromDate`
 * until the next row's. Time entries are priced at the rate of their own date, so raising a rate
 * leaves past weeks' pay and labour reports where they were.
 */
export const employeePayRates = pgTable(
  "employee_pay_rates",
  {
    id: serial("id").primaryKey(),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id),
    fromDate: date("from_date").notNull(),
    hourlyRatePence: money("hourly_rate_pence").notNull(),
    enteredBy: varchar("entered_by", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("employee_pay_rates_employee_from_unique").on(t.employeeId, t.fromDate)],
);

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
    /** Null: VAT not known (not read from the receipt, not entered); never stored as £0.00 then. */
    vatAmountPence: money("vat_amount_pence").default(0),
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
    status: varchar("status", { length: 20 }).$type<ReceiptScanStatus>().notNull().default("queued"),
    imageGroupId: varchar("image_group_id", { length: 36 }).notNull(),
    imageUrl: text("image_url").notNull(),
    ocrText: text("ocr_text"),
    vendor: varchar("vendor", { length: 100 }),
    date: date("date"),
    totalAmountPence: money("total_amount_pence"),
    vatAmountPence: money("vat_amount_pence"),
    /** The lines read from the receipt (description, quantity, price), prefilled in the form. */
    lines: jsonb("lines").$type<ReceiptLine[]>(),
    /** Each rate of the receipt's VAT summary as printed. */
    vatRates: jsonb("vat_rates").$type<VatRateRow[]>(),
    /** Fields read but not trusted (net + VAT ≠ gross, lines do not add up): the owner checks them. */
    checkFields: jsonb("check_fields").$type<ReceiptField[]>(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    createdBy: varchar("created_by", { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("receipt_scans_status_idx").on(t.status, t.id),
    oneOf("receipt_scans_status_check", t.status, RECEIPT_SCAN_STATUSES),
  ],
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

/* ------------------------------------------------------------------ delivery (issue 35) */

/** The areas the restaurant's own drivers deliver to, each with its prices (decision 0044). */
export const deliveryZones = pgTable(
  "delivery_zones",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 60 }).notNull(),
    kind: varchar("kind", { length: 20 }).notNull().$type<(typeof DELIVERY_ZONE_KINDS)[number]>(),
    /** A postcode zone's districts and sectors as the owner wrote them, tidied ("NN1, NN3 1-4"). */
    areas: text("areas").notNull().default(""),
    /** A radius zone's reach in tenths of a mile (30 = 3 miles). */
    radiusTenthMiles: integer("radius_tenth_miles"),
    feePence: money("fee_pence").notNull(),
    minOrderPence: money("min_order_pence").notNull().default(0),
    freeOverPence: money("free_over_pence"),
    leadTimeMinutes: integer("lead_time_minutes").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf("delivery_zones_kind_check", t.kind, DELIVERY_ZONE_KINDS)],
);

/** Delivery's one row of switches: paused for the evening, drivers' deliveries per slot. */
export const deliverySettings = pgTable("delivery_settings", {
  id: integer("id").primaryKey().default(1),
  /** Staff's "Pause delivery": no delivery is offered until this instant (collection goes on). */
  pausedUntil: timestamp("paused_until", { withTimezone: true }),
  /** How many deliveries the drivers take in one slot. */
  deliveriesPerSlot: integer("deliveries_per_slot").notNull().default(3),
  /** Whether a diner may pay the driver in cash. */
  cashOnDelivery: boolean("cash_on_delivery").notNull().default(false),
  /** Delivery hours per London weekday, Sunday first (issue 35); null: the collection hours. */
  hours: jsonb("hours").$type<DeliveryHours>(),
  updatedAt: updatedAt(),
});

/* ------------------------------------------------------------ gift vouchers */

/** The owner's gift-voucher settings: one row (id 1), absent until first saved (defaults apply). */
export const giftVoucherSettings = pgTable("gift_voucher_settings", {
  id: integer("id").primaryKey(),
  enabled: boolean("enabled").notNull(),
  presetAmountsPence: jsonb("preset_amounts_pence").$type<number[]>().notNull(),
  minPence: money("min_pence").notNull(),
  maxPence: money("max_pence").notNull(),
  validityMonths: integer("validity_months").notNull(),
  promoteFrom: date("promote_from", { mode: "string" }),
  promoteUntil: date("promote_until", { mode: "string" }),
  updatedAt: updatedAt(),
});

/**
 * A gift voucher (issue 38): bought online, sent on its day, spent across orders. The balance is
 * the sum of its ledger, kept on the row too so a spend locks one row (FOR UPDATE) and checks it.
 */
export const giftVouchers = pgTable(
  "gift_vouchers",
  {
    id: serial("id").primaryKey(),
    /** 16 characters (shared/gift-vouchers/voucher-code.ts), stored without the dashes. */
    code: varchar("code", { length: 16 }).notNull(),
    status: varchar("status", { length: 20 }).$type<GiftVoucherStatus>().notNull(),
    amountPence: money("amount_pence").notNull(),
    balancePence: money("balance_pence").notNull().default(0),
    buyerName: varchar("buyer_name", { length: 100 }).notNull(),
    buyerEmail: varchar("buyer_email", { length: 255 }).notNull(),
    recipientName: varchar("recipient_name", { length: 100 }).notNull(),
    recipientEmail: varchar("recipient_email", { length: 255 }).notNull(),
    message: text("message").notNull().default(""),
    sendOn: date("send_on", { mode: "string" }).notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    /** SHA-256 (hex) of the buyer's secret (pay, resend). */
    buyerTokenHash: varchar("buyer_token_hash", { length: 64 }).notNull(),
    paymentMethod: varchar("payment_method", { length: 20 }),
    paymentId: varchar("payment_id", { length: 255 }),
    paymentProviderRef: varchar("payment_provider_ref", { length: 255 }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("gift_vouchers_code_unique").on(t.code),
    index("gift_vouchers_due_idx").on(t.sendOn).where(sql`${t.status} = 'scheduled'`),
    index("gift_vouchers_payment_id_idx").on(t.paymentId),
    oneOf("gift_vouchers_status_check", t.status, GIFT_VOUCHER_STATUSES),
    check(
      "gift_vouchers_balance_range",
      sql`${t.balancePence} >= 0 and ${t.balancePence} <= ${t.amountPence}`,
    ),
  ],
);

/** Every movement of a voucher's money, to the penny: issued +, spent -, returned +, cancelled -. */
export const giftVoucherLedger = pgTable(
  "gift_voucher_ledger",
  {
    id: serial("id").primaryKey(),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => giftVouchers.id),
    kind: varchar("kind", { length: 20 }).$type<GiftVoucherLedgerKind>().notNull(),
    amountPence: money("amount_pence").notNull(),
    orderId: integer("order_id").references(() => onlineOrders.id),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("gift_voucher_ledger_voucher_idx").on(t.voucherId, t.id),
    index("gift_voucher_ledger_order_idx").on(t.orderId),
    index("gift_voucher_ledger_at_idx").on(t.at),
    oneOf("gift_voucher_ledger_kind_check", t.kind, GIFT_VOUCHER_LEDGER_KINDS),
  ],
);

/* ------------------------------------------------------------------ VAT on sales (issue 40) */

/**
 * The restaurant's VAT registration as the books read it (one row, id 1). The VAT number belongs
 * with the restaurant's legal details; features read all of this through vat.service's
 * readVatRegistration only, so it can move there without touching them.
 */
export const vatSettings = pgTable(
  "vat_settings",
  {
    id: integer("id").primaryKey().default(1),
    registered: boolean("registered").notNull().default(false),
    // The VAT number is a legal detail of the restaurant: restaurant_details.vat_number.
    /** HMRC's stagger: 1 = quarters ending March/June/September/December, 2 = April..., 3 = May... */
    stagger: integer("stagger").notNull().default(1),
    /** One of VAT_BASES: "accrual" (invoice: VAT when sold) or "cash" (when paid and refunded). */
    basis: varchar("basis", { length: 10 }).notNull().default("accrual"),
    /** The delivery fee's rate (issue 40): it follows the food it carries, standard for hot food. */
    deliveryFeeRateBasisPoints: integer("delivery_fee_rate_basis_points").notNull().default(2000),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("vat_settings_single_row", sql`${t.id} = 1`),
    check("vat_settings_stagger_check", sql`${t.stagger} in (1, 2, 3)`),
    oneOf("vat_settings_basis_check", t.basis, ["accrual", "cash"]),
  ],
);

/** The owner's VAT rate of a dish (basis points); a dish with no row has its category's default. */
export const menuItemVatRates = pgTable("menu_item_vat_rates", {
  menuItemId: integer("menu_item_id")
    .primaryKey()
    .references(() => menuItems.id, { onDelete: "cascade" }),
  rateBasisPoints: integer("rate_basis_points").notNull(),
});

/** The owner's VAT rate of a choice (a drink with a meal); none: the rate of the dish it goes with. */
export const menuChoiceVatRates = pgTable("menu_choice_vat_rates", {
  choiceId: integer("choice_id")
    .primaryKey()
    .references(() => menuOptionChoices.id, { onDelete: "cascade" }),
  rateBasisPoints: integer("rate_basis_points").notNull(),
});

/**
 * Each placed order's VAT, part by part, stored once when it is placed (the rate and figures of
 * that moment; later rate changes never move it). The parts of an order add up to its total, and
 * their VAT to the order's VAT per rate (src/shared/vat/vat.ts).
 */
export const orderVatLines = pgTable(
  "order_vat_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => onlineOrders.id, { onDelete: "cascade" }),
    partKey: varchar("part_key", { length: 40 }).notNull(),
    menuItemId: integer("menu_item_id"),
    choiceId: integer("choice_id"),
    name: text("name").notNull(),
    rateBasisPoints: integer("rate_basis_points").notNull(),
    grossPence: money("gross_pence").notNull(),
    discountPence: money("discount_pence").notNull(),
    paidPence: money("paid_pence").notNull(),
    vatPence: money("vat_pence").notNull(),
  },
  (t) => [index("order_vat_lines_order_id_idx").on(t.orderId)],
);

/* ------------------------------------------------------------------ the restaurant's identity */

/**
 * The restaurant's details (decision 0042): one row, written by the owner's setup, the details
 * tab or RESTAURANT_FILE. Until `confirmed_at` is set the public pages say the site is being set up.
 */
export const restaurantDetails = pgTable("restaurant_details", {
  id: integer("id").primaryKey().default(1),
  name: varchar("name", { length: 80 }).notNull(),
  description: varchar("description", { length: 200 }).notNull().default(""),
  street: varchar("street", { length: 120 }).notNull(),
  town: varchar("town", { length: 60 }).notNull(),
  postcode: varchar("postcode", { length: 10 }).notNull(),
  phone: varchar("phone", { length: 30 }).notNull(),
  email: varchar("email", { length: 200 }).notNull(),
  website: varchar("website", { length: 300 }).notNull().default(""),
  socialLinks: jsonb("social_links").$type<{ network: string; url: string }[]>().notNull().default([]),
  deliveryLinks: jsonb("delivery_links").$type<{ platform: string; url: string }[]>().notNull().default([]),
  hygieneRating: varchar("hygiene_rating", { length: 1 }),
  fhrsId: varchar("fhrs_id", { length: 10 }).notNull().default(""),
  hygieneRatingDate: date("hygiene_rating_date"),
  tradingName: varchar("trading_name", { length: 120 }).notNull().default(""),
  companyName: varchar("company_name", { length: 160 }).notNull().default(""),
  companyNumber: varchar("company_number", { length: 8 }).notNull().default(""),
  vatNumber: varchar("vat_number", { length: 14 }).notNull().default(""),
  registeredAddress: varchar("registered_address", { length: 240 }).notNull().default(""),
  mailSenderName: varchar("mail_sender_name", { length: 80 }).notNull().default(""),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The owner's wording of the legal pages (privacy, terms, allergens); absent rows read the sample wording. */
export const legalPages = pgTable("legal_pages", {
  slug: varchar("slug", { length: 20 }).primaryKey(),
  body: text("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The first-start setup's steps the owner has done or skipped (hours, payments, printer). */
export const setupSteps = pgTable("setup_steps", {
  step: varchar("step", { length: 20 }).primaryKey(),
  doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------ tips shared (issue 40) */

/** The owner's tips at checkout (one row, id 1): off until the owner turns them on. */
export const tipSettings = pgTable(
  "tip_settings",
  {
    id: integer("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(false),
    /** The percentages offered at checkout, e.g. [5, 10, 12]. */
    percentages: jsonb("percentages").$type<number[]>().notNull().default([10]),
    updatedAt: updatedAt(),
  },
  (t) => [check("tip_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * A day's tips shared by the owner's own split instead of hours: each employee's weight (whole
 * parts). A day with no rows is shared by hours worked.
 */
export const tipDaySplits = pgTable(
  "tip_day_splits",
  {
    date: date("date").notNull(),
    employeeId: integer("employee_id")
      .notNull()
      .references(() => employees.id),
    weight: integer("weight").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.employeeId] }),
    check("tip_day_splits_weight_check", sql`${t.weight} >= 0`),
  ],
);
/**
 * Ordering ahead (issue 39, decision 0052), one row (id = 1); no row reads the defaults (today
 * only, the spec's rule). Its own table, so the features sharing restaurant_settings are not touched.
 */
export const orderAheadSettings = pgTable("order_ahead_settings", {
  id: integer("id").primaryKey().default(1),
  /** 0: today only; N: today and the next N days. */
  daysAhead: integer("days_ahead").notNull().default(0),
  /** A pre-order's ticket prints this many minutes before collection, as well as when placed. */
  printMinutesBefore: integer("print_minutes_before").notNull().default(45),
  /** A diner may cancel a pre-order until this many minutes before collection. */
  cancelCutoffMinutes: integer("cancel_cutoff_minutes").notNull().default(120),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------ catering orders (issue 39) */

/** The owner's catering terms (one row, id 1); no row reads the defaults: off, 48 hours, no minimum. */
export const cateringSettings = pgTable(
  "catering_settings",
  {
    id: integer("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(false),
    leadTimeHours: integer("lead_time_hours").notNull().default(48),
    minimumPence: money("minimum_pence").notNull().default(0),
    depositPercent: integer("deposit_percent").notNull().default(25),
    deliveryChargePence: money("delivery_charge_pence").notNull().default(0),
    deliveryOffered: boolean("delivery_offered").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check("catering_settings_single_row", sql`${t.id} = 1`)],
);

/** The catering menu the owner edits: set menus priced per head, and trays that feed a number. */
export const cateringItems = pgTable(
  "catering_items",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    description: text("description").notNull().default(""),
    pricing: varchar("pricing", { length: 10 }).$type<CateringPricing>().notNull(),
    pricePence: money("price_pence").notNull(),
    serves: integer("serves"),
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull().default(2000),
    isAvailable: boolean("is_available").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Removed from the menu; kept so earlier requests still name it. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("catering_items_pricing_check", t.pricing, CATERING_PRICINGS),
    check("catering_items_price_check", sql`${t.pricePence} > 0`),
  ],
);

/**
 * A catering request: priced by the server when made (the lines keep their prices), confirmed or
 * declined by the owner, then paid online in part (the deposit) or in full.
 */
export const cateringOrders = pgTable(
  "catering_orders",
  {
    id: serial("id").primaryKey(),
    status: varchar("status", { length: 12 }).$type<CateringStatus>().notNull().default("requested"),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    eventTime: varchar("event_time", { length: 5 }).notNull(),
    guests: integer("guests").notNull(),
    fulfilment: varchar("fulfilment", { length: 10 }).$type<CateringFulfilment>().notNull(),
    contactName: varchar("contact_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    phone: varchar("phone", { length: 20 }).notNull(),
    companyName: varchar("company_name", { length: 160 }).notNull().default(""),
    billingAddress: text("billing_address").notNull().default(""),
    deliveryAddress: text("delivery_address").notNull().default(""),
    deliveryPostcode: varchar("delivery_postcode", { length: 10 }).notNull().default(""),
    notes: text("notes").notNull().default(""),
    lines: jsonb("lines").$type<CateringPricedLine[]>().notNull(),
    subtotalPence: money("subtotal_pence").notNull(),
    discountPence: money("discount_pence").notNull().default(0),
    discountTitle: varchar("discount_title", { length: 200 }),
    couponCode: varchar("coupon_code", { length: 40 }),
    offerId: integer("offer_id").references(() => offers.id),
    deliveryChargePence: money("delivery_charge_pence").notNull().default(0),
    totalPence: money("total_pence").notNull(),
    /** The VAT per rate of the total, as priced (food after its discount, and the delivery charge). */
    vatByRate: jsonb("vat_by_rate").$type<VatByRate[]>().notNull(),
    depositPercent: integer("deposit_percent").notNull(),
    depositPence: money("deposit_pence").notNull(),
    paidPence: money("paid_pence").notNull().default(0),
    /** The provider's intent or PayPal order made for the payment being taken, and its amount. */
    paymentProviderRef: varchar("payment_provider_ref", { length: 255 }),
    paymentPendingPence: money("payment_pending_pence"),
    ownerMessage: text("owner_message").notNull().default(""),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("catering_orders_event_date_idx").on(t.eventDate),
    index("catering_orders_email_idx").on(t.email),
    oneOf("catering_orders_status_check", t.status, CATERING_STATUSES),
    oneOf("catering_orders_fulfilment_check", t.fulfilment, CATERING_FULFILMENTS),
    check("catering_orders_paid_check", sql`${t.paidPence} >= 0 AND ${t.paidPence} <= ${t.totalPence}`),
  ],
);

/** Each payment on a catering order: the deposit, the balance, or the whole at once. */
export const cateringPayments = pgTable(
  "catering_payments",
  {
    id: serial("id").primaryKey(),
    cateringOrderId: integer("catering_order_id")
      .notNull()
      .references(() => cateringOrders.id),
    kind: varchar("kind", { length: 10 }).$type<"deposit" | "balance" | "full">().notNull(),
    amountPence: money("amount_pence").notNull(),
    method: varchar("method", { length: 20 }).notNull(),
    /** The provider's payment (intent or capture) id; null for the demo's simulated payment. */
    paymentId: varchar("payment_id", { length: 255 }),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("catering_payments_order_idx").on(t.cateringOrderId),
    uniqueIndex("catering_payments_payment_id_unique").on(t.paymentId),
    check("catering_payments_amount_check", sql`${t.amountPence} > 0`),
  ],
);

/** The diner's links to a catering request's page: one per mail, each a SHA-256 (hex) of its secret. */
export const cateringLinks = pgTable(
  "catering_links",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    cateringOrderId: integer("catering_order_id")
      .notNull()
      .references(() => cateringOrders.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("catering_links_order_idx").on(t.cateringOrderId)],
);
