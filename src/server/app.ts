/**
 * buildApp(config): the plugins, then the four scopes with each feature's routes (features.ts).
 * The API map is docs/api-routes.md (api-routes.test.ts checks it).
 */
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type AppConfig, createAppDeps, DEFAULT_REQUEST_TIMEOUT_MS, toFastifyTrustProxy } from "./app-config";
import { FEATURES } from "./features";
import { markRouteAccess } from "./features/audit-log/audit-log.service";
import { registerAuditSafetyNet } from "./features/audit-log/audit-writer.service";
import { createIndexTransform } from "./features/site/site.public.routes";
import { mailLogoLoader } from "./features/site-content/site-content.service";
import { WEB_DIST_DIR } from "./lib/app-root";
import { type FeatureOptions, markScope } from "./lib/feature";
import { isHttpsSite } from "./lib/https-site";
import { mailDelivery } from "./lib/mail";
import { registerPublicCache, registerPublicCacheRoutes } from "./lib/public-cache";
import { registerAccessLog } from "./plugins/access-log";
import { registerAuth, requireAdmin, requireCustomer, requireOwner } from "./plugins/auth";
import { registerCompression } from "./plugins/compression";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerOpenApi } from "./plugins/openapi";
import { registerSecurity } from "./plugins/security";
import { loadBuiltPageRenderer, registerWebApp } from "./plugins/web-app";

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

  const deps = createAppDeps(config, app.log);
  deps.outbox.register("mail", mailDelivery(deps.mailer, undefined, mailLogoLoader(deps.db, deps.files)));
  app.decorate("deps", deps);
  for (const feature of FEATURES) feature.deferredWork?.(app, deps);

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

  // Each feature's routes in each scope (features.ts; each feature's <name>.register.ts). In every
  // scope, `invalidates` says which public facts a feature's writes change ([] for none), for each
  // write route that does not say its own (lib/public-cache.ts).
  const options: FeatureOptions = { googlePlacesBaseUrl: config.googlePlacesBaseUrl };
  await registerOpenApi(app);
  app.addHook("onRoute", markScope("public"));
  for (const feature of FEATURES) await feature.public?.(app, options);

  // Signed-in customers only: every route here needs a customer session, looked up once in onRequest
  // (before the body is read) and put on request.customer, as the staff scope below does for staff.
  await app.register(async (customer) => {
    customer.addHook("onRequest", requireCustomer(customer));
    customer.addHook("onRoute", markScope("customer"));
    for (const feature of FEATURES) await feature.customer?.(customer, options);
  });

  // Staff only: every route registered in this scope needs a staff session (owner or staff),
  // checked once here in onRequest (before the body is read), so a new staff route cannot be left
  // open by forgetting. requireAdmin also puts the caller (with their role) on request.staffUser.
  await app.register(async (staff) => {
    staff.addHook("onRequest", requireAdmin(staff));
    staff.addHook("onRoute", markRouteAccess("staff"));
    staff.addHook("onRoute", markScope("staff"));
    // Every write here (owner routes included) writes its audit row in its own transaction
    // (audit-writer.service.ts); a successful write that did not is still recorded, with a warning.
    registerAuditSafetyNet(staff);
    for (const feature of FEATURES) await feature.staff?.(staff, options);

    // Owners only (403 for staff): money, people, settings, the menu and the public site's facts.
    // Moving a route's `register` line into a feature's owner scope is all it takes to restrict it.
    await staff.register(async (owner) => {
      owner.addHook("onRequest", requireOwner);
      owner.addHook("onRoute", markRouteAccess("owner"));
      owner.addHook("onRoute", markScope("owner"));
      for (const feature of FEATURES) await feature.owner?.(owner, options);
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
