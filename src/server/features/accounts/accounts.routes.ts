import { hash, verify } from "@node-rs/argon2";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DateOfBirthUpdateSchema,
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
} from "../../../shared/accounts/auth.schema";
import {
  CouponUsageSchema,
  CustomerOrderSummarySchema,
  CustomerRewardSchema,
} from "../../../shared/accounts/loyalty.schema";
import { HttpError } from "../../lib/http-error";
import { writesInvalidate } from "../../lib/public-cache";
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from "../../lib/sign-in-throttle";
import {
  CUSTOMER_COOKIE,
  endSession,
  getCustomerId,
  hashToken,
  requireCustomer,
  startSession,
} from "../../plugins/auth";
import {
  createCustomer,
  findCustomerByEmail,
  findCustomerById,
  listCustomerCouponUsage,
  listCustomerOrders,
  listCustomerRewards,
  toCustomerSession,
  updateCustomerDateOfBirth,
} from "./accounts.queries";
import { requestPasswordReset, resetPassword } from "./password-reset.service";

// Verified against when the email is unknown, so both failures take the same time.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$9RryiW1xaS6DWY0wApAGjQ$dUplm0+8c+uA0J6G3N/VaLvz4GCzmprcx7dkwCg29zs";
const INVALID_LOGIN = "Invalid email or password";
const FORGOT_PASSWORD_ANSWER =
  "If an account exists with the provided email, you'll receive a password reset link within a few minutes.";
const FORGOT_PASSWORD_MIN_MS = 400;

function signedInCustomerId(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  return getCustomerId(app, request).then((id) => {
    if (id === null) throw new HttpError(401, "Please sign in to your account");
    return id;
  });
}

/** Customer accounts, mounted at /api: /api/customer/* and /api/auth/*. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sign-ups, sign-ins and profiles: no public fact. (lib/public-cache.ts)
  writesInvalidate(app, []);
  app.post(
    "/customer/register",
    {
      schema: { body: RegisterRequestSchema, response: { 201: RegisterResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      const { password, confirmPassword: _confirm, ...details } = request.body;
      const passwordHash = await hash(password);
      const created = await createCustomer(app.deps.db, { ...details, passwordHash, now: app.deps.now() });
      if (!created) throw new HttpError(409, "Email already registered");
      await endSession(app, request, reply, "customer");
      await startSession(app, reply, "customer", created.id);
      reply.status(201);
      return {
        message: "Registration successful. Your welcome bonus (15% off your first order) is ready.",
        customer: toCustomerSession(created),
      };
    },
  );

  app.post(
    "/auth/login",
    {
      schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { db } = app.deps;
      await assertSignInAllowed(db, "customer", email, app.deps.now());
      const customer = await findCustomerByEmail(db, email);
      const valid = await verify(customer?.password ?? DUMMY_HASH, password).catch(() => false);
      if (!customer || !valid) {
        await recordSignInFailure(db, "customer", email, app.deps.now());
        throw new HttpError(401, INVALID_LOGIN);
      }
      await clearSignInFailures(db, "customer", email);
      // A fresh session id at every sign-in (no fixation); the old one is ended.
      await endSession(app, request, reply, "customer");
      await startSession(app, reply, "customer", customer.id);
      return { customer: toCustomerSession(customer) };
    },
  );

  app.post(
    "/auth/logout",
    { schema: { response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      await endSession(app, request, reply, "customer");
      return { message: "Signed out" };
    },
  );

  app.get("/auth/me", { schema: { response: { 200: MeResponseSchema } } }, async (request) => {
    const id = await getCustomerId(app, request);
    const customer = id === null ? null : await findCustomerById(app.deps.db, id);
    return { customer: customer ? toCustomerSession(customer) : null };
  });

  app.post(
    "/auth/forgot-password",
    {
      schema: { body: ForgotPasswordRequestSchema, response: { 200: ForgotPasswordResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: "15 minutes" } },
    },
    async (request) => {
      const started = performance.now();
      const { resetLink } = await requestPasswordReset(app.deps.db, {
        email: request.body.email,
        baseUrl: app.deps.env.PUBLIC_URL,
        now: app.deps.now(),
      });
      // Pad to a fixed minimum so known and unknown emails answer in the same time.
      const elapsed = performance.now() - started;
      if (elapsed < FORGOT_PASSWORD_MIN_MS) {
        await new Promise((resolve) => setTimeout(resolve, FORGOT_PASSWORD_MIN_MS - elapsed));
      }
      // Handing the link to whoever asks would let anyone take over any account: demo mode only.
      return app.deps.env.DEMO_MODE
        ? { message: FORGOT_PASSWORD_ANSWER, resetLink }
        : { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    "/auth/reset-password",
    {
      schema: { body: ResetPasswordRequestSchema, response: { 200: MessageResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request) => {
      const cookie = request.cookies[CUSTOMER_COOKIE];
      await resetPassword(app.deps.db, {
        token: request.body.token,
        newPassword: request.body.newPassword,
        now: app.deps.now(),
        keepSessionId: cookie ? hashToken(cookie) : null,
      });
      return { message: "Your password has been reset. Please sign in with your new password." };
    },
  );

  // The customer's date of birth (optional), for the birthday-week promotion.
  app.put(
    "/customer/date-of-birth",
    {
      schema: { body: DateOfBirthUpdateSchema, response: { 200: MessageResponseSchema } },
      preHandler: requireCustomer(app),
    },
    async (request) => {
      const id = await signedInCustomerId(app, request);
      await updateCustomerDateOfBirth(app.deps.db, id, request.body.dateOfBirth, app.deps.now());
      return { message: "Your date of birth has been saved." };
    },
  );

  app.get(
    "/customer/rewards",
    { schema: { response: { 200: z.array(CustomerRewardSchema) } }, preHandler: requireCustomer(app) },
    async (request) => listCustomerRewards(app.deps.db, await signedInCustomerId(app, request)),
  );

  app.get(
    "/customer/coupons",
    { schema: { response: { 200: z.array(CouponUsageSchema) } }, preHandler: requireCustomer(app) },
    async (request) => listCustomerCouponUsage(app.deps.db, await signedInCustomerId(app, request)),
  );

  app.get(
    "/customer/orders",
    { schema: { response: { 200: z.array(CustomerOrderSummarySchema) } }, preHandler: requireCustomer(app) },
    async (request) => listCustomerOrders(app.deps.db, await signedInCustomerId(app, request)),
  );
};
