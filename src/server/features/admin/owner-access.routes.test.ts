/**
 * Roles, table-driven over every route in the owner-only scope: an owner is let in, a staff account
 * gets 403, a stranger 401, and each successful owner write leaves an audit row naming the route.
 * The routes come from the app (the scope marks each with config.access in onRoute), so a route
 * moved into the owner scope fails here until OWNER_ROUTES gives it a realistic request.
 */
import { count } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { buildMultipart } from "../../testing/multipart";
import { insertTestOrder } from "../../testing/order-factory";

const TEST_ENCRYPTION_KEY = "a".repeat(64);

interface OwnerRoute {
  /** The route as registered ("PUT /api/chefs/:id"). */
  route: string;
  /** The concrete URL to call; defaults to the route's path. */
  url?: string;
  body?: unknown;
  multipart?: { field: string; fileName: string; type: string; bytes: () => Promise<Buffer> };
}

const pngBytes = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: "#a00" } })
    .png()
    .toBuffer();
const pdfBytes = async () => Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

const cashUp = {
  date: "2026-11-23",
  openingBalancePence: 10000,
  closingBalancePence: 25000,
  counterSalesCardPence: 40000,
  counterSalesCashPence: 16000,
  uberEatsSalesPence: 0,
  justEatSalesPence: 0,
  deliverooSalesPence: 0,
  cateringSalesPence: 0,
  cashOutAmountPence: 1000,
  cashOutTakenBy: "Sam",
  cashOutReason: "Milk",
  tipsPence: 0,
  refundsPence: 0,
  discountsPence: 0,
};

/** In order: later rows use what earlier ones made (account 3, employee 1, time entry 1). */
const OWNER_ROUTES: OwnerRoute[] = [
  { route: "GET /api/admin/settings" },
  { route: "PUT /api/admin/settings", body: { overtimeThresholdMinutes: 2100 } },
  { route: "GET /api/admin/staff-accounts" },
  { route: "GET /api/admin/staff-accounts/sign-in-failures" },
  { route: "GET /api/admin/customers", url: "/api/admin/customers?email=owner-test-diner@example.com" },
  {
    route: "PUT /api/admin/customers/:id/date-of-birth",
    url: "/api/admin/customers/1/date-of-birth",
    body: { dateOfBirth: "1990-03-14" },
  },
  { route: "POST /api/admin/staff-accounts", body: { username: "new-cook", role: "staff" } },
  {
    route: "PUT /api/admin/staff-accounts/:id",
    url: "/api/admin/staff-accounts/3",
    body: { isDisabled: true },
  },
  {
    route: "POST /api/admin/staff-accounts/:id/password",
    url: "/api/admin/staff-accounts/3/password",
    body: {},
  },
  { route: "GET /api/admin/audit-log" },
  { route: "GET /api/admin/cash-ups" },
  { route: "GET /api/admin/cash-ups/online-sales", url: "/api/admin/cash-ups/online-sales?date=2026-11-23" },
  { route: "POST /api/admin/cash-ups", body: cashUp },
  {
    route: "PUT /api/admin/cash-ups/:date",
    url: "/api/admin/cash-ups/2026-11-23",
    body: { ...cashUp, tipsPence: 500 },
  },
  { route: "GET /api/admin/employees" },
  {
    route: "POST /api/admin/employees",
    body: {
      firstName: "Ravi",
      lastName: "Kumar",
      position: "chef",
      hourlyRatePence: 1200,
      startDate: "2026-01-05",
      nationalInsuranceNumber: "AB 12 34 56 C",
    },
  },
  { route: "PUT /api/admin/employees/:id", url: "/api/admin/employees/1", body: { hourlyRatePence: 1250 } },
  { route: "GET /api/admin/time-entries", url: "/api/admin/time-entries?date=2026-11-23" },
  {
    route: "POST /api/admin/time-entries",
    body: {
      employeeId: 1,
      date: "2026-11-23",
      clockInTime: "11:00",
      clockOutTime: "19:00",
      breakDuration: 30,
    },
  },
  { route: "PUT /api/admin/time-entries/:id", url: "/api/admin/time-entries/1", body: { breakDuration: 15 } },
  { route: "DELETE /api/admin/time-entries/:id", url: "/api/admin/time-entries/1" },
  {
    route: "POST /api/admin/orders/:id/refund",
    url: "/api/admin/orders/1/refund",
    body: { amountPence: 100 },
  },
  { route: "GET /api/admin/orders/:id/refunds", url: "/api/admin/orders/1/refunds" },
  {
    route: "POST /api/admin/menu",
    body: { name: "Test Dish", description: "x", price: "9.99", category: "curries" },
  },
  { route: "PUT /api/admin/menu/reorder", body: { ids: [2, 1] } },
  { route: "PUT /api/admin/menu/:id", url: "/api/admin/menu/1", body: { name: "Renamed dish" } },
  { route: "GET /api/admin/menu/:id/options", url: "/api/admin/menu/1/options" },
  { route: "PUT /api/admin/menu/:id/options", url: "/api/admin/menu/1/options", body: { groups: [] } },
  { route: "DELETE /api/admin/menu/:id", url: "/api/admin/menu/1" },
  {
    route: "POST /api/admin/menu/upload-image",
    multipart: { field: "menuImage", fileName: "a.png", type: "image/png", bytes: pngBytes },
  },
  {
    route: "POST /api/admin/menu/upload",
    multipart: { field: "menuPdf", fileName: "menu.pdf", type: "application/pdf", bytes: pdfBytes },
  },
  {
    route: "POST /api/offers",
    body: {
      title: "Test offer",
      description: "Half off",
      discountType: "percentage",
      discountValue: 50,
      validFrom: "2026-11-01T00:00:00Z",
      validTo: "2026-12-31T00:00:00Z",
    },
  },
  { route: "POST /api/offers/flash-sale", body: { endsAt: "2099-01-01T00:00:00Z" } },
  { route: "PUT /api/offers/:id", url: "/api/offers/1", body: { isActive: false } },
  { route: "DELETE /api/offers/:id", url: "/api/offers/1" },
  {
    route: "POST /api/chefs",
    body: { name: "Ravi", specialty: "Biryani", experience: "20 years", description: "Master" },
  },
  { route: "PUT /api/chefs/:id", url: "/api/chefs/1", body: { name: "Renamed" } },
  { route: "DELETE /api/chefs/:id", url: "/api/chefs/1" },
  {
    route: "PUT /api/operating-hours/:dayOfWeek",
    url: "/api/operating-hours/1",
    body: {
      openTime: "12:00",
      closeTime: "22:00",
      isClosed: false,
      isOrderingEnabled: true,
      lastOrderTime: null,
    },
  },
  {
    route: "POST /api/time-periods",
    body: { dayOfWeek: 2, periodName: "Late", openTime: "23:00", closeTime: "23:30" },
  },
  { route: "PUT /api/time-periods/:id", url: "/api/time-periods/1", body: { isActive: false } },
  { route: "DELETE /api/time-periods/:id", url: "/api/time-periods/1" },
  { route: "POST /api/special-hours", body: { date: "2026-12-01", reason: "Holiday", isClosed: true } },
  { route: "DELETE /api/special-hours/:id", url: "/api/special-hours/1" },
  { route: "GET /api/admin/purchases", url: "/api/admin/purchases?from=2026-11-01&to=2026-11-30" },
  {
    route: "POST /api/admin/purchases",
    body: {
      vendor: "Booker",
      date: "2026-11-23",
      totalAmountPence: 1200,
      vatAmountPence: 200,
      category: "food",
      paymentMethod: "card",
    },
  },
  { route: "GET /api/admin/purchases/:id", url: "/api/admin/purchases/1" },
  {
    route: "PUT /api/admin/purchases/:id",
    url: "/api/admin/purchases/1",
    body: {
      vendor: "Booker Wholesale",
      date: "2026-11-23",
      totalAmountPence: 1300,
      vatAmountPence: 200,
      category: "food",
      paymentMethod: "card",
    },
  },
  { route: "DELETE /api/admin/purchases/:id", url: "/api/admin/purchases/1" },
  {
    route: "POST /api/admin/purchases/scans",
    multipart: { field: "receiptImage", fileName: "r.png", type: "image/png", bytes: pngBytes },
  },
  { route: "GET /api/admin/purchases/scans/:id", url: "/api/admin/purchases/scans/1" },
  { route: "GET /api/admin/reports/weekly", url: "/api/admin/reports/weekly?weekStart=2026-11-16" },
  { route: "GET /api/admin/reports/trend", url: "/api/admin/reports/trend?weekStart=2026-11-16" },
  {
    route: "GET /api/admin/reports/weekly.csv",
    url: "/api/admin/reports/weekly.csv?weekStart=2026-11-16&report=sales",
  },
  {
    route: "GET /api/admin/reports/records.csv",
    url: "/api/admin/reports/records.csv?records=purchases&from=2026-11-01&to=2026-11-30",
  },
];

const registered: RouteOptions[] = [];
const routeNames = (access: "owner" | "staff") =>
  registered
    .filter((r) => r.config?.access === access)
    .flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== "HEAD")
        .map((m) => `${m} ${r.url.length > 1 ? r.url.replace(/\/$/, "") : r.url}`),
    );

let t: TestApp;
let ownerCookie: string;
let staffCookie: string;

async function countAuditRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

async function call(route: OwnerRoute, cookie: string | undefined) {
  const [method, path] = route.route.split(" ") as ["GET", string];
  const headers: Record<string, string> = cookie ? { cookie } : {};
  let payload: string | Buffer | undefined;
  if (route.multipart) {
    const m = await buildMultipart(
      route.multipart.field,
      await route.multipart.bytes(),
      route.multipart.fileName,
      route.multipart.type,
    );
    payload = m.payload;
    Object.assign(headers, m.headers);
  } else if (route.body !== undefined) {
    payload = JSON.stringify(route.body);
    headers["content-type"] = "application/json";
  }
  return t.app.inject({ method, url: route.url ?? path, headers, payload });
}

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (r) => registered.push(r),
    env: { BACK_OFFICE_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY },
  });
  await insertTestOrder(t.db, {
    paymentStatus: "completed",
    paymentMethod: "test",
    paymentId: "test_payment_1",
    paidAt: new Date("2026-11-23T19:00:00Z"),
  });
  ownerCookie = await signInTestAdmin(t.app, t.db);
  // Customer 1, whose date of birth the owner corrects.
  const diner = await t.app.inject({
    method: "POST",
    url: "/api/customer/register",
    payload: {
      firstName: "Ayesha",
      lastName: "Khan",
      email: "owner-test-diner@example.com",
      phone: "07700 900123",
      password: "biryani1",
      confirmPassword: "biryani1",
    },
  });
  expect(diner.statusCode, diner.body).toBe(201);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/admin/staff-accounts",
    headers: { cookie: ownerCookie },
    payload: { username: "waiter", role: "staff", password: "waiter-secret" },
  });
  expect(created.statusCode).toBe(201);
  const login = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { username: "waiter", password: "waiter-secret" },
  });
  const cookie = login.cookies.find((c) => c.name === "admin_session");
  if (!cookie) throw new Error(login.body);
  staffCookie = `admin_session=${cookie.value}`;
});
afterAll(() => t.close());

describe("the owner-only scope", () => {
  it("holds exactly the routes of the table (a route moved in needs a row here)", () => {
    const owner = new Set(routeNames("owner"));
    const table = new Set(OWNER_ROUTES.map((r) => r.route));
    expect(
      [...owner].filter((r) => !table.has(r)),
      "owner routes missing from OWNER_ROUTES",
    ).toEqual([]);
    expect(
      [...table].filter((r) => !owner.has(r)),
      "rows for routes not in the owner scope",
    ).toEqual([]);
  });

  it("leaves staff their evening: orders, sold-out, reservations, messages and their own password", () => {
    expect(new Set(routeNames("staff"))).toEqual(
      new Set([
        "GET /api/admin/stats",
        "PUT /api/admin/password",
        "POST /api/admin/logout",
        "GET /api/admin/reservations",
        "POST /api/admin/reservations",
        "PUT /api/admin/reservations/:id/status",
        "GET /api/admin/messages",
        "PUT /api/admin/messages/:id/read",
        "GET /api/admin/orders",
        "GET /api/admin/orders/events",
        "PUT /api/admin/orders/:id/print",
        "PUT /api/admin/orders/:id/status",
        "PUT /api/admin/menu/:id/availability",
      ]),
    );
  });

  it.each(OWNER_ROUTES.map((r) => [r.route, r] as const))(
    "%s: stranger 401, staff 403, owner allowed and audited",
    async (_name, route) => {
      const before = await countAuditRows();
      const anonymous = await call(route, undefined);
      expect(anonymous.statusCode).toBe(401);
      const staff = await call(route, staffCookie);
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toEqual({ message: "Only an owner can do this" });
      expect(await countAuditRows()).toBe(before);

      const owner = await call(route, ownerCookie);
      expect(owner.statusCode, owner.body).toBeLessThan(300);
      const [method, path] = route.route.split(" ");
      const audit = await t.app.inject({
        method: "GET",
        url: "/api/admin/audit-log?limit=1",
        headers: { cookie: ownerCookie },
      });
      const newest = audit.json().entries[0];
      if (method === "GET") {
        expect(await countAuditRows()).toBe(before);
      } else {
        expect(await countAuditRows()).toBe(before + 1);
        expect(newest).toMatchObject({ action: `${method} ${path}`, username: "admin" });
        expect(JSON.stringify(newest)).not.toMatch(/AB123456C|AB 12 34 56 C|waiter-secret/);
      }
    },
  );
});

describe("staff routes", () => {
  it("let a staff account run the evening", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/admin/orders", undefined],
      ["GET", "/api/admin/reservations?date=2030-01-01", undefined],
      ["GET", "/api/admin/stats", undefined],
      ["PUT", "/api/admin/menu/2/availability", { soldOutToday: true }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: staffCookie }, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
  });
});
