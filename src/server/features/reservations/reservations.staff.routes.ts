import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminReservationDaySchema,
  AdminReservationSchema,
  AvailabilityQuerySchema,
  PhoneReservationSchema,
  ReservationStatusChangeSchema,
} from "@shared/reservations/reservation.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import { getReservationDay, loadReservationSettings } from "./reservations.queries";
import { changeReservationStatus, createPhoneReservation } from "./reservations.service";

const ActionResultSchema = z.object({ reservation: AdminReservationSchema, emailed: z.boolean() });

/** Staff's booking book (mounted at /api/admin/reservations inside the staff-only scope). */
export const reservationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { querystring: AvailabilityQuerySchema, response: { 200: AdminReservationDaySchema } } },
    async (request) => {
      const settings = await loadReservationSettings(app.deps.db);
      return getReservationDay(app.deps.db, request.query.date, settings.reservationCoversPerSlot);
    },
  );

  app.post(
    "/",
    { schema: { body: PhoneReservationSchema, response: { 201: ActionResultSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createPhoneReservation(app.deps, request.body, auditActor(request))),
  );

  app.put(
    "/:id/status",
    {
      schema: {
        params: IdParamsSchema,
        body: ReservationStatusChangeSchema,
        response: { 200: ActionResultSchema },
      },
    },
    async (request) =>
      changeReservationStatus(app.deps, request.params.id, request.body, auditActor(request)),
  );
};
