/**
 * The kitchen board's list (GET /api/admin/orders): filters in the query string, one page back.
 * Served by server/features/kitchen-board, drawn by web/features/kitchen-board.
 * With no dates and no search it is today's orders (the server's London day); a search alone looks
 * through all of history; dates bound both.
 */
import { z } from "zod";
import { OrderSchema } from "@shared/orders/order.schema";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (label: string) =>
  z
    .string()
    .regex(ISO_DATE, `${label} must be a date (YYYY-MM-DD)`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${label} must be a real date`);

/** Which orders by where they are: still with the kitchen, done with (collected, cancelled), or all. */
const ORDER_VIEWS = ["active", "done", "all"] as const;

const ADMIN_ORDERS_MAX_PAGE_SIZE = 200;
const ADMIN_ORDERS_DEFAULT_PAGE_SIZE = 100;

export const AdminOrdersQuerySchema = z
  .object({
    /** Part of an order number, a name or a phone number (spaces in phone numbers are ignored). */
    q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
    /** Collection dates from and to (inclusive), London days. */
    from: isoDate("From").optional(),
    to: isoDate("To").optional(),
    view: z.enum(ORDER_VIEWS, { error: "View must be active, done or all" }).default("all"),
    page: z.coerce
      .number({ error: "Page must be a whole number" })
      .int("Page must be a whole number")
      .min(1, "Page must be at least 1")
      .max(100_000, "Page is too large")
      .default(1),
    pageSize: z.coerce
      .number({ error: "Page size must be a whole number" })
      .int("Page size must be a whole number")
      .min(1, "Page size must be at least 1")
      .max(ADMIN_ORDERS_MAX_PAGE_SIZE, `Page size must be at most ${ADMIN_ORDERS_MAX_PAGE_SIZE}`)
      .default(ADMIN_ORDERS_DEFAULT_PAGE_SIZE),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: "From must be on or before To",
    path: ["from"],
  });
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuerySchema>;

export const AdminOrdersPageSchema = z.object({
  orders: z.array(OrderSchema),
  /** Orders matching the filters, over all pages. */
  total: z.number().int(),
  /** A search's total is counted up to a bound: true when there are more than `total`. */
  totalIsAtLeast: z.boolean().optional(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The server's London day ("today" for the board, also under a test clock). */
  today: z.string(),
  /** The dates the answer covers (null: unbounded on that side). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** VAT registration is on with a VAT number: a paid order's card offers its VAT receipt. */
  vatRegistered: z.boolean(),
});
export type AdminOrdersPage = z.infer<typeof AdminOrdersPageSchema>;

/** The one-tap move on and its undo: received -> preparing -> ready -> collected. */
export const NEXT_STATUS = { received: "preparing", preparing: "ready", ready: "collected" } as const;
export const PREVIOUS_STATUS = { preparing: "received", ready: "preparing", collected: "ready" } as const;
