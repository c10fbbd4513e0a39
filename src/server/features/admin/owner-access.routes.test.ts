/**
 * Roles and the audit trail, table-driven over every route of the staff-only scope: in the owner
 * scope an owner is let in, a staff account gets 403, a stranger 401; every successful write, owner
 * or staff, leaves exactly the audit rows its service writes, read as the sentence given here (or,
 * for the few writes that change nothing to account for, none). The routes come from the app (the
 * scopes mark each with config.access in onRoute), so a route added to either scope fails here
 * until its table gives it a realistic request and its words: none is left unaudited.
 */
import { count, desc, eq } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeAuditEntry } from "@shared/audit-log/audit-sentence";
import { EMPTY_SITE_WORDS } from "@shared/site-content/site-content.schema";
import {
  auditLog,
  contactMessages,
  giftVouchers,
  images,
  newsletterSubscriptions,
  refundRequests,
  reviews,
  users,
} from "../../db/schema";
import { storeBytes } from "../../lib/file-store";
import { signInNewStaff, signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { pdfBytes, pngBytes, type TableUpload, tableRequest } from "../../testing/multipart";
import { insertTestOrder } from "../../testing/order-factory";
import { raviTheChef, validOffer } from "../../testing/staff-route-bodies";

const TEST_ENCRYPTION_KEY = "a".repeat(64);
/** A receipt photo stored before the table runs (private: owners only). */
const RECEIPT_PHOTO_GROUP = "receipt-photo-for-the-table";

interface OwnerRoute {
  /** The route as registered ("PUT /api/chefs/:id"). */
  route: string;
  /** The concrete URL to call; defaults to the route's path. */
  url?: string;
  body?: unknown;
  multipart?: TableUpload;
  /**
   * A write's audit entries, newest last, as sentences (or patterns where the seed names the
   * record); [] for a write that changes nothing to account for (it says so with auditNotNeeded).
   */
  audit?: (string | RegExp)[];
}

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
  {
    route: "PUT /api/admin/printer",
    body: { address: "127.0.0.1:9", autoPrint: true },
    audit: ["admin set the kitchen printer to 127.0.0.1:9"],
  },
  {
    route: "PUT /api/admin/settings",
    body: { overtimeThresholdMinutes: 2100 },
    audit: ["admin changed the settings: overtime after (a week) from 40 hours to 35 hours"],
  },
  { route: "GET /api/admin/staff-accounts" },
  {
    route: "POST /api/admin/staff-accounts",
    body: { username: "new-cook", role: "staff" },
    audit: ["admin added the sign-in new-cook (staff)"],
  },
  { route: "GET /api/admin/staff-accounts/sign-in-failures" },
  { route: "GET /api/admin/customers", url: "/api/admin/customers?email=owner-test-diner@example.com" },
  {
    route: "PUT /api/admin/customers/:id/date-of-birth",
    url: "/api/admin/customers/1/date-of-birth",
    body: { dateOfBirth: "1990-03-14" },
    audit: ["admin set the date of birth of owner-test-diner@example.com to 1990-03-14"],
  },
  {
    route: "PUT /api/admin/staff-accounts/:id",
    url: "/api/admin/staff-accounts/3",
    body: { isDisabled: true },
    audit: ["admin disabled the sign-in new-cook"],
  },
  {
    route: "POST /api/admin/staff-accounts/:id/password",
    url: "/api/admin/staff-accounts/3/password",
    body: {},
    audit: ["admin reset the password of new-cook"],
  },
  { route: "GET /api/admin/audit-log" },
  { route: "GET /api/admin/audit-log/people" },
  { route: "GET /api/admin/cash-ups" },
  { route: "GET /api/admin/cash-ups/online-sales", url: "/api/admin/cash-ups/online-sales?date=2026-11-23" },
  {
    route: "POST /api/admin/cash-ups",
    body: cashUp,
    audit: ["admin recorded the cash-up for Monday 23 November: balanced"],
  },
  {
    route: "PUT /api/admin/cash-ups/:date",
    url: "/api/admin/cash-ups/2026-11-23",
    body: { ...cashUp, tipsPence: 500 },
    audit: ["admin corrected the cash-up for Monday 23 November: tips from £0.00 to £5.00; now balanced"],
  },
  { route: "GET /api/admin/employees" },
  {
    route: "POST /api/admin/employees",
    body: raviTheChef,
    audit: ["admin added the employee Ravi Kumar (chef, £12.00 an hour)"],
  },
  {
    route: "PUT /api/admin/employees/:id",
    url: "/api/admin/employees/1",
    body: { hourlyRatePence: 1250, confirmBelowMinimumWage: true },
    audit: ["admin changed Ravi Kumar: hourly rate from £12.00 to £12.50"],
  },
  { route: "GET /api/admin/employees/:id/pay-rates", url: "/api/admin/employees/1/pay-rates" },
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
    audit: ["admin added a shift for Ravi Kumar on Monday 23 November, 11:00–19:00"],
  },
  {
    route: "PUT /api/admin/time-entries/:id",
    url: "/api/admin/time-entries/1",
    body: { breakDuration: 15 },
    audit: ["admin changed Ravi Kumar's shift on Monday 23 November: break from 30 minutes to 15 minutes"],
  },
  {
    route: "DELETE /api/admin/time-entries/:id",
    url: "/api/admin/time-entries/1",
    audit: ["admin deleted Ravi Kumar's shift on Monday 23 November (11:00–19:00)"],
  },
  {
    route: "POST /api/admin/orders/:id/refund",
    url: "/api/admin/orders/1/refund",
    body: { amountPence: 100 },
    audit: [/^admin refunded £1\.00 on T\w+$/],
  },
  { route: "GET /api/admin/orders/:id/refunds", url: "/api/admin/orders/1/refunds" },
  { route: "GET /api/admin/refund-requests" },
  {
    route: "POST /api/admin/refund-requests/:id/approve",
    get url() {
      return `/api/admin/refund-requests/${noShowRequestIds[0]}/approve`;
    },
    audit: [
      /^admin refunded £10\.00 on T\w+, refunded in full \(reason: No-show\)$/,
      /^admin approved the refund of £10\.00 on T\w+ that waiter asked for$/,
    ],
  },
  {
    route: "POST /api/admin/refund-requests/:id/decline",
    get url() {
      return `/api/admin/refund-requests/${noShowRequestIds[1]}/decline`;
    },
    body: { note: "No-show fee" },
    audit: [/^admin declined the refund of £10\.00 on T\w+ that waiter asked for \(note: No-show fee\)$/],
  },
  {
    route: "POST /api/admin/menu",
    body: { name: "Test Dish", description: "x", price: "9.99", category: "curries" },
    audit: ["admin added Test Dish to the menu at £9.99"],
  },
  { route: "PUT /api/admin/menu/reorder", body: { ids: [2, 1] }, audit: ["admin reordered the menu"] },
  {
    route: "PUT /api/admin/menu/:id",
    url: "/api/admin/menu/1",
    body: { name: "Renamed dish" },
    audit: [/^admin changed [^:]+: name from [^,]+ to Renamed dish$/],
  },
  { route: "GET /api/admin/menu/:id/options", url: "/api/admin/menu/1/options" },
  {
    route: "PUT /api/admin/menu/:id/options",
    url: "/api/admin/menu/1/options",
    body: { groups: [] },
    audit: ["admin removed the options of Renamed dish"],
  },
  {
    route: "DELETE /api/admin/menu/:id",
    url: "/api/admin/menu/1",
    audit: ["admin removed Renamed dish from the menu"],
  },
  {
    route: "POST /api/admin/menu/upload-image",
    multipart: { field: "menuImage", fileName: "a.png", type: "image/png", bytes: pngBytes },
    audit: [],
  },
  {
    route: "POST /api/admin/menu/upload",
    multipart: { field: "menuPdf", fileName: "menu.pdf", type: "application/pdf", bytes: pdfBytes },
    audit: ["admin uploaded the menu PDF menu.pdf"],
  },
  {
    route: "POST /api/offers",
    body: validOffer,
    audit: ["admin added the offer Test offer"],
  },
  {
    route: "POST /api/offers/flash-sale",
    body: { endsAt: "2099-01-01T00:00:00Z" },
    // The seeded sale is running: one flash sale at a time, so it is ended first (issue 32).
    audit: [
      "admin ended the flash sale COLLECTION 30% OFF, which was to run until 00:00 on Wednesday 25 November: COLLECTION 30% OFF replaces it",
      "admin started the flash sale COLLECTION 30% OFF: 30% off until 00:00 on Thursday 1 January 2099",
    ],
  },
  {
    route: "PUT /api/offers/:id",
    url: "/api/offers/1",
    body: { isActive: false },
    audit: ["admin changed the offer 10% off collection orders over £30: active from yes to no"],
  },
  {
    route: "DELETE /api/offers/:id",
    url: "/api/offers/1",
    audit: ["admin removed the offer 10% off collection orders over £30"],
  },
  {
    route: "POST /api/chefs",
    body: { name: "Ravi", specialty: "Biryani", experience: "20 years", description: "Master" },
    audit: ["admin added the chef Ravi"],
  },
  {
    route: "PUT /api/chefs/:id",
    url: "/api/chefs/1",
    body: { name: "Renamed" },
    audit: [/^admin changed the chef [^:]+: name from [^,]+ to Renamed$/],
  },
  { route: "DELETE /api/chefs/:id", url: "/api/chefs/1", audit: ["admin removed the chef Renamed"] },
  {
    route: "POST /api/admin/delivery/zones",
    body: {
      name: "Town",
      kind: "postcodes",
      areas: "NN1, NN3 1-4",
      feePence: 250,
      minOrderPence: 1500,
      freeOverPence: 3000,
      leadTimeMinutes: 45,
    },
    audit: ["admin added the delivery zone Town"],
  },
  {
    route: "PUT /api/admin/delivery/zones/:id",
    url: "/api/admin/delivery/zones/1",
    body: {
      name: "Town",
      kind: "postcodes",
      areas: "NN1, NN3 1-4",
      feePence: 300,
      minOrderPence: 1500,
      freeOverPence: 3000,
      leadTimeMinutes: 45,
    },
    audit: [/^admin changed the delivery zone Town: .*£2\.50 to £3\.00/],
  },
  {
    route: "DELETE /api/admin/delivery/zones/:id",
    url: "/api/admin/delivery/zones/1",
    audit: ["admin removed the delivery zone Town"],
  },
  {
    route: "PUT /api/admin/delivery/settings",
    body: { deliveriesPerSlot: 4, cashOnDelivery: true },
    audit: [/^admin changed the delivery settings: /],
  },
  { route: "GET /api/admin/order-ahead/settings" },
  {
    route: "PUT /api/admin/order-ahead/settings",
    body: { daysAhead: 6, printMinutesBefore: 45, cancelCutoffMinutes: 120 },
    audit: [/^admin changed the settings: /],
  },
  {
    // The waiter drives too (the staff rows below assign and take out a delivery).
    route: "PUT /api/admin/delivery/drivers/:id",
    get url() {
      return `/api/admin/delivery/drivers/${waiterId}`;
    },
    body: { isDriver: true },
    audit: ["admin made waiter a driver"],
  },
  {
    route: "PUT /api/admin/site-content/words",
    body: EMPTY_SITE_WORDS,
    audit: [/^admin changed the site's words/],
  },
  {
    route: "PUT /api/admin/site-content/brand",
    body: { logoUrl: null, accentColour: "#1d4ed8" },
    audit: ["admin changed the site's logo and colour: accent colour from none to #1d4ed8"],
  },
  {
    route: "POST /api/admin/site-content/gallery",
    body: { imageUrl: "/sample/gallery-tandoor.svg", alt: "Another tandoor" },
    audit: [/^admin changed the site's gallery/],
  },
  {
    route: "PUT /api/admin/site-content/gallery/:id",
    url: "/api/admin/site-content/gallery/1",
    body: { alt: "Biryani" },
    audit: [/^admin changed the site's gallery: alt/],
  },
  {
    route: "PUT /api/admin/site-content/gallery/order",
    body: { ids: [7, 6, 5, 4, 3, 2, 1] },
    audit: [/^admin changed the site's gallery order/],
  },
  {
    route: "DELETE /api/admin/site-content/gallery/:id",
    url: "/api/admin/site-content/gallery/1",
    audit: ["admin changed the site's gallery: photo from Biryani to none"],
  },
  {
    route: "POST /api/admin/menu/import/preview",
    body: { csv: "name,category,price\nTable Dish,curries,5.00\n" },
    audit: [],
  },
  {
    route: "POST /api/admin/menu/import/apply",
    body: { csv: "name,category,price\nTable Dish,curries,5.00\n", fileName: "menu.csv" },
    audit: ["admin imported the menu from menu.csv: 1 dishes added, 0 changed"],
  },
  { route: "GET /api/admin/menu/import/export.csv" },
  {
    route: "POST /api/admin/menu/import/photos",
    multipart: { field: "photos", fileName: "table-dish.png", type: "image/png", bytes: pngBytes },
    audit: ["admin uploaded 1 dish photo at once"],
  },
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
    audit: [/^admin (changed|saved) Monday's opening hours/],
  },
  {
    route: "POST /api/time-periods",
    body: { dayOfWeek: 2, periodName: "Late", openTime: "23:00", closeTime: "23:30" },
    audit: ["admin added the opening period Tuesday Late (23:00–23:30)"],
  },
  {
    route: "PUT /api/time-periods/:id",
    url: "/api/time-periods/1",
    body: { isActive: false },
    audit: ["admin changed the opening period Tuesday Lunch: active from yes to no"],
  },
  {
    route: "DELETE /api/time-periods/:id",
    url: "/api/time-periods/1",
    audit: ["admin removed the opening period Tuesday Lunch"],
  },
  {
    route: "POST /api/special-hours",
    body: { date: "2026-12-01", reason: "Holiday", isClosed: true },
    audit: ["admin set special hours for Tuesday 1 December: closed (Holiday)"],
  },
  {
    route: "DELETE /api/special-hours/:id",
    url: "/api/special-hours/1",
    audit: ["admin removed the special hours for Tuesday 1 December"],
  },
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
    audit: ["admin added a purchase from Booker on Monday 23 November (£12.00)"],
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
    audit: [
      "admin changed the purchase from Booker on Monday 23 November: total from £12.00 to £13.00, vendor from Booker to Booker Wholesale",
    ],
  },
  {
    route: "DELETE /api/admin/purchases/:id",
    url: "/api/admin/purchases/1",
    audit: ["admin deleted the purchase from Booker Wholesale on Monday 23 November (£13.00)"],
  },
  {
    route: "POST /api/admin/purchases/scans",
    multipart: { field: "receiptImage", fileName: "r.png", type: "image/png", bytes: pngBytes },
    audit: [],
  },
  { route: "GET /api/admin/purchases/scans/:id", url: "/api/admin/purchases/scans/1" },
  {
    route: "GET /api/admin/receipt-images/:groupId/:file",
    url: `/api/admin/receipt-images/${RECEIPT_PHOTO_GROUP}/400.webp`,
  },
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
  { route: "GET /api/admin/reports/today" },
  { route: "GET /api/admin/reports/range", url: "/api/admin/reports/range?from=2026-11-01&to=2026-11-30" },
  { route: "GET /api/admin/reports/z-report", url: "/api/admin/reports/z-report?date=2026-11-23" },
  { route: "GET /api/admin/reports/z-report.csv", url: "/api/admin/reports/z-report.csv?date=2026-11-23" },
  {
    route: "POST /api/admin/reports/z-report/print",
    body: { date: "2026-11-23" },
    audit: ["admin sent the Z-report for Monday 23 November to the kitchen printer"],
  },
  { route: "GET /api/admin/newsletters" },
  { route: "POST /api/admin/newsletters/preview", body: { subject: "News", text: "Hello" }, audit: [] },
  {
    route: "POST /api/admin/newsletters/test",
    body: { subject: "News", text: "Hello", to: "owner@example.test" },
    audit: ['admin sent a test of the newsletter "News" to owner@example.test'],
  },
  {
    route: "POST /api/admin/newsletters",
    body: { subject: "News", text: "Hello" },
    audit: ['admin sent the newsletter "News" to 1 subscriber'],
  },
  { route: "GET /api/admin/newsletters/:id", url: "/api/admin/newsletters/1" },
  // Gift vouchers (voucher 2, made in beforeAll).
  { route: "GET /api/admin/gift-vouchers" },
  { route: "GET /api/admin/gift-vouchers/settings" },
  {
    route: "PUT /api/admin/gift-vouchers/settings",
    body: {
      enabled: true,
      presetAmountsPence: [2500],
      minPence: 1000,
      maxPence: 20000,
      validityMonths: 12,
      promoteFrom: null,
      promoteUntil: null,
    },
    audit: ["admin changed the gift voucher settings"],
  },
  {
    route: "PUT /api/admin/gift-vouchers/:id/expiry",
    url: "/api/admin/gift-vouchers/2/expiry",
    body: { expiresOn: "2028-01-31" },
    audit: ["admin moved gift voucher WWWW's expiry from 2027-11-24 to 2028-01-31"],
  },
  {
    route: "POST /api/admin/gift-vouchers/:id/cancel",
    url: "/api/admin/gift-vouchers/2/cancel",
    audit: ["admin cancelled gift voucher WWWW (£50.00 was left on it)"],
  },
  // Catering (issue 39): the terms, the menu, and request 1 (made in beforeAll).
  { route: "GET /api/admin/catering/settings" },
  {
    route: "PUT /api/admin/catering/settings",
    body: {
      enabled: true,
      leadTimeHours: 48,
      minimumPence: 20000,
      depositPercent: 25,
      deliveryChargePence: 1500,
      deliveryOffered: true,
    },
    audit: ["admin changed the catering terms"],
  },
  { route: "GET /api/admin/catering/items" },
  {
    route: "POST /api/admin/catering/items",
    body: { name: "Kulfi tray", pricing: "tray", pricePence: 3000, serves: 15 },
    audit: ["admin changed the catering menu (Kulfi tray)"],
  },
  {
    route: "PUT /api/admin/catering/items/:id",
    url: "/api/admin/catering/items/7",
    body: { name: "Kulfi tray", pricing: "tray", pricePence: 3200, serves: 15 },
    audit: ["admin changed the catering menu (Kulfi tray)"],
  },
  {
    route: "DELETE /api/admin/catering/items/:id",
    url: "/api/admin/catering/items/7",
    audit: ["admin changed the catering menu (Kulfi tray)"],
  },
  { route: "GET /api/admin/catering/requests" },
  {
    route: "POST /api/admin/catering/requests/:id/decision",
    url: "/api/admin/catering/requests/1/decision",
    body: { decision: "confirm", message: "See you then." },
    audit: ["admin confirmed catering request CAT-0001"],
  },
  { route: "GET /api/admin/catering/requests/:id/invoice", url: "/api/admin/catering/requests/1/invoice" },
  // The owner's books (issue 40): VAT registration and rates.
  { route: "GET /api/admin/vat/registration" },
  {
    route: "PUT /api/admin/vat/registration",
    body: { registered: true, vatNumber: "GB123456789", stagger: 1, basis: "accrual" },
    audit: ["admin changed the settings: VAT number from none to GB123456789, VAT registered from no to yes"],
  },
  { route: "GET /api/admin/vat/rates" },
  {
    route: "PUT /api/admin/vat/rates/dishes/:id",
    url: "/api/admin/vat/rates/dishes/2",
    body: { rateBasisPoints: 0 },
    audit: [/^admin changed .+: VAT rate from default to 0%$/],
  },
  {
    route: "PUT /api/admin/vat/rates/choices/:id",
    url: "/api/admin/vat/rates/choices/1",
    body: { rateBasisPoints: 2000 },
    audit: [/^admin changed .+ \(.+\): VAT rate from default to 20%$/],
  },
  { route: "GET /api/admin/vat/return", url: "/api/admin/vat/return?quarter=2026-12" },
  { route: "GET /api/admin/vat/return.csv", url: "/api/admin/vat/return.csv?quarter=2026-12&box=1" },
  // Exports an accountant can load (issue 40).
  {
    route: "GET /api/admin/reports/exports/:kind.csv",
    url: "/api/admin/reports/exports/xero-sales.csv?from=2026-11-01&to=2026-11-30",
  },
  // Tips shared (issue 40, decision 0051).
  { route: "GET /api/admin/tips/settings" },
  {
    route: "PUT /api/admin/tips/settings",
    body: { enabled: true, percentages: [5, 10] },
    audit: [
      "admin changed the settings: tip percentages from 10% to 5%, 10%, tips at checkout from no to yes",
    ],
  },
  { route: "GET /api/admin/tips/days/:date", url: "/api/admin/tips/days/2026-11-24" },
  {
    route: "PUT /api/admin/tips/days/:date/split",
    url: "/api/admin/tips/days/2026-11-24/split",
    // Already shared by hours: the audit says nothing changed.
    body: { weights: [] },
    audit: ["admin saved the settings without changes"],
  },
  { route: "GET /api/admin/tips/week", url: "/api/admin/tips/week?date=2026-11-24" },
  // The restaurant's identity (decision 0042).
  { route: "GET /api/admin/restaurant-details" },
  {
    route: "PUT /api/admin/restaurant-details",
    body: {
      name: "Spice Route",
      street: "3 Mill Lane",
      town: "York",
      postcode: "yo17hh",
      phone: "01904 000000",
      email: "hello@spice-route.test",
    },
    audit: [/^admin changed the restaurant's details/],
  },
  { route: "GET /api/admin/legal-pages/:slug", url: "/api/admin/legal-pages/privacy" },
  {
    route: "PUT /api/admin/legal-pages/:slug",
    url: "/api/admin/legal-pages/terms",
    body: { body: "## Orders\nOrders are with {controller}." },
    audit: ["admin changed the wording of the terms page"],
  },
  { route: "GET /api/admin/setup" },
  {
    route: "POST /api/admin/setup/steps/:step",
    url: "/api/admin/setup/steps/printer",
    audit: ['admin finished the setup step "printer"'],
  },
  {
    // Only the chefs: the staff rows below still order from the menu.
    route: "POST /api/admin/setup/clear-sample",
    body: { parts: ["chefs"] },
    audit: [/^admin cleared the sample chefs \(\d+ removed\)$/],
  },
  // Last: a diner's data-rights request (customer 1 is gone afterwards).
  {
    route: "POST /api/admin/data-rights/export",
    body: { email: "owner-test-diner@example.com" },
    audit: ["admin exported the data held about owner-test-diner@example.com"],
  },
  {
    route: "POST /api/admin/data-rights/delete",
    body: { email: "owner-test-diner@example.com", confirmEmail: "owner-test-diner@example.com" },
    audit: [
      "admin deleted the data held about owner-test-diner@example.com: account deleted, 0 orders and 0 bookings anonymised",
    ],
  },
];

/**
 * The staff scope's writes, made by a staff account (the waiter), in order; the last changes the
 * waiter's own password, so it comes after every other use of the waiter's session.
 */
/** The dish of the waiter's phone order (STAFF_WRITES). */
let phoneOrderDishId = 0;
/** A phone order to pay at collection, which the waiter marks paid (STAFF_WRITES). */
let unpaidPhoneOrderId = 0;

/** Two no-show refunds waiting for an owner, one approved and one declined (OWNER_ROUTES). */
const noShowRequestIds: number[] = [];
/** An unpaid order the waiter cancels as a no-show (STAFF_WRITES). */
let noShowOrderId = 0;
/** The waiter's account (a driver, OWNER_ROUTES) and the delivery it takes out (STAFF_WRITES). */
let waiterId = 0;
let deliveryOrderId = 0;

const STAFF_WRITES: OwnerRoute[] = [
  {
    route: "POST /api/admin/orders/:id/no-show",
    get url() {
      return `/api/admin/orders/${noShowOrderId}/no-show`;
    },
    body: { refundPence: 0 },
    audit: [/^waiter cancelled order T\w+ as a no-show, with nothing to refund$/],
  },
  {
    route: "POST /api/admin/orders",
    // A dish without options, read from the menu once the app is up (beforeAll).
    get body() {
      return {
        customerName: "Ravi Patel",
        customerPhone: "07700 900456",
        collectionDate: "2026-11-24",
        collectionTime: "18:30",
        items: [{ id: phoneOrderDishId, quantity: 6, options: [] }],
        paymentMethod: "cash_at_counter",
      };
    },
    audit: [/^waiter took phone order HH-\w+ \(£[\d,.]+, paid in cash at the counter\)$/],
  },
  {
    // Before it is paid in cash: a £10.00 voucher (voucher 1) pays part of it.
    route: "POST /api/admin/orders/:id/gift-voucher",
    get url() {
      return `/api/admin/orders/${unpaidPhoneOrderId}/gift-voucher`;
    },
    body: { code: "VVVV-VVVV-VVVV-VVVV" },
    audit: [/^waiter took £10\.00 by gift voucher for order T\w+ \(£0\.00 left on it\)$/],
  },
  {
    route: "PUT /api/admin/orders/:id/payment",
    get url() {
      return `/api/admin/orders/${unpaidPhoneOrderId}/payment`;
    },
    body: { method: "cash" },
    audit: [/^waiter took £[\d,.]+ in cash for phone order T\w+$/],
  },
  {
    route: "PUT /api/admin/orders/:id/status",
    url: "/api/admin/orders/1/status",
    body: { status: "ready" },
    audit: [/^waiter marked order T\w+ ready$/],
  },
  {
    route: "PUT /api/admin/orders/:id/print",
    url: "/api/admin/orders/1/print",
    audit: [/^waiter marked order T\w+ printed$/],
  },
  {
    route: "POST /api/admin/printer/retry",
    audit: [/^waiter asked the kitchen printer to try its \d+ waiting tickets? again$/],
  },
  {
    route: "POST /api/admin/printer/reprints",
    body: { orderId: 1 },
    audit: [/^waiter sent order T\w+'s ticket to the kitchen printer$/],
  },
  {
    route: "PUT /api/admin/orders/:id/acknowledge",
    url: "/api/admin/orders/1/acknowledge",
    audit: [/^waiter acknowledged new order T\w+$/],
  },
  {
    route: "PUT /api/admin/service",
    body: { prepTimeMinutes: 45 },
    audit: ["waiter changed the preparation time from 30 to 45 minutes"],
  },
  {
    route: "PUT /api/admin/delivery/pause",
    body: { pausedUntil: "2026-11-24T22:00:00Z" },
    audit: [/^waiter paused delivery until 22:00/],
  },
  {
    route: "PUT /api/admin/delivery/orders/:id/driver",
    get url() {
      return `/api/admin/delivery/orders/${deliveryOrderId}/driver`;
    },
    get body() {
      return { driverId: waiterId };
    },
    audit: [/^waiter gave delivery T\w+ to waiter$/],
  },
  {
    route: "PUT /api/admin/delivery/mine/:id",
    get url() {
      return `/api/admin/delivery/mine/${deliveryOrderId}`;
    },
    body: { status: "out" },
    audit: [/^waiter took delivery T\w+ out$/],
  },
  {
    route: "PUT /api/admin/menu/:id/availability",
    url: "/api/admin/menu/3/availability",
    body: { soldOutToday: true, isAvailable: false },
    audit: [/^waiter marked .+ sold out today \(back on \w+day \d+ \w+\) and marked .+ unavailable$/],
  },
  {
    // A dish's choice on the board's 86 list (decision 0036): "Dish: Choice".
    route: "PUT /api/admin/menu/choices/:id/availability",
    url: "/api/admin/menu/choices/1/availability",
    body: { soldOutToday: true },
    audit: [/^waiter marked .+: .+ sold out today/],
  },
  {
    route: "POST /api/admin/reservations",
    body: { name: "Asha Patel", phone: "07700900123", date: "2026-11-26", time: "19:00", guests: 12 },
    audit: ["waiter booked a table for Asha Patel: 12 guests on Thursday 26 November at 19:00"],
  },
  {
    route: "PUT /api/admin/reservations/:id/status",
    url: "/api/admin/reservations/1/status",
    body: { status: "cancelled" },
    audit: ["waiter cancelled Asha Patel's booking for Thursday 26 November at 19:00"],
  },
  { route: "PUT /api/admin/messages/:id/read", url: "/api/admin/messages/1/read", audit: [] },
  {
    route: "PUT /api/admin/reviews/:id",
    url: "/api/admin/reviews/1",
    body: { status: "published", reply: "Thank you!" },
    audit: [
      /^waiter published the review of order T\w+$/,
      /^waiter replied to the review of order T\w+: "Thank you!"$/,
    ],
  },
  {
    route: "PUT /api/admin/password",
    body: {
      currentPassword: "waiter-secret",
      newPassword: "waiter-secret-2",
      confirmPassword: "waiter-secret-2",
    },
    audit: ["waiter changed their own password"],
  },
  // Last: it ends the waiter's session.
  { route: "POST /api/admin/logout", audit: [] },
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
const isWrite = (route: string) => !route.startsWith("GET ");

let t: TestApp;
let ownerCookie: string;
let staffCookie: string;

async function countAuditRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

async function lastAuditId(): Promise<number> {
  const [row] = await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

/**
 * The rows written since `afterId` are the route's entries: by `username`, through the route, none
 * left to the safety net, no secret in them, each reading as the sentence expected.
 */
async function expectAudited(route: OwnerRoute, afterId: number, username: string): Promise<void> {
  const rows = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((r) => r.id > afterId);
  expect(route.audit, `${route.route}: give its audit words in the table`).toBeDefined();
  const sentences = rows.map((r) => describeAuditEntry({ ...r, at: r.at.toISOString() }));
  expect(sentences).toEqual(
    (route.audit ?? []).map((a) => (typeof a === "string" ? a : expect.stringMatching(a))),
  );
  for (const row of rows) {
    expect(row).toMatchObject({ username, action: route.route });
    expect(row.kind).not.toBe("request");
    // The stored summary is the same sentence, for anyone reading the table directly.
    expect(row.summary).toBe(describeAuditEntry({ ...row, at: row.at.toISOString() }));
    expect(JSON.stringify(row)).not.toMatch(/AB123456C|AB 12 34 56 C|waiter-secret|\[object Object\]/);
  }
}

async function call(route: OwnerRoute, cookie: string | undefined) {
  const [method, path] = route.route.split(" ") as ["GET", string];
  return t.app.inject({ method, url: route.url ?? path, ...(await tableRequest(route, cookie)) });
}

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (r) => registered.push(r),
    // A printer nothing listens on: what is sent to it stays queued (the Z-report's row needs one).
    env: { BACK_OFFICE_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, KITCHEN_PRINTER: "127.0.0.1:10" },
  });
  const menu: { id: number; optionGroups: unknown[]; isSoldOut: boolean }[] = (
    await t.app.inject({ method: "GET", url: "/api/menu" })
  ).json();
  // The last such dish: the owner's rows above change and delete the first ones.
  phoneOrderDishId = menu.filter((d) => d.optionGroups.length === 0 && !d.isSoldOut).at(-1)?.id ?? 0;
  const order = await insertTestOrder(t.db, {
    paymentStatus: "completed",
    paymentMethod: "test",
    paymentId: "test_payment_1",
    paidAt: new Date("2026-11-23T19:00:00Z"),
  });
  unpaidPhoneOrderId = (await insertTestOrder(t.db, { channel: "phone" })).id;
  for (const [code, amountPence] of [
    ["VVVVVVVVVVVVVVVV", 1000],
    ["WWWWWWWWWWWWWWWW", 5000],
  ] as const) {
    await t.db.insert(giftVouchers).values({
      code,
      status: "sent",
      amountPence,
      balancePence: amountPence,
      buyerName: "Priya",
      buyerEmail: "priya@example.com",
      recipientName: "Sam",
      recipientEmail: "sam@example.com",
      sendOn: "2026-11-24",
      expiresOn: "2027-11-24",
      buyerTokenHash: "0".repeat(64),
      createdAt: new Date("2026-11-24T12:00:00Z"),
    });
  }
  const catering = await t.app.inject({
    method: "POST",
    url: "/api/catering/requests",
    payload: {
      eventDate: "2026-11-27",
      eventTime: "12:30",
      guests: 40,
      fulfilment: "collection",
      lines: [{ itemId: 1, quantity: 40 }],
      email: "ops@acme.example",
      contactName: "Jo Patel",
      phone: "01604 123456",
    },
  });
  if (catering.statusCode !== 201) throw new Error(`catering request: ${catering.body}`);
  noShowOrderId = (await insertTestOrder(t.db)).id;
  for (const paymentId of ["test_no_show_1", "test_no_show_2"]) {
    const paid = await insertTestOrder(t.db, {
      totalPence: 1000,
      paymentStatus: "completed",
      paymentMethod: "test",
      paymentId,
      paidAt: new Date("2026-11-23T19:00:00Z"),
      orderStatus: "cancelled",
    });
    const [request] = await t.db
      .insert(refundRequests)
      .values({
        orderId: paid.id,
        amountPence: 1000,
        reason: "No-show",
        requestedBy: "waiter",
        requestedAt: new Date("2026-11-23T20:00:00Z"),
      })
      .returning();
    noShowRequestIds.push(request?.id ?? 0);
  }
  // One confirmed subscriber, for the newsletter an owner sends.
  await t.db.insert(newsletterSubscriptions).values({
    email: "reader@example.test",
    confirmedAt: new Date("2026-11-01T10:00:00Z"),
    unsubscribeToken: "reader-unsubscribe-token-0000000000",
  });
  // Review 1, which the waiter publishes and replies to.
  const at = new Date("2026-11-23T20:00:00Z");
  await t.db
    .insert(reviews)
    .values({ orderId: order.id, authorName: "Asha P.", rating: 5, createdAt: at, updatedAt: at });
  await t.db.insert(contactMessages).values({
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    subject: "catering",
    message: "Hello",
  });
  ownerCookie = await signInTestAdmin(t.app, t.db);
  const photo = await storeBytes(t.db, t.app.deps.files, await pngBytes(), "image/webp");
  await t.db.insert(images).values({
    groupId: RECEIPT_PHOTO_GROUP,
    width: 400,
    height: 20,
    mimeType: "image/webp",
    byteSize: photo.byteSize,
    fileId: photo.id,
    isPrivate: true,
  });
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
  staffCookie = await signInNewStaff(t.app, ownerCookie, { username: "waiter", password: "waiter-secret" });
  waiterId = (await t.db.select().from(users).where(eq(users.username, "waiter")))[0]?.id ?? 0;
  deliveryOrderId = (
    await insertTestOrder(t.db, {
      fulfilment: "delivery",
      deliveryAddress: "12 Abington Street",
      deliveryPostcode: "NN3 2AB",
      deliveryZoneName: "Town",
    })
  ).id;
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
        "POST /api/admin/orders",
        "GET /api/admin/orders/events",
        "PUT /api/admin/orders/:id/print",
        "PUT /api/admin/orders/:id/status",
        "PUT /api/admin/orders/:id/acknowledge",
        "PUT /api/admin/orders/:id/payment",
        "POST /api/admin/orders/:id/gift-voucher",
        "GET /api/admin/orders/:id/no-show",
        "POST /api/admin/orders/:id/no-show",
        "GET /api/admin/service",
        "PUT /api/admin/service",
        "GET /api/admin/delivery",
        "PUT /api/admin/delivery/pause",
        "GET /api/admin/delivery/drivers",
        "PUT /api/admin/delivery/orders/:id/driver",
        "GET /api/admin/delivery/mine",
        "PUT /api/admin/delivery/mine/:id",
        "GET /api/admin/order-ahead/coming-up",
        "GET /api/admin/order-ahead/prep-list",
        "PUT /api/admin/menu/:id/availability",
        "PUT /api/admin/menu/choices/:id/availability",
        "GET /api/admin/printer",
        "POST /api/admin/printer/retry",
        "POST /api/admin/printer/reprints",
        "GET /api/admin/reviews",
        "PUT /api/admin/reviews/:id",
        "GET /api/admin/vat/receipts/:id",
      ]),
    );
  });

  it.each(OWNER_ROUTES.map((r) => [r.route, r] as const))(
    "%s: stranger 401, staff 403, owner allowed and audited in words",
    async (_name, route) => {
      const before = await countAuditRows();
      const anonymous = await call(route, undefined);
      expect(anonymous.statusCode).toBe(401);
      const staff = await call(route, staffCookie);
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toEqual({ message: "Only an owner can do this" });
      expect(await countAuditRows()).toBe(before);

      const lastId = await lastAuditId();
      const owner = await call(route, ownerCookie);
      expect(owner.statusCode, owner.body).toBeLessThan(300);
      if (isWrite(route.route)) await expectAudited(route, lastId, "admin");
      else expect(await countAuditRows()).toBe(before);
    },
  );
});

describe("staff routes", () => {
  it("let a staff account run the evening", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/admin/orders", undefined],
      ["GET", "/api/admin/reservations?date=2030-01-01", undefined],
      ["GET", "/api/admin/stats", undefined],
      ["GET", "/api/admin/reviews", undefined],
      ["PUT", "/api/admin/menu/2/availability", { soldOutToday: true }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: staffCookie }, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
  });

  it("has a row below for every staff write (a new one needs its audit words here)", () => {
    const writes = routeNames("staff").filter(isWrite);
    expect(new Set(STAFF_WRITES.map((r) => r.route))).toEqual(new Set(writes));
  });

  it.each(STAFF_WRITES.map((r) => [r.route, r] as const))(
    "%s by a staff account is audited in words, with their name",
    async (_name, route) => {
      const lastId = await lastAuditId();
      const res = await call(route, staffCookie);
      expect(res.statusCode, res.body).toBeLessThan(300);
      await expectAudited(route, lastId, "waiter");
    },
  );

  it("left nothing to the safety net", async () => {
    expect(await t.db.select().from(auditLog).where(eq(auditLog.kind, "request"))).toEqual([]);
  });
});
