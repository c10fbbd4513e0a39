import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BuyGiftVoucherRequestSchema,
  BuyGiftVoucherResponseSchema,
  GiftVoucherBalanceSchema,
  GiftVoucherOfferSchema,
  GiftVoucherPurchaseSchema,
  PayGiftVoucherRequestSchema,
  SpendGiftVoucherResponseSchema,
  VoucherCodeRequestSchema,
} from "@shared/gift-vouchers/gift-vouchers.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { findOrderForGuest, readOrderToken } from "../orders/order-access.service";
import { applyVoucherToOrder } from "./gift-voucher-orders.service";
import { createVoucherPaymentIntent, createVoucherPaypalOrder } from "./gift-voucher-payments.service";
import {
  checkVoucherBalance,
  createVoucherPurchase,
  findVoucherForBuyer,
  getGiftVoucherOffer,
  payForVoucher,
  resendVoucher,
  type VoucherRow,
} from "./gift-vouchers.service";

const VOUCHER_TOKEN_HEADER = "x-voucher-token";

function readVoucherToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[VOUCHER_TOKEN_HEADER];
  return typeof value === "string" && value.length <= 200 ? value : undefined;
}

function toPurchase(v: VoucherRow) {
  return {
    id: v.id,
    status: v.status,
    amountPence: v.amountPence,
    recipientName: v.recipientName,
    sendOn: v.sendOn,
    expiresOn: v.expiresOn,
  };
}

/**
 * Guessing codes is throttled twice over: the balance check and a spend each allow a few tries a
 * minute per address (and an 80-bit code makes a hit hopeless anyway).
 */
export const CODE_TRIES_PER_MINUTE = 5;
// Fresh objects per route: an app built without rate limits switches a route's config off in place.
const codeThrottle = () => ({ rateLimit: { max: CODE_TRIES_PER_MINUTE, timeWindow: "1 minute" } });
const buyThrottle = () => ({ rateLimit: { max: 10, timeWindow: "1 minute" } });

/** Mounted at /api: buying, paying, resending, the balance page, and spending on a guest's order. */
export const giftVouchersPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/gift-vouchers/offer", { schema: { response: { 200: GiftVoucherOfferSchema } } }, () =>
    getGiftVoucherOffer(app.deps),
  );

  app.post(
    "/gift-vouchers",
    {
      config: buyThrottle(),
      schema: { body: BuyGiftVoucherRequestSchema, response: { 201: BuyGiftVoucherResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await createVoucherPurchase(app.deps, request.body)),
  );

  app.post(
    "/gift-vouchers/:id/payment-intent",
    {
      config: buyThrottle(),
      schema: { params: IdParamsSchema, response: { 200: z.object({ clientSecret: z.string() }) } },
    },
    async (request) =>
      createVoucherPaymentIntent(
        app.deps,
        await findVoucherForBuyer(app.deps.db, request.params.id, readVoucherToken(request.headers)),
      ),
  );

  app.post(
    "/gift-vouchers/:id/paypal-order",
    {
      config: buyThrottle(),
      schema: { params: IdParamsSchema, response: { 200: z.object({ id: z.string() }) } },
    },
    async (request) =>
      createVoucherPaypalOrder(
        app.deps,
        await findVoucherForBuyer(app.deps.db, request.params.id, readVoucherToken(request.headers)),
      ),
  );

  app.post(
    "/gift-vouchers/:id/pay",
    {
      config: buyThrottle(),
      schema: {
        params: IdParamsSchema,
        body: PayGiftVoucherRequestSchema,
        response: { 200: GiftVoucherPurchaseSchema },
      },
    },
    async (request) =>
      toPurchase(
        await payForVoucher(app.deps, request.params.id, readVoucherToken(request.headers), request.body),
      ),
  );

  app.post(
    "/gift-vouchers/:id/resend",
    {
      config: { rateLimit: { max: 3, timeWindow: "1 hour" } },
      schema: {
        params: IdParamsSchema,
        body: z.object({ to: z.enum(["recipient", "buyer"]).default("recipient") }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await resendVoucher(app.deps, request.params.id, readVoucherToken(request.headers), request.body.to);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/gift-vouchers/balance",
    {
      config: codeThrottle(),
      schema: { body: VoucherCodeRequestSchema, response: { 200: GiftVoucherBalanceSchema } },
    },
    async (request) => checkVoucherBalance(app.deps, request.body.code),
  );

  app.post(
    "/orders/:id/gift-voucher",
    {
      config: codeThrottle(),
      schema: {
        params: IdParamsSchema,
        body: VoucherCodeRequestSchema,
        response: { 200: SpendGiftVoucherResponseSchema },
      },
    },
    async (request) => {
      const order = await findOrderForGuest(app.deps.db, request.params.id, readOrderToken(request.headers));
      const result = await applyVoucherToOrder(app.deps, order.id, request.body.code);
      return {
        spentPence: result.spentPence,
        balancePence: result.balancePence,
        amountDuePence: result.amountDuePence,
      };
    },
  );
};
