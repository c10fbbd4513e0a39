import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DateOfBirthUpdateSchema, MessageResponseSchema } from "@shared/accounts/auth.schema";
import {
  GuestOrdersSchema,
  SendVerificationResponseSchema,
} from "@shared/accounts/email-verification.schema";
import {
  CouponUsageSchema,
  CustomerOrderSummarySchema,
  CustomerRewardSchema,
  PointsHistorySchema,
} from "@shared/accounts/loyalty.schema";
import { HttpError } from "../../lib/http-error";
import { endSession, getSignedInCustomer } from "../../plugins/auth";
import {
  findCustomerById,
  listCustomerCouponUsage,
  listCustomerOrders,
  listCustomerRewards,
  setCustomerDateOfBirth,
} from "./accounts.queries";
import { countGuestOrders, sendEmailVerification } from "./email-verification.service";
import { getPointsBalance, listPointsHistory } from "./points-ledger.service";

/**
 * The signed-in customer's own routes, mounted at /api inside the customer scope (app.ts), whose
 * onRequest has already required a customer session and put it on the request: a new route here
 * cannot be left open by forgetting, and the session is looked up once per request.
 */
export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sign-out needs a session to end (without one it is a 401, not an anonymous write) and is limited.
  app.post(
    "/auth/logout",
    {
      schema: { response: { 200: MessageResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      await endSession(app, request, reply, "customer");
      return { message: "Signed out" };
    },
  );

  // The customer's date of birth (optional), for the birthday-week promotion: set once.
  app.put(
    "/customer/date-of-birth",
    { schema: { body: DateOfBirthUpdateSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const { id } = getSignedInCustomer(request);
      await setCustomerDateOfBirth(app.deps.db, id, request.body.dateOfBirth, app.deps.now());
      return { message: "Your date of birth has been saved." };
    },
  );

  app.get(
    "/customer/rewards",
    { schema: { response: { 200: z.array(CustomerRewardSchema) } } },
    async (request) => listCustomerRewards(app.deps.db, getSignedInCustomer(request).id, app.deps.now()),
  );

  app.get("/customer/points", { schema: { response: { 200: PointsHistorySchema } } }, async (request) => {
    const { id } = getSignedInCustomer(request);
    return {
      balance: await getPointsBalance(app.deps.db, id),
      entries: await listPointsHistory(app.deps.db, id),
    };
  });

  app.get(
    "/customer/coupons",
    { schema: { response: { 200: z.array(CouponUsageSchema) } } },
    async (request) => listCustomerCouponUsage(app.deps.db, getSignedInCustomer(request).id),
  );

  // Orders placed as a guest with the account's email, waiting for the email to be proven.
  app.get("/customer/guest-orders", { schema: { response: { 200: GuestOrdersSchema } } }, async (request) => {
    const customer = await findCustomerById(app.deps.db, getSignedInCustomer(request).id);
    if (!customer) throw new HttpError(404, "Customer not found");
    return {
      waiting: await countGuestOrders(app.deps.db, customer.email),
      emailVerified: customer.isVerified,
    };
  });

  app.post(
    "/customer/verify-email/send",
    {
      schema: { response: { 200: SendVerificationResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: "15 minutes" } },
    },
    async (request) => {
      const customer = await findCustomerById(app.deps.db, getSignedInCustomer(request).id);
      if (!customer) throw new HttpError(404, "Customer not found");
      const { sent, waiting } = await sendEmailVerification(app.deps.db, {
        customer,
        baseUrl: app.deps.env.PUBLIC_URL,
        now: app.deps.now(),
      });
      if (waiting === 0) {
        throw new HttpError(409, "There are no orders placed with your email to add to your account.");
      }
      return {
        message: sent
          ? `We have emailed a link to ${customer.email}. Open it to add your orders to your account.`
          : `We emailed a link to ${customer.email} a few minutes ago. Please check your inbox (and spam folder).`,
      };
    },
  );

  app.get(
    "/customer/orders",
    { schema: { response: { 200: z.array(CustomerOrderSummarySchema) } } },
    async (request) => listCustomerOrders(app.deps.db, getSignedInCustomer(request).id),
  );
};
