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
import { reservationConfirmedForGuest, reservationDeclinedForGuest } from "../../lib/mail-templates";
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

/** Counters, settings, reservations and messages for staff (mounted at /api/admin inside the staff-only scope). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
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
        const message =
          reservation.status === "confirmed"
            ? reservationConfirmedForGuest(reservation)
            : reservationDeclinedForGuest(reservation);
        emailed = await app.deps.mailer.send({ to: reservation.email, ...message });
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
