import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  TipDayParamsSchema,
  TipDaySchema,
  TipDaySplitInputSchema,
  TipSettingsSchema,
  TipWeekQuerySchema,
  TipWeekSchema,
} from "@shared/tips/tips.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import { getTipDay, getTipWeek, readTipSettings, saveTipDaySplit, saveTipSettings } from "./tips.service";

/** The owner's tips (mounted at /api/admin/tips, owners only). */
export const tipsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/settings", { schema: { response: { 200: TipSettingsSchema } } }, async () =>
    readTipSettings(app.deps.db),
  );

  app.put(
    "/settings",
    { schema: { body: TipSettingsSchema, response: { 200: TipSettingsSchema } } },
    async (request) => saveTipSettings(app.deps.db, request.body, auditActor(request)),
  );

  app.get(
    "/days/:date",
    { schema: { params: TipDayParamsSchema, response: { 200: TipDaySchema } } },
    async (request) => getTipDay(app.deps.db, request.params.date),
  );

  app.put(
    "/days/:date/split",
    { schema: { params: TipDayParamsSchema, body: TipDaySplitInputSchema, response: { 200: TipDaySchema } } },
    async (request) => saveTipDaySplit(app.deps.db, request.params.date, request.body, auditActor(request)),
  );

  app.get(
    "/week",
    { schema: { querystring: TipWeekQuerySchema, response: { 200: TipWeekSchema } } },
    async (request) => getTipWeek(app.deps.db, request.query.date),
  );
};
