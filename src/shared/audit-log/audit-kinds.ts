/**
 * What the audit log can record: one kind per thing a person does, each with the structured data
 * its sentence is built from (audit-sentence.ts) and the filter group it is listed under.
 *
 * To add a kind: add its payload to AuditPayloads, its group and entity to AUDIT_KINDS, and its
 * words to AUDIT_WORDS in audit-sentence.ts. The compiler refuses a kind missing from either map.
 */
import type { OrderChannel, OrderStatus } from "../orders/order.schema";
import type { CounterPaymentMethod, PhoneOrderPayment } from "../orders/phone-order.schema";
import type { NoShowOutcome } from "../payments/no-show.schema";
import type { ReservationStatus } from "../reservations/reservation-status";
import type { ReviewStatus } from "../reviews/review.schema";
import type { StaffRole } from "../staff-accounts/staff-account.schema";

/**
 * A record as the log keeps it: its meaningful fields, money in integer pence (keys ending in
 * "Pence"), calendar dates as YYYY-MM-DD, instants as ISO strings. Secrets are redacted on write.
 */
export type AuditRecord = Record<string, unknown>;

/** A dish's sale state: sold out until a date (YYYY-MM-DD, the next opening day), on or off the menu. */
interface DishAvailability {
  soldOutUntil: string | null;
  isAvailable: boolean;
}

/** The data each kind records beside who (the actor), when, and what it is about (the subject's name). */
export interface AuditPayloads {
  // Orders: the kitchen's evening. The subject is the order number.
  "order.status": { before: { status: OrderStatus }; after: { status: OrderStatus } };
  "order.printed": Record<never, never>;
  "order.phone": { after: { totalPence: number; payment: PhoneOrderPayment } };
  /** An unpaid order (phone or online) paid at the counter when collected; older rows have no channel. */
  "order.paid-at-counter": {
    after: {
      totalPence: number;
      method: CounterPaymentMethod;
      channel?: OrderChannel;
      /** What was taken: the total less what gift vouchers paid (older rows: the total). */
      amountPence?: number;
      giftVoucherPence?: number;
    };
  };
  /** Printed again from the browser (the first print set printedAt). */
  "order.reprinted": Record<never, never>;
  /** Sent to the kitchen's network printer from the board. */
  "order.ticket-sent": Record<never, never>;
  /** The kitchen printer's address or auto-print changed (no subject). */
  "printer.changed": {
    before: { address: string | null; autoPrint: boolean; printBeforePayment?: boolean };
    after: { address: string | null; autoPrint: boolean; printBeforePayment?: boolean };
  };
  /** Staff tapped Retry now on the printer banner: the waiting tickets were tried at once. */
  "printer.retried": { after: { waiting: number } };
  "order.acknowledged": Record<never, never>;
  /** A diner moved their pre-order to another day or time (order-ahead, decision 0052). */
  "order.pre-order-changed": {
    before: { collectionDate: string; collectionTime: string };
    after: { collectionDate: string; collectionTime: string };
  };
  "order.refunded": {
    after: {
      amountPence: number;
      /** The part that gave back the delivery fee (issue 35); absent when none did. */
      deliveryFeePence?: number;
      /** The diner's tip given back with it, on top of the amount (issue 40); absent when none. */
      tipPence?: number;
      refundedPence: number;
      totalPence: number;
      reason: string | null;
    };
  };
  /** Cancelled as a paid (or unpaid) no-show, and what became of its refund (issue 32). */
  "order.no-show": {
    before: { status: OrderStatus };
    /** tipPence: the diner's tip given back with it (absent when none). */
    after: { refundPence: number; tipPence?: number; outcome: NoShowOutcome; staffLimitPence: number };
  };
  /** An owner approved a no-show refund staff asked for (the refund itself is order.refunded). */
  "refund.approved": { after: { amountPence: number; tipPence?: number; requestedBy: string } };
  "refund.declined": { after: { amountPence: number; requestedBy: string; note: string | null } };
  // Menu. The subject is the dish's name.
  "dish.availability": { before: DishAvailability; after: DishAvailability };
  "dish.added": { after: AuditRecord };
  "dish.changed": { before: AuditRecord; after: AuditRecord };
  "dish.removed": { before: AuditRecord };
  "dish.options": { before: { groups: string[] }; after: { groups: string[] } };
  "menu.reordered": Record<never, never>;
  "menu-pdf.uploaded": { after: { fileName: string; byteSize: number } };
  // Ordering: pauses and the kitchen's preparation time (no subject).
  "ordering.paused": { after: { until: string } };
  "ordering.resumed": { before: { until: string } };
  "prep-time.changed": { before: { minutes: number }; after: { minutes: number } };
  "settings.changed": { before: AuditRecord; after: AuditRecord };
  // The restaurant's identity and setup (decision 0042; no subject but the legal page's name).
  "restaurant-details.changed": { before: AuditRecord; after: AuditRecord };
  "legal-page.changed": { after: { length: number } };
  "setup.step-done": { after: { step: string } };
  "sample-menu.cleared": { after: { parts: string[]; removed: number } };
  // The public site's facts. Subjects: the offer's title, the chef's name, the weekday, the date.
  "offer.added": { after: AuditRecord };
  "offer.changed": { before: AuditRecord; after: AuditRecord };
  "offer.removed": { before: AuditRecord };
  "offer.flash-sale": { after: { percent: number; validTo: string } };
  /** A running flash sale ended early because staff started another (one runs at a time). */
  "offer.flash-sale-ended": { before: { validTo: string }; after: { validTo: string; replacedBy: string } };
  "chef.added": { after: AuditRecord };
  "chef.changed": { before: AuditRecord; after: AuditRecord };
  "chef.removed": { before: AuditRecord };
  // Delivery (issue 35). Subjects: the zone's name; none for the switches.
  "delivery-zone.added": { after: AuditRecord };
  "delivery-zone.changed": { before: AuditRecord; after: AuditRecord };
  "delivery-zone.removed": { before: AuditRecord };
  "delivery.paused": { after: { until: string } };
  "delivery.resumed": { before: { until: string } };
  "delivery.settings": { before: AuditRecord; after: AuditRecord };
  "delivery.driver-role": { after: { isDriver: boolean } };
  "delivery.driver-assigned": { after: { driver: string | null } };
  "delivery.progress": { after: { status: "out" | "delivered" | "failed"; reason: string | null } };
  /** The home page's words, gallery, logo or colour (decision 0043). Subject: the part changed. */
  "site-content.changed": { before: AuditRecord; after: AuditRecord };
  /** A menu CSV applied. Subject: the file's name. */
  "menu.imported": { after: { added: number; changed: number } };
  /** Dish photos uploaded at once, matched by file name. */
  "menu.photos-matched": { after: { matched: number } };
  "hours.changed": { before: AuditRecord; after: AuditRecord };
  "time-period.added": { after: AuditRecord };
  "time-period.changed": { before: AuditRecord; after: AuditRecord };
  "time-period.removed": { before: AuditRecord };
  "special-hours.added": { after: AuditRecord };
  "special-hours.removed": { before: AuditRecord };
  // People and money. Subjects: the username, the day, the employee's name, the vendor.
  "account.added": { after: { role: StaffRole } };
  "account.changed": {
    before: { role: StaffRole; isDisabled: boolean };
    after: { role: StaffRole; isDisabled: boolean };
  };
  "account.password-reset": Record<never, never>;
  "account.own-password": Record<never, never>;
  "cash-up.recorded": { after: AuditRecord };
  "cash-up.corrected": { before: AuditRecord; after: AuditRecord };
  /** A day's Z-report sent to the kitchen's network printer (decision 0035). The subject is the date. */
  "z-report.printed": Record<never, never>;
  "employee.added": { after: AuditRecord };
  "employee.changed": { before: AuditRecord; after: AuditRecord };
  "time-entry.added": { after: AuditRecord };
  "time-entry.changed": { before: AuditRecord; after: AuditRecord };
  "time-entry.removed": { before: AuditRecord };
  "purchase.added": { after: AuditRecord };
  "purchase.changed": { before: AuditRecord; after: AuditRecord };
  "purchase.removed": { before: AuditRecord };
  // Table bookings. The subject is the diner's name.
  "booking.added": { after: { date: string; time: string; guests: number } };
  "booking.status": {
    before: { status: ReservationStatus };
    after: { status: ReservationStatus; date: string; time: string };
  };
  // Customers. The subject is the customer's email.
  "customer.date-of-birth": {
    before: { dateOfBirth: string | null };
    after: { dateOfBirth: string | null };
  };
  // Newsletters. The subject is the newsletter's subject line.
  "newsletter.test": { after: { to: string } };
  "newsletter.sent": { after: { recipients: number; promotionId: number | null } };
  /** What a data-rights request (UK GDPR articles 15, 17, 20) did; the subject is the diner's email. */
  "customer.data-exported": Record<never, never>;
  "customer.data-deleted": {
    after: { accountDeleted: boolean; ordersAnonymised: number; bookingsAnonymised: number };
  };
  // Reviews. The subject is the order number.
  "review.status": { before: { status: ReviewStatus }; after: { status: ReviewStatus } };
  "review.reply": { before: { reply: string | null }; after: { reply: string | null } };
  /**
   * A write no service described: rows from before the log was readable, and the safety net's row
   * for a staff route that forgot its entry. The stored summary is all there is to say.
   */
  request: { summary: string; after?: AuditRecord | null };
  // Gift vouchers (issue 38). The subject is the order number, or the voucher's code's first group.
  "order.gift-voucher": { after: { spentPence: number; balancePence: number } };
  "gift-voucher.cancelled": { before: { balancePence: number }; after: { balancePence: number } };
  "gift-voucher.extended": { before: { expiresOn: string }; after: { expiresOn: string } };
  "gift-voucher.settings": { after: AuditRecord };
  // Catering (issue 39). The subject is the request's reference (CAT-0012).
  "catering.confirmed": { after: { message: string } };
  "catering.declined": { after: { message: string } };
  "catering.settings": { after: AuditRecord };
  "catering.menu": { after: AuditRecord };
}

export type AuditKind = keyof AuditPayloads;

/** The filter an owner picks from ("Kind of change"), in the order the screen lists them. */
export const AUDIT_GROUPS = {
  "order-status": "Order status and cancellations",
  "phone-orders": "Phone and counter orders",
  printing: "Printing",
  refunds: "Refunds",
  "sold-out": "Sold out and back on",
  ordering: "Pauses and preparation time",
  menu: "Menu and dishes",
  offers: "Offers",
  chefs: "Chefs",
  delivery: "Delivery",
  "site-content": "Site content",
  hours: "Opening hours",
  settings: "Settings",
  accounts: "Staff sign-ins and passwords",
  "cash-ups": "Cash-ups",
  employees: "Employees and hours worked",
  purchases: "Purchases",
  bookings: "Table bookings",
  customers: "Customers",
  newsletters: "Newsletters",
  reviews: "Reviews",
  "gift-vouchers": "Gift vouchers",
  catering: "Catering",
  other: "Other changes",
} as const;
export type AuditGroup = keyof typeof AUDIT_GROUPS;
export const AUDIT_GROUP_KEYS = Object.keys(AUDIT_GROUPS) as [AuditGroup, ...AuditGroup[]];

/** Each kind's filter group and the entity it is about (the audit row's `entity`). */
export const AUDIT_KINDS = {
  "order.status": { group: "order-status", entity: "order" },
  "order.printed": { group: "printing", entity: "order" },
  "order.phone": { group: "phone-orders", entity: "order" },
  "order.paid-at-counter": { group: "phone-orders", entity: "order" },
  "order.reprinted": { group: "printing", entity: "order" },
  "order.ticket-sent": { group: "printing", entity: "order" },
  "printer.changed": { group: "printing", entity: "printer" },
  "printer.retried": { group: "printing", entity: "printer" },
  "order.acknowledged": { group: "order-status", entity: "order" },
  "order.pre-order-changed": { group: "order-status", entity: "order" },
  "order.refunded": { group: "refunds", entity: "order" },
  "order.no-show": { group: "order-status", entity: "order" },
  "refund.approved": { group: "refunds", entity: "refund-request" },
  "refund.declined": { group: "refunds", entity: "refund-request" },
  "dish.availability": { group: "sold-out", entity: "menu-item" },
  "dish.added": { group: "menu", entity: "menu-item" },
  "dish.changed": { group: "menu", entity: "menu-item" },
  "dish.removed": { group: "menu", entity: "menu-item" },
  "dish.options": { group: "menu", entity: "menu-item" },
  "menu.reordered": { group: "menu", entity: "menu" },
  "menu-pdf.uploaded": { group: "menu", entity: "menu-pdf" },
  "ordering.paused": { group: "ordering", entity: "settings" },
  "ordering.resumed": { group: "ordering", entity: "settings" },
  "prep-time.changed": { group: "ordering", entity: "settings" },
  "settings.changed": { group: "settings", entity: "settings" },
  "restaurant-details.changed": { group: "settings", entity: "restaurant" },
  "legal-page.changed": { group: "settings", entity: "legal-page" },
  "setup.step-done": { group: "settings", entity: "setup" },
  "sample-menu.cleared": { group: "menu", entity: "menu" },
  "offer.added": { group: "offers", entity: "offer" },
  "offer.changed": { group: "offers", entity: "offer" },
  "offer.removed": { group: "offers", entity: "offer" },
  "offer.flash-sale": { group: "offers", entity: "offer" },
  "offer.flash-sale-ended": { group: "offers", entity: "offer" },
  "chef.added": { group: "chefs", entity: "chef" },
  "chef.changed": { group: "chefs", entity: "chef" },
  "chef.removed": { group: "chefs", entity: "chef" },
  "delivery-zone.added": { group: "delivery", entity: "delivery-zone" },
  "delivery-zone.changed": { group: "delivery", entity: "delivery-zone" },
  "delivery-zone.removed": { group: "delivery", entity: "delivery-zone" },
  "delivery.paused": { group: "delivery", entity: "delivery-settings" },
  "delivery.resumed": { group: "delivery", entity: "delivery-settings" },
  "delivery.settings": { group: "delivery", entity: "delivery-settings" },
  "delivery.driver-role": { group: "delivery", entity: "staff-account" },
  "delivery.driver-assigned": { group: "delivery", entity: "order" },
  "delivery.progress": { group: "delivery", entity: "order" },
  "site-content.changed": { group: "site-content", entity: "site-content" },
  "menu.imported": { group: "menu", entity: "menu" },
  "menu.photos-matched": { group: "menu", entity: "menu" },
  "hours.changed": { group: "hours", entity: "operating-hours" },
  "time-period.added": { group: "hours", entity: "time-period" },
  "time-period.changed": { group: "hours", entity: "time-period" },
  "time-period.removed": { group: "hours", entity: "time-period" },
  "special-hours.added": { group: "hours", entity: "special-hours" },
  "special-hours.removed": { group: "hours", entity: "special-hours" },
  "account.added": { group: "accounts", entity: "staff-account" },
  "account.changed": { group: "accounts", entity: "staff-account" },
  "account.password-reset": { group: "accounts", entity: "staff-account" },
  "account.own-password": { group: "accounts", entity: "staff-account" },
  "cash-up.recorded": { group: "cash-ups", entity: "cash-up" },
  "cash-up.corrected": { group: "cash-ups", entity: "cash-up" },
  "z-report.printed": { group: "cash-ups", entity: "cash-up" },
  "employee.added": { group: "employees", entity: "employee" },
  "employee.changed": { group: "employees", entity: "employee" },
  "time-entry.added": { group: "employees", entity: "time-entry" },
  "time-entry.changed": { group: "employees", entity: "time-entry" },
  "time-entry.removed": { group: "employees", entity: "time-entry" },
  "purchase.added": { group: "purchases", entity: "purchase" },
  "purchase.changed": { group: "purchases", entity: "purchase" },
  "purchase.removed": { group: "purchases", entity: "purchase" },
  "booking.added": { group: "bookings", entity: "reservation" },
  "booking.status": { group: "bookings", entity: "reservation" },
  "customer.date-of-birth": { group: "customers", entity: "customer" },
  "newsletter.test": { group: "newsletters", entity: "newsletter" },
  "newsletter.sent": { group: "newsletters", entity: "newsletter" },
  "customer.data-exported": { group: "customers", entity: "customer" },
  "customer.data-deleted": { group: "customers", entity: "customer" },
  "review.status": { group: "reviews", entity: "review" },
  "review.reply": { group: "reviews", entity: "review" },
  request: { group: "other", entity: "request" },
  "order.gift-voucher": { group: "gift-vouchers", entity: "order" },
  "gift-voucher.cancelled": { group: "gift-vouchers", entity: "gift-voucher" },
  "gift-voucher.extended": { group: "gift-vouchers", entity: "gift-voucher" },
  "gift-voucher.settings": { group: "gift-vouchers", entity: "settings" },
  "catering.confirmed": { group: "catering", entity: "catering-order" },
  "catering.declined": { group: "catering", entity: "catering-order" },
  "catering.settings": { group: "catering", entity: "settings" },
  "catering.menu": { group: "catering", entity: "catering-item" },
} as const satisfies Record<AuditKind, { group: AuditGroup; entity: string }>;

/** The filter group of a stored kind; "other" for one this version does not know. */
export function getGroupOfKind(kind: string): AuditGroup {
  return (AUDIT_KINDS as Record<string, { group: AuditGroup }>)[kind]?.group ?? "other";
}

/** The kinds listed under one filter group. */
export function getKindsOfGroup(group: AuditGroup): AuditKind[] {
  return (Object.keys(AUDIT_KINDS) as AuditKind[]).filter((k) => AUDIT_KINDS[k].group === group);
}

/**
 * One change as a service hands it to the audit writer: the kind, what it is about (the name a
 * person reads: a dish, an order number, an employee), the record's id, and the kind's data.
 */
export type AuditEvent = {
  [K in AuditKind]: {
    kind: K;
    subject?: string | null;
    entityId?: string | number | null;
  } & AuditPayloads[K];
}[AuditKind];
