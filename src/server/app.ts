/**
 * buildApp(config): the plugins, then each feature's routes under its prefix, listed explicitly.
 * This file is the API map.
 */
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RouteOptions,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppDeps } from "./app-deps";
import type { Database } from "./db/client";
import type { Env, TrustProxy } from "./env";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { customerAccountRoutes } from "./features/accounts/customer-account.routes";
import { customersOwnerRoutes } from "./features/accounts/customers-owner.routes";
import { adminAuthRoutes } from "./features/admin/admin-auth.routes";
import { adminServiceStaffRoutes } from "./features/admin/admin-service-staff.routes";
import { adminSettingsOwnerRoutes } from "./features/admin/admin-settings-owner.routes";
import { adminStaffRoutes } from "./features/admin/admin-staff.routes";
import { markRouteAccess } from "./features/audit-log/audit-log.service";
import { auditLogOwnerRoutes } from "./features/audit-log/audit-log-owner.routes";
import { registerAuditSafetyNet } from "./features/audit-log/audit-writer.service";
import { cashUpOwnerRoutes } from "./features/cash-up/cash-up-owner.routes";
import { chefsRoutes } from "./features/chefs/chefs.routes";
import { chefsAdminRoutes } from "./features/chefs/chefs-admin.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { dataRightsCustomerRoutes } from "./features/data-rights/data-rights-customer.routes";
import { dataRightsOwnerRoutes } from "./features/data-rights/data-rights-owner.routes";
import { registerDelivery } from "./features/delivery/delivery.register";
import { employeesOwnerRoutes } from "./features/employees/employees-owner.routes";
import { registerGiftVouchers } from "./features/gift-vouchers/gift-vouchers.register";
import { healthRoutes } from "./features/health/health.routes";
import { imagesRoutes } from "./features/images/images.routes";
import { receiptImagesOwnerRoutes } from "./features/images/receipt-images-owner.routes";
import { menuRoutes } from "./features/menu/menu.routes";
import { menuAdminRoutes } from "./features/menu/menu-admin.routes";
import { menuAvailabilityAdminRoutes } from "./features/menu/menu-availability-admin.routes";
import { menuImportOwnerRoutes } from "./features/menu/menu-import.owner.routes";
import { menuPdfDownloadRoutes } from "./features/menu-pdf/menu-pdf-download.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { newsletterCustomerRoutes } from "./features/newsletter/newsletter-customer.routes";
import { createNewsletterDelivery } from "./features/newsletter/newsletter-delivery";
import { newsletterOwnerRoutes } from "./features/newsletter/newsletter-owner.routes";
import { offersRoutes } from "./features/offers/offers.routes";
import { offersAdminRoutes } from "./features/offers/offers-admin.routes";
import { openingHoursRoutes } from "./features/opening-hours/opening-hours.routes";
import { openingHoursAdminRoutes } from "./features/opening-hours/opening-hours-admin.routes";
import { registerOrderAhead } from "./features/order-ahead/order-ahead.register";
import { ordersRoutes } from "./features/orders/orders.routes";
import { ordersAdminRoutes } from "./features/orders/orders-admin.routes";
import { phoneOrdersAdminRoutes } from "./features/orders/phone-orders-admin.routes";
import { noShowStaffRoutes } from "./features/payments/no-show-staff.routes";
import { paymentsRoutes } from "./features/payments/payments.routes";
import { paymentsAdminRoutes } from "./features/payments/payments-admin.routes";
import { paypalRoutes } from "./features/payments/paypal.routes";
import { refundRequestsOwnerRoutes } from "./features/payments/refund-requests-owner.routes";
import { stripeWebhookRoutes } from "./features/payments/stripe-webhook.routes";
import { KITCHEN_TICKET_KIND, kitchenTicketDelivery } from "./features/printing/printing.service";
import { printingAdminRoutes } from "./features/printing/printing-admin.routes";
import { printingOwnerRoutes } from "./features/printing/printing-owner.routes";
import { purchasesAdminRoutes } from "./features/purchases/purchases-admin.routes";
import { rangeReportRoutes } from "./features/reports/range-report.routes";
import { reportsAdminRoutes } from "./features/reports/reports-admin.routes";
import { reservationsRoutes } from "./features/reservations/reservations.routes";
import { reservationsAdminRoutes } from "./features/reservations/reservations-admin.routes";
import { registerRestaurantOwner, registerRestaurantPublic } from "./features/restaurant/restaurant.register";
import { reviewsRoutes, siteReviewsRoutes } from "./features/reviews/reviews.routes";
import { reviewsAdminRoutes } from "./features/reviews/reviews-admin.routes";
import { reviewsCustomerRoutes } from "./features/reviews/reviews-customer.routes";
import { createIndexTransform, siteRoutes } from "./features/site/site.routes";
import {
  registerSiteContentOwner,
  registerSiteContentPublic,
} from "./features/site-content/site-content.register";
import { staffAccountsOwnerRoutes } from "./features/staff-accounts/staff-accounts-owner.routes";
import { registerVatOwner, registerVatStaff } from "./features/vat/vat.register";
import { WEB_DIST_DIR } from "./lib/app-root";
import { type Clock, systemClock } from "./lib/clock";
import { registerEventLoopDiagnostics } from "./lib/event-loop-diagnostics";
import { createFileStore, type FileStore } from "./lib/file-store";
import { isHttpsSite } from "./lib/https-site";
import { createMailer, type Mailer, mailDelivery } from "./lib/mail";
import { createOutboxHandlers } from "./lib/outbox";
import { registerPublicCache, registerPublicCacheRoutes } from "./lib/public-cache";
import { registerAccessLog } from "./plugins/access-log";
import { registerAuth, requireAdmin, requireCustomer, requireOwner } from "./plugins/auth";
import { registerCompression } from "./plugins/compression";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerSecurity } from "./plugins/security";
import { loadBuiltPageRenderer, type PageRenderer, registerWebApp } from "./plugins/web-app";

export interface AppConfig {
  env: Env;
  database: Database;
  now?: Clock;
  mailer?: Mailer;
  /** false: no logging (tests). Otherwise the server's own pino logger, or Fastify's default one. */
  logger?: boolean | FastifyBaseLogger;
  /** Off in API tests, which send many requests from one address. */
  rateLimits?: boolean;
  /** Prefix of the rate-limit keys in Redis (REDIS_URL); tests give each run its own. */
  redisKeyPrefix?: string;
  webDistDir?: string;
  /** Draws the public pages on the server; the build's (dist/ssr) when not given. */
  pageRenderer?: PageRenderer;
  /** npm run dev: the web app from source through Vite, rendered as in production (web-app-dev.ts). */
  webDev?: boolean;
  /** Where the Google Places API lives; tests point it at a local fake. */
  googlePlacesBaseUrl?: string;
  /** How long a client may take to send a whole request (headers and body); 30 s by default. */
  requestTimeoutMs?: number;
  /** Public reads answered from memory (lib/public-cache.ts); on unless turned off. */
  publicCache?: boolean;
  /** Where uploaded files live; from FILES_DIR / DATA_DIR / the database when not given. */
  files?: FileStore;
  /** Sees every route as it is registered (the fuzz test finds the write routes this way). */
  onRoute?: (route: RouteOptions) => void;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** A hop count becomes the function Fastify builds for one (its types take no number). */
function toFastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  // Without a request timeout a client that sends half a body holds its connection (and a
  // parser) open for as long as it likes; Node checks the deadline every connectionsCheckingInterval.
  const requestTimeout = config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    ...(typeof config.logger === "object"
      ? { loggerInstance: config.logger }
      : { logger: config.logger === false ? false : { level: "info" } }),
    trustProxy: toFastifyTrustProxy(config.env.TRUST_PROXY),
    // One line per request worth reading, the rest counted (plugins/access-log.ts, decision 0046).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(requestTimeout / 4))),
    },
  });
  if (config.onRoute) app.addHook("onRoute", config.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    env: config.env,
    database: config.database,
    db: config.database.db,
    now: config.now ?? systemClock,
    mailer:
      config.mailer ??
      createMailer({
        smtpUrl: config.env.SMTP_URL,
        from: config.env.MAIL_FROM,
        logger: app.log,
        demoMode: config.env.DEMO_MODE,
      }),
    outbox: createOutboxHandlers(),
    files:
      config.files ??
      createFileStore({
        database: config.database,
        filesDir: config.env.FILES_DIR,
        dataDir: config.env.DATA_DIR,
      }),
  };
  deps.outbox.register("mail", mailDelivery(deps.mailer));
  const newsletterDelivery = createNewsletterDelivery(deps);
  deps.outbox.register("newsletter", newsletterDelivery);
  deps.outbox.register(KITCHEN_TICKET_KIND, kitchenTicketDelivery(deps));
  app.decorate("deps", deps);
  // A newsletter send that has begun is finished before the database closes (no mail twice).
  app.addHook("onClose", () => newsletterDelivery.settled());

  registerErrorHandler(app);
  registerAccessLog(app);
  await registerPublicCache(app, { database: config.database, now: deps.now });
  await registerSecurity(app, {
    https: isHttpsSite(config.env),
    rateLimits: config.rateLimits ?? true,
    analytics: Boolean(config.env.ANALYTICS_ID),
    redisUrl: config.env.REDIS_URL,
    redisKeyPrefix: config.redisKeyPrefix,
    getsPerMinute: config.env.RATE_LIMIT_GETS_PER_MINUTE,
  });
  await registerAuth(app);
  await registerCompression(app);
  // After the security plugin: a kept answer is sent after the security headers and rate limits.
  registerPublicCacheRoutes(app, { enabled: config.publicCache ?? true });

  // Public: each feature once, under the paths the spec gives it. In every scope, `invalidates`
  // says which public facts a feature's writes change ([] for none), for each write route that
  // does not say its own (lib/public-cache.ts): the facts a change drops sit in this one table.
  await app.register(healthRoutes, { prefix: "/api/health" });
  if (config.env.BENCH_DIAGNOSTICS) registerEventLoopDiagnostics(app);
  await app.register(siteRoutes);
  await registerRestaurantPublic(app);
  await app.register(menuRoutes, { prefix: "/api/menu" });
  await app.register(menuPdfDownloadRoutes, { prefix: "/api/menu/download" });
  await app.register(imagesRoutes, { prefix: "/api/images" });
  await app.register(chefsRoutes, { prefix: "/api/chefs" });
  await registerSiteContentPublic(app);
  await app.register(offersRoutes, { prefix: "/api/offers" });
  await registerDelivery.public(app);
  await registerOrderAhead.public(app);
  await app.register(openingHoursRoutes, { prefix: "/api" });
  // A quote changes nothing; a placed order only what its handler says (alsoInvalidate).
  await app.register(ordersRoutes, { prefix: "/api", invalidates: [] });
  await app.register(paymentsRoutes, { prefix: "/api", invalidates: [] });
  await app.register(paypalRoutes, { prefix: "/paypal", invalidates: [] });
  await app.register(stripeWebhookRoutes, { prefix: "/api/webhooks", invalidates: [] });
  await app.register(accountsRoutes, { prefix: "/api", invalidates: [] });
  await app.register(reservationsRoutes, { prefix: "/api/reservations", invalidates: [] });
  await app.register(contactRoutes, { prefix: "/api/contact", invalidates: [] });
  await app.register(newsletterRoutes, { prefix: "/api/newsletter", invalidates: [] });
  await app.register(reviewsRoutes, {
    prefix: "/api/google-business",
    placesBaseUrl: config.googlePlacesBaseUrl,
  });
  // A new review waits for staff: no public fact changes until they publish it.
  await app.register(siteReviewsRoutes, {
    prefix: "/api/reviews",
    invalidates: [],
    placesBaseUrl: config.googlePlacesBaseUrl,
  });
  await app.register(adminAuthRoutes, { prefix: "/api/admin", invalidates: [] });
  await registerGiftVouchers(app, "public");

  // Signed-in customers only: every route here needs a customer session, looked up once in onRequest
  // (before the body is read) and put on request.customer, as the staff scope below does for staff.
  await app.register(async (customer) => {
    customer.addHook("onRequest", requireCustomer(customer));
    await customer.register(customerAccountRoutes, { prefix: "/api", invalidates: [] });
    await customer.register(newsletterCustomerRoutes, { prefix: "/api/customer", invalidates: [] });
    await customer.register(reviewsCustomerRoutes, { prefix: "/api/customer", invalidates: [] });
    await customer.register(dataRightsCustomerRoutes, { prefix: "/api/customer", invalidates: [] });
  });

  // Staff only: every route registered in this scope needs a staff session (owner or staff),
  // checked once here in onRequest (before the body is read), so a new staff route cannot be left
  // open by forgetting. requireAdmin also puts the caller (with their role) on request.staffUser.
  await app.register(async (staff) => {
    staff.addHook("onRequest", requireAdmin(staff));
    staff.addHook("onRoute", markRouteAccess("staff"));
    // Every write here (owner routes included) writes its audit row in its own transaction
    // (audit-writer.service.ts); a successful write that did not is still recorded, with a warning.
    registerAuditSafetyNet(staff);
    // What the evening's staff use: orders, sold-out, reservations, messages, their own password.
    await staff.register(adminStaffRoutes, { prefix: "/api/admin", invalidates: [] });
    // Printing and acknowledging change no public fact; a status change says its own.
    await staff.register(ordersAdminRoutes, { prefix: "/api/admin/orders", invalidates: [] });
    // A phone order changes what the order does (the last slot, a promotion's uses): its handler says.
    await staff.register(phoneOrdersAdminRoutes, { prefix: "/api/admin/orders", invalidates: [] });
    await staff.register(noShowStaffRoutes, { prefix: "/api/admin/orders", invalidates: [] });
    await staff.register(printingAdminRoutes, { prefix: "/api/admin/printer", invalidates: [] });
    // The busy night's switches (pause ordering, preparation time): the kitchen runs them.
    await staff.register(adminServiceStaffRoutes, { prefix: "/api/admin", invalidates: ["settings"] });
    await registerDelivery.staff(staff);
    await registerOrderAhead.staff(staff);
    await staff.register(menuAvailabilityAdminRoutes, { prefix: "/api/admin/menu", invalidates: ["menu"] });
    await staff.register(reservationsAdminRoutes, { prefix: "/api/admin/reservations", invalidates: [] });
    // The home page's reviews and figures change only when a published review does: its handler says.
    await staff.register(reviewsAdminRoutes, { prefix: "/api/admin/reviews", invalidates: [] });
    await registerGiftVouchers(staff, "staff");
    await registerVatStaff(staff);

    // Owners only (403 for staff): money, people, settings, the menu and the public site's facts.
    // Moving a route's `register` line into this scope is all it takes to restrict it.
    await staff.register(async (owner) => {
      owner.addHook("onRequest", requireOwner);
      owner.addHook("onRoute", markRouteAccess("owner"));
      await owner.register(adminSettingsOwnerRoutes, { prefix: "/api/admin", invalidates: ["settings"] });
      await owner.register(printingOwnerRoutes, { prefix: "/api/admin/printer", invalidates: [] });
      await owner.register(staffAccountsOwnerRoutes, {
        prefix: "/api/admin/staff-accounts",
        invalidates: [],
      });
      await owner.register(customersOwnerRoutes, { prefix: "/api/admin/customers", invalidates: [] });
      await owner.register(dataRightsOwnerRoutes, { prefix: "/api/admin/data-rights", invalidates: [] });
      await owner.register(auditLogOwnerRoutes, { prefix: "/api/admin/audit-log" });
      await owner.register(cashUpOwnerRoutes, { prefix: "/api/admin/cash-ups", invalidates: [] });
      await owner.register(employeesOwnerRoutes, { prefix: "/api/admin", invalidates: [] });
      await owner.register(paymentsAdminRoutes, { prefix: "/api/admin/orders", invalidates: [] });
      await owner.register(refundRequestsOwnerRoutes, {
        prefix: "/api/admin/refund-requests",
        invalidates: [],
      });
      // Dishes, options and their order; the two uploads say their own.
      await owner.register(menuAdminRoutes, { prefix: "/api/admin/menu", invalidates: ["menu"] });
      await owner.register(menuImportOwnerRoutes, { prefix: "/api/admin/menu/import" });
      await owner.register(chefsAdminRoutes, { prefix: "/api/chefs", invalidates: ["chefs"] });
      await registerSiteContentOwner(owner);
      await owner.register(offersAdminRoutes, { prefix: "/api/offers", invalidates: ["offers"] });
      await registerDelivery.owner(owner);
      await registerOrderAhead.owner(owner);
      await owner.register(openingHoursAdminRoutes, { prefix: "/api", invalidates: ["hours"] });
      await owner.register(purchasesAdminRoutes, { prefix: "/api/admin/purchases", invalidates: [] });
      await owner.register(receiptImagesOwnerRoutes, { prefix: "/api/admin/receipt-images" });
      await owner.register(reportsAdminRoutes, { prefix: "/api/admin/reports" });
      await owner.register(rangeReportRoutes, { prefix: "/api/admin/reports", invalidates: [] });
      await owner.register(newsletterOwnerRoutes, { prefix: "/api/admin/newsletters", invalidates: [] });
      await registerGiftVouchers(owner, "owner");
      await registerVatOwner(owner);
      await registerRestaurantOwner(owner);
    });
  });

  const webDistDir = config.webDistDir ?? WEB_DIST_DIR;
  const dev = config.webDev ? await (await import("./plugins/web-app-dev")).startWebDev(app) : undefined;
  await registerWebApp(app, webDistDir, {
    transformIndex: createIndexTransform(app),
    renderer: dev ? undefined : (config.pageRenderer ?? (await loadBuiltPageRenderer(webDistDir))),
    dev,
  });
  return app;
}
