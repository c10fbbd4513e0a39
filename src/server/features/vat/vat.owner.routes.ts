import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "@shared/text.schema";
import {
  SetVatRateInputSchema,
  VatDishRatesSchema,
  VatRegistrationInputSchema,
  VatRegistrationSchema,
  VatReturnCsvQuerySchema,
  VatReturnQuerySchema,
  VatReturnSchema,
} from "@shared/vat/vat.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import {
  listVatRates,
  readVatRegistration,
  saveVatRegistration,
  setChoiceVatRate,
  setDishVatRate,
} from "./vat.service";
import { getVatReturn, vatReturnCsv } from "./vat-return.service";

/** The owner's VAT: registration, rates per dish and choice (mounted at /api/admin/vat, owners only). */
export const vatOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/registration", { schema: { response: { 200: VatRegistrationSchema } } }, async () =>
    readVatRegistration(app.deps.db),
  );

  app.put(
    "/registration",
    { schema: { body: VatRegistrationInputSchema, response: { 200: VatRegistrationSchema } } },
    async (request) => saveVatRegistration(app.deps.db, request.body, auditActor(request)),
  );

  app.get("/rates", { schema: { response: { 200: VatDishRatesSchema } } }, async () =>
    listVatRates(app.deps.db),
  );

  app.put(
    "/rates/dishes/:id",
    { schema: { params: IdParamsSchema, body: SetVatRateInputSchema } },
    async (request, reply) => {
      await setDishVatRate(app.deps.db, request.params.id, request.body.rateBasisPoints, auditActor(request));
      return reply.status(204).send();
    },
  );

  app.put(
    "/rates/choices/:id",
    { schema: { params: IdParamsSchema, body: SetVatRateInputSchema } },
    async (request, reply) => {
      await setChoiceVatRate(
        app.deps.db,
        request.params.id,
        request.body.rateBasisPoints,
        auditActor(request),
      );
      return reply.status(204).send();
    },
  );

  app.get(
    "/return",
    { schema: { querystring: VatReturnQuerySchema, response: { 200: VatReturnSchema } } },
    async (request) => getVatReturn(app.deps.db, app.deps.now(), request.query.quarter),
  );

  app.get(
    "/return.csv",
    { schema: { querystring: VatReturnCsvQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const report = await getVatReturn(app.deps.db, app.deps.now(), request.query.quarter);
      const box = request.query.box;
      reply.type("text/csv; charset=utf-8");
      reply.header(
        "Content-Disposition",
        `attachment; filename="vat-return-${report.quarter}${box ? `-box-${box}` : ""}.csv"`,
      );
      reply.header("Cache-Control", "no-store");
      return `\uFEFF${vatReturnCsv(report, box)}`;
    },
  );
};
