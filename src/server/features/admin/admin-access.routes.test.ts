/**
 * docs/architecture.md rule 3: every admin call and every write to menu, offers, chefs, hours, special
 * hours, time periods and the PDF answers 401 without an admin session and changes nothing.
 * The routes come from the app itself (an onRoute hook): a new write or /api/admin route is checked
 * without anyone listing it, and fails unless it lives in the staff-only scope or is named below as
 * a write the public may make. ADMIN_ROUTES adds realistic bodies for the known staff routes.
 */
import { sql } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { pdfBytes, pngBytes, type TableUpload, tableRequest } from "../../testing/multipart";
import { insertTestOrder } from "../../testing/order-factory";
import { validOffer } from "../../testing/staff-route-bodies";

interface AdminRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  body?: unknown;
  multipart?: TableUpload;
}

const validChef = { name: "Ravi", specialty: "Biryani", experience: "20 years", description: "Master" };
const validDish = { name: "Test Dish", description: "x", price: "9.99", category: "curries" };

const ADMIN_ROUTES: AdminRoute[] = [
  { method: "GET", url: "/api/admin/stats" },
  {
    method: "PUT",
    url: "/api/admin/password",
    body: { currentPassword: "x", newPassword: "long-enough", confirmPassword: "long-enough" },
  },
  { method: "GET", url: "/api/admin/orders" },
  { method: "GET", url: "/api/admin/orders/events" },
  { method: "PUT", url: "/api/admin/orders/1/print" },
  { method: "PUT", url: "/api/admin/orders/1/status", body: { status: "cancelled" } },
  { method: "POST", url: "/api/admin/orders/1/refund", body: { amountPence: 100 } },
  { method: "GET", url: "/api/admin/orders/1/refunds" },
  { method: "GET", url: "/api/admin/settings" },
  { method: "PUT", url: "/api/admin/settings", body: { kitchenCapacityPerSlot: 1 } },
  { method: "PUT", url: "/api/admin/settings", body: { orderingPausedUntil: "2026-11-24T23:00:00Z" } },
  { method: "GET", url: "/api/admin/reservations" },
  { method: "PUT", url: "/api/admin/reservations/1/status", body: { status: "confirmed" } },
  { method: "GET", url: "/api/admin/messages" },
  { method: "PUT", url: "/api/admin/messages/1/read" },
  { method: "POST", url: "/api/admin/menu", body: validDish },
  { method: "PUT", url: "/api/admin/menu/1", body: { name: "Hacked" } },
  { method: "PUT", url: "/api/admin/menu/1", body: { soldOutToday: true } },
  { method: "PUT", url: "/api/admin/menu/reorder", body: { ids: [2, 1] } },
  { method: "DELETE", url: "/api/admin/menu/1" },
  {
    method: "POST",
    url: "/api/admin/menu/upload-image",
    multipart: { field: "menuImage", fileName: "a.png", type: "image/png", bytes: pngBytes },
  },
  {
    method: "POST",
    url: "/api/admin/menu/upload",
    multipart: { field: "menuPdf", fileName: "menu.pdf", type: "application/pdf", bytes: pdfBytes },
  },
  { method: "POST", url: "/api/offers", body: validOffer },
  { method: "PUT", url: "/api/offers/1", body: { isActive: false } },
  { method: "DELETE", url: "/api/offers/1" },
  { method: "POST", url: "/api/chefs", body: validChef },
  { method: "PUT", url: "/api/chefs/1", body: { name: "Hacked" } },
  { method: "DELETE", url: "/api/chefs/1" },
  {
    method: "PUT",
    url: "/api/operating-hours/2",
    body: {
      openTime: "01:00",
      closeTime: "02:00",
      isClosed: true,
      isOrderingEnabled: false,
      lastOrderTime: null,
    },
  },
  {
    method: "POST",
    url: "/api/time-periods",
    body: { dayOfWeek: 2, periodName: "Late", openTime: "23:00", closeTime: "23:30" },
  },
  { method: "PUT", url: "/api/time-periods/1", body: { isActive: false } },
  { method: "DELETE", url: "/api/time-periods/1" },
  {
    method: "POST",
    url: "/api/special-hours",
    body: { date: "2026-12-01", reason: "Holiday", isClosed: true },
  },
  { method: "DELETE", url: "/api/special-hours/1" },
  // Added by other issues at merge time: PUT /api/admin/orders/:id/status, refunds, ...
];

const WATCHED_TABLES = [
  "users",
  "sessions",
  "menu_items",
  "images",
  "menu_pdfs",
  "offers",
  "chefs",
  "operating_hours",
  "operating_time_periods",
  "special_hours",
  "online_orders",
  "restaurant_settings",
  "reservations",
  "contact_messages",
];

/** Writes anyone may make (the spec's public calls); every other write is staff-only. */
const PUBLIC_WRITES = new Set([
  "POST /api/admin/login",
  "POST /api/admin/logout",
  "POST /api/orders",
  "POST /api/orders/quote",
  "POST /api/create-payment-intent",
  "PATCH /api/orders/:id/payment",
  "POST /api/payments/test/:id/pay",
  "POST /paypal/order",
  "POST /paypal/order/:id/capture",
  "POST /api/webhooks/stripe",
  // PayPal's webhook: PayPal verifies each delivery's signature (decision 0054).
  "POST /api/webhooks/paypal",
  "POST /api/customer/register",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
  // The link mailed to prove a member's email (decision 0039): the token is the key.
  "POST /api/auth/verify-email",
  "POST /api/reservations",
  // The diner's private link: the unguessable token in the path is the key.
  "POST /api/reservations/manage/:token/cancel",
  "POST /api/contact",
  // The newsletter's double opt-in and one-click unsubscribe (RFC 8058): an address or a token.
  "POST /api/newsletter/subscribe",
  "POST /api/newsletter/confirm",
  "POST /api/newsletter/unsubscribe",
  // The review link mailed to a diner who collected (decision 0030): the token is the key.
  "POST /api/reviews/link/:token",
  // Gift vouchers (issue 38): buying and paying (the buyer's token is the key), the balance page
  // and a spend on a guest's order (the order's token), each throttled.
  "POST /api/gift-vouchers",
  "POST /api/gift-vouchers/:id/payment-intent",
  "POST /api/gift-vouchers/:id/paypal-order",
  "POST /api/gift-vouchers/:id/pay",
  "POST /api/gift-vouchers/:id/resend",
  "POST /api/gift-vouchers/balance",
  "POST /api/orders/:id/gift-voucher",
  // Catering (issue 39): a quote and a request (throttled), and paying one (the diner's link's
  // secret is the key; the owner must have confirmed it first).
  "POST /api/catering/quote",
  "POST /api/catering/requests",
  "POST /api/catering/requests/:id/payment-intent",
  "POST /api/catering/requests/:id/paypal-order",
  "POST /api/catering/requests/:id/pay",
  // A diner's own pre-order (issue 39): the order's token is the key, up to the owner's cut-off.
  "POST /api/order-ahead/orders/:id/cancel",
  "POST /api/order-ahead/orders/:id/change",
]);
/** Reads under /api/admin that a signed-out browser needs (is anyone signed in?). */
const PUBLIC_ADMIN_READS = new Set(["GET /api/admin/session"]);

const registered: { method: string; url: string }[] = [];
function collectRoute(route: RouteOptions) {
  for (const method of [route.method].flat()) {
    if (method === "HEAD" || method === "OPTIONS") continue;
    const url = route.url.length > 1 ? route.url.replace(/\/$/, "") : route.url;
    if (!registered.some((r) => r.method === method && r.url === url)) registered.push({ method, url });
  }
}
const routeName = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const isWrite = (method: string) => ["POST", "PUT", "PATCH", "DELETE"].includes(method);

let t: TestApp;

async function fingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WATCHED_TABLES) {
    const result = await t.db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`),
    );
    const rows = (result as unknown as { rows: { h: string }[] }).rows;
    out[table] = rows[0]?.h ?? "";
  }
  return out;
}

beforeAll(async () => {
  t = await buildTestApp({ onRoute: collectRoute });
  await insertTestOrder(t.db);
  await t.db.execute(
    sql`insert into reservations (name, phone, email, date, time, guests) values ('Guest', '0770', 'g@example.com', '2026-11-25', '19:00', 2)`,
  );
  await t.db.execute(
    sql`insert into contact_messages (first_name, last_name, email, subject, message) values ('A', 'B', 'a@example.com', 'catering', 'Hello')`,
  );
  await t.db.execute(
    sql`insert into operating_time_periods (day_of_week, period_name, open_time, close_time) values (2, 'Lunch', '11:00', '15:00')`,
  );
  await t.db.execute(
    sql`insert into special_hours (date, reason, is_closed) values ('2026-12-25', 'Christmas', true)`,
  );
});
afterAll(() => t.close());

describe("admin and write routes without an admin session", () => {
  it.each(ADMIN_ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))(
    "%s answers 401 and changes nothing",
    async (_name, route) => {
      const before = await fingerprint();
      for (const cookie of [undefined, "admin_session=forged-token"]) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          ...(await tableRequest(route, cookie)),
        });
        expect(res.statusCode).toBe(401);
        // A cookie without a live session behind it (expired, signed out, or forged: the server
        // cannot tell them apart) is "your session has ended"; no cookie is "sign in".
        expect(res.json()).toEqual(
          cookie
            ? { message: "Your staff session has ended. Please sign in again.", code: "SESSION_EXPIRED" }
            : { message: "Admin sign-in required", code: "SIGN_IN_REQUIRED" },
        );
      }
      expect(await fingerprint()).toEqual(before);
    },
  );
});

describe("every staff route found in the app", () => {
  const staffRoutes = () =>
    registered.filter(
      (r) =>
        (isWrite(r.method) && !PUBLIC_WRITES.has(routeName(r))) ||
        (r.url.startsWith("/api/admin") &&
          !PUBLIC_WRITES.has(routeName(r)) &&
          !PUBLIC_ADMIN_READS.has(routeName(r))),
    );

  it("knows the routes, and its list of public writes names only routes that exist", () => {
    expect(registered.length).toBeGreaterThan(50);
    const names = new Set(registered.map(routeName));
    for (const name of [...PUBLIC_WRITES, ...PUBLIC_ADMIN_READS]) expect(names, name).toContain(name);
    expect(staffRoutes().length).toBeGreaterThanOrEqual(ADMIN_ROUTES.length - 3);
  });

  it("answers 401 on every one of them without a session or with a forged one, and changes nothing", async () => {
    const before = await fingerprint();
    const open: string[] = [];
    for (const route of staffRoutes()) {
      const url = route.url.replace(/:[A-Za-z]+/g, "1");
      for (const cookie of [undefined, "admin_session=forged-token"]) {
        const res = await t.app.inject({
          method: route.method as "GET",
          url,
          headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
          payload: isWrite(route.method) ? "{}" : undefined,
        });
        if (res.statusCode !== 401) open.push(`${routeName(route)} -> ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });
});
