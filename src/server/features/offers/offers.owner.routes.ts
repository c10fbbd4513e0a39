import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SuccessSchema } from "@shared/admin/admin-dashboard.schema";
import {
  FlashSaleStartedSchema,
  FlashSaleStartSchema,
  OfferInputSchema,
  OfferPatchSchema,
  OfferSchema,
} from "@shared/offers/offer.schema";
import { getDaySchedule } from "@shared/opening-hours/day-schedule";
import { formatTime, getLondonMoment, londonTimeToday } from "@shared/opening-hours/london-time";
import { IdParamsSchema } from "@shared/text.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import { loadHoursData } from "../opening-hours/opening-hours.queries";
import { createOffer, deleteOffer, startFlashSale, updateOffer } from "./offers.queries";

const IdParams = IdParamsSchema;

/** Staff writes to the offers (mounted at /api/offers inside the staff-only scope). */
export const offersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    { schema: { body: OfferInputSchema, response: { 201: OfferSchema } } },
    async (request, reply) => {
      reply.status(201);
      return createOffer(app.deps.db, request.body, auditActor(request));
    },
  );

  // Start a flash sale now (ending the one running); without an end time it runs to closing time today.
  app.post(
    "/flash-sale",
    { schema: { body: FlashSaleStartSchema, response: { 201: FlashSaleStartedSchema } } },
    async (request, reply) => {
      const actor = auditActor(request);
      const now = actor.at;
      const today = getDaySchedule(getLondonMoment(now).date, await loadHoursData(app.deps.db));
      const lastClose = today.shifts.reduce((m, s) => Math.max(m, s.close), 0);
      const closing =
        !today.isClosed && lastClose > 0 && lastClose < 24 * 60
          ? londonTimeToday(now, formatTime(lastClose))
          : null;
      const { sale, replaced } = await startFlashSale(
        app.deps.db,
        actor,
        request.body,
        closing && closing > now ? closing : null,
      );
      reply.status(201);
      return { ...sale, replaced };
    },
  );

  app.put(
    "/:id",
    {
      schema: { params: IdParams, body: OfferPatchSchema, response: { 200: OfferSchema } },
    },
    async (request) => updateOffer(app.deps.db, request.params.id, request.body, auditActor(request)),
  );

  app.delete("/:id", { schema: { params: IdParams, response: { 200: SuccessSchema } } }, async (request) => {
    await deleteOffer(app.deps.db, request.params.id, auditActor(request));
    return { success: true as const, message: "Offer deleted" };
  });
};
