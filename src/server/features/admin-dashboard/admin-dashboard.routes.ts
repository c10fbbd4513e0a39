import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminStatsSchema,
  ReservationDecisionSchema,
  RestaurantSettingsSchema,
  UpdateSettingsSchema,
} from "../../../shared/admin/admin-dashboard.schema";
import { ContactMessageSchema } from "../../../shared/contact/contact.schema";
import { IsoDateSchema } from "../../../shared/opening-hours/opening-hours.schema";
import { ReservationSchema } from "../../../shared/reservations/reservation.schema";
import { IdParamsSchema } from "../../../shared/text.schema";
import { requireAdmin } from "../../plugins/auth";
import {
  decideReservation,
  getAdminStats,
  getSettings,
  listMessages,
  listReservations,
  markMessageRead,
  updateSettings,
} from "./admin-dashboard.queries";

const IdParams = IdParamsSchema;

/** Counters, settings, reservations and messages for staff (mounted at /api/admin). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAdmin(app));

  app.get("/stats", { schema: { response: { 200: AdminStatsSchema } } }, async () =>
    getAdminStats(app.deps.db, app.deps.now()),
  );

  app.get("/settings", { schema: { response: { 200: RestaurantSettingsSchema } } }, async () =>
    getSettings(app.deps.db),
  );

  app.put(
    "/settings",
    { schema: { body: UpdateSettingsSchema, response: { 200: RestaurantSettingsSchema } } },
    async (request) => updateSettings(app.deps.db, request.body, app.deps.now()),
  );

  app.get(
    "/reservations",
    {
      schema: {
        querystring: z.object({ date: IsoDateSchema.optional() }),
        response: { 200: z.array(ReservationSchema) },
      },
    },
    async (request) => listReservations(app.deps.db, request.query.date),
  );

  app.put(
    "/reservations/:id/status",
    {
      schema: {
        params: IdParams,
        body: ReservationDecisionSchema,
        response: { 200: z.object({ reservation: ReservationSchema, emailed: z.boolean() }) },
      },
    },
    async (request) => {
      const { reservation, changed } = await decideReservation(
        app.deps.db,
        request.params.id,
        request.body.status,
      );
      let emailed = false;
      if (changed && reservation.email) {
        const confirmed = reservation.status === "confirmed";
        emailed = await app.deps.mailer.send({
          to: reservation.email,
          subject: confirmed
            ? "Your table at Hyderabad House is confirmed"
            : "About your table request at Hyderabad House",
          text: confirmed
            ? `Dear ${reservation.name},\n\nYour table for ${reservation.guests} on ${reservation.date} at ${reservation.time} is confirmed. We look forward to seeing you.\n\nHyderabad House`
            : `Dear ${reservation.name},\n\nWe are sorry, we cannot take your booking for ${reservation.guests} on ${reservation.date} at ${reservation.time}. Please call us to find another time.\n\nHyderabad House`,
        });
      }
      return { reservation, emailed };
    },
  );

  app.get("/messages", { schema: { response: { 200: z.array(ContactMessageSchema) } } }, async () =>
    listMessages(app.deps.db),
  );

  app.put(
    "/messages/:id/read",
    { schema: { params: IdParams, response: { 200: ContactMessageSchema } } },
    async (request) => markMessageRead(app.deps.db, request.params.id),
  );
};
