import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CateringOfferSchema,
  CateringOrderSchema,
  CateringPayPartSchema,
  CateringQuoteRequestSchema,
  CateringQuoteSchema,
  CateringRequestSchema,
  CreateCateringResponseSchema,
  PayCateringRequestSchema,
} from "@shared/catering/catering.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { sendVatDocument } from "../../lib/vat-document-pdf";
import {
  createCateringRequest,
  describeCateringOrder,
  findCateringForDiner,
  getCateringOffer,
  quoteCatering,
} from "./catering.service";
import { buildCateringInvoice } from "./catering-invoice";
import {
  createCateringPaymentIntent,
  createCateringPaypalOrder,
  payCatering,
} from "./catering-payments.service";

const CATERING_TOKEN_HEADER = "x-catering-token";

function readCateringToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[CATERING_TOKEN_HEADER];
  return typeof value === "string" && value.length <= 200 ? value : undefined;
}

// Fresh objects per route: an app built without rate limits switches a route's config off in place.
const requestThrottle = () => ({ rateLimit: { max: 5, timeWindow: "1 minute" } });
const payThrottle = () => ({ rateLimit: { max: 10, timeWindow: "1 minute" } });

/** Mounted at /api/catering: the form's terms and quote, a request, the diner's page and payments. */
export const cateringPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: CateringOfferSchema } } }, () => getCateringOffer(app.deps));

  app.post(
    "/quote",
    { schema: { body: CateringQuoteRequestSchema, response: { 200: CateringQuoteSchema } } },
    (request) => quoteCatering(app.deps, request.body),
  );

  app.post(
    "/requests",
    {
      config: requestThrottle(),
      schema: { body: CateringRequestSchema, response: { 201: CreateCateringResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await createCateringRequest(app.deps, request.body)),
  );

  const findForDiner = (id: number, headers: Record<string, string | string[] | undefined>) =>
    findCateringForDiner(app.deps.db, id, readCateringToken(headers));

  app.get(
    "/requests/:id",
    { schema: { params: IdParamsSchema, response: { 200: CateringOrderSchema } } },
    async (request) =>
      describeCateringOrder(app.deps.db, await findForDiner(request.params.id, request.headers)),
  );

  app.get(
    "/requests/:id/invoice",
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const row = await findForDiner(request.params.id, request.headers);
      return sendVatDocument(reply, await buildCateringInvoice(app.deps.db, row));
    },
  );

  app.post(
    "/requests/:id/payment-intent",
    {
      config: payThrottle(),
      schema: {
        params: IdParamsSchema,
        body: CateringPayPartSchema,
        response: { 200: z.object({ clientSecret: z.string() }) },
      },
    },
    async (request) =>
      createCateringPaymentIntent(
        app.deps,
        await findForDiner(request.params.id, request.headers),
        request.body.part,
      ),
  );

  app.post(
    "/requests/:id/paypal-order",
    {
      config: payThrottle(),
      schema: {
        params: IdParamsSchema,
        body: CateringPayPartSchema,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) =>
      createCateringPaypalOrder(
        app.deps,
        await findForDiner(request.params.id, request.headers),
        request.body.part,
      ),
  );

  app.post(
    "/requests/:id/pay",
    {
      config: payThrottle(),
      schema: {
        params: IdParamsSchema,
        body: PayCateringRequestSchema,
        response: { 200: CateringOrderSchema },
      },
    },
    async (request) =>
      payCatering(app.deps, await findForDiner(request.params.id, request.headers), request.body),
  );
};
