import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signInFloodLimit } from "@server/lib/sign-in-flood-limit";
import { signInPasswordMatches } from "@server/lib/sign-in-password";
import {
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
} from "@shared/accounts/auth.schema";
import {
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from "@shared/accounts/email-verification.schema";
import { WELCOME_COUPON_CODE } from "@shared/accounts/loyalty.schema";
import { checkPromotionAvailable } from "@shared/offers/promotion-availability";
import { HttpError } from "../../lib/http-error";
import { hashNewPassword } from "../../lib/new-passwords";
import { throttledSignIn } from "../../lib/sign-in-throttle";
import { CUSTOMER_COOKIE, getCustomerId, hashToken, startSession } from "../../plugins/auth";
import { requestSubscription } from "../newsletter/newsletter.service";
import { findPromotionByCode } from "../offers/offers.queries";
import { createCustomer, findCustomerByEmail, findCustomerById, toCustomerSession } from "./accounts.queries";
import {
  linkGuestOrdersOfVerifiedAccount,
  sendEmailVerification,
  verifyEmail,
} from "./email-verification.service";
import { loadCustomerFacts } from "./loyalty.service";
import { requestPasswordReset, resetPassword } from "./password-reset.service";

const INVALID_LOGIN = "Invalid email or password";
const FORGOT_PASSWORD_ANSWER =
  "If an account exists with the provided email, you'll receive a password reset link within a few minutes.";
const FORGOT_PASSWORD_MIN_MS = 400;

/**
 * Customer accounts open to everyone, mounted at /api: sign-up, sign-in, who is signed in and the
 * password reset. The signed-in customer's own routes are in customer-account.customer.routes.ts, in the
 * customer scope (app.ts).
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/customer/register",
    {
      schema: { body: RegisterRequestSchema, response: { 201: RegisterResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      const { password, confirmPassword: _confirm, ...details } = request.body;
      const passwordHash = await hashNewPassword(password);
      const now = app.deps.now();
      // Ticking "send me offers" is a newsletter sign-up: confirmed by email like any other.
      const created = await createCustomer(app.deps.db, { ...details, passwordHash, now }, (tx, customer) =>
        customer.marketingConsent
          ? requestSubscription(tx, app.deps, { email: customer.email, firstName: customer.firstName })
          : Promise.resolve(),
      );
      if (!created) throw new HttpError(409, "Email already registered");
      await startSession(app, request, reply, "customer", created.id);
      reply.status(201);
      // The welcome bonus is promised only when the checkout would give it: a phone or email that
      // has ordered before has had its first order.
      const welcome = await findPromotionByCode(app.deps.db, WELCOME_COUPON_CODE);
      const facts = await loadCustomerFacts(app.deps.db, created.id);
      const welcomeReady = welcome !== null && checkPromotionAvailable(welcome, now, facts) === null;
      // Orders placed as a guest with this email join the account once the mailbox proves it.
      const { sent, waiting } = await sendEmailVerification(app.deps.db, {
        customer: created,
        baseUrl: app.deps.env.PUBLIC_URL,
        now,
      });
      const welcomeText = welcomeReady
        ? "Registration successful. Your welcome bonus (15% off your first order) is ready."
        : "Registration successful.";
      return {
        message: sent
          ? `${welcomeText} We have emailed you a link: open it to add the orders you placed with this email, and their points, to your account.`
          : welcomeText,
        customer: await toCustomerSession(app.deps.db, created),
        welcomeBonusReady: welcomeReady,
        guestOrdersToLink: waiting,
      };
    },
  );

  app.post(
    "/auth/login",
    {
      schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } },
      config: signInFloodLimit(),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { db } = app.deps;
      const customer = await throttledSignIn(app, request, reply, {
        kind: "customer",
        identifier: email,
        checkCredentials: async () => {
          const found = await findCustomerByEmail(db, email);
          const valid = await signInPasswordMatches(found?.password, password);
          return { subject: found && valid ? found : null, staffUserId: null };
        },
        wrong: new HttpError(401, INVALID_LOGIN),
      });
      await startSession(app, request, reply, "customer", customer.id);
      // A proven email takes its guest orders now; an unproven one is sent the link (decision 0039).
      const now = app.deps.now();
      if (customer.isVerified) await linkGuestOrdersOfVerifiedAccount(db, customer, now);
      else await sendEmailVerification(db, { customer, baseUrl: app.deps.env.PUBLIC_URL, now });
      return { customer: await toCustomerSession(db, customer) };
    },
  );

  app.get("/auth/me", { schema: { response: { 200: MeResponseSchema } } }, async (request) => {
    const id = await getCustomerId(app, request);
    const customer = id === null ? null : await findCustomerById(app.deps.db, id);
    return { customer: customer ? await toCustomerSession(app.deps.db, customer) : null };
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

  // The link mailed to an account's address: whoever opens it proves the mailbox is theirs.
  app.post(
    "/auth/verify-email",
    {
      schema: { body: VerifyEmailRequestSchema, response: { 200: VerifyEmailResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request) => verifyEmail(app.deps.db, { token: request.body.token, now: app.deps.now() }),
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
};
