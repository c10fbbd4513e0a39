import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CashUpInputSchema, CashUpSchema, OnlineSalesSchema } from "@shared/cash-up/cash-up.schema";
import { IsoDateSchema } from "@shared/opening-hours/opening-hours.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import { correctCashUp, createCashUp, getOnlineSales, listCashUps } from "./cash-up.service";

const DateParams = z.object({ date: IsoDateSchema });

/** The daily cash-up (mounted at /api/admin/cash-ups inside the owner-only scope). */
export const cashUpOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: z.array(CashUpSchema) } } }, async () =>
    listCashUps(app.deps.db),
  );

  app.get(
    "/online-sales",
    { schema: { querystring: DateParams, response: { 200: OnlineSalesSchema } } },
    async (request) => getOnlineSales(app.deps.db, request.query.date),
  );

  app.post(
    "/",
    { schema: { body: CashUpInputSchema, response: { 201: CashUpSchema } } },
    async (request, reply) => {
      const cashUp = await createCashUp(app.deps.db, request.body, auditActor(request));
      reply.status(201);
      return cashUp;
    },
  );

  app.put(
    "/:date",
    { schema: { params: DateParams, body: CashUpInputSchema, response: { 200: CashUpSchema } } },
    async (request) =>
      correctCashUp(app.deps.db, { date: request.params.date, cashUp: request.body }, auditActor(request)),
  );
};
