import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AvailabilityQuerySchema,
  AvailableTimesSchema,
  BookingCalendarSchema,
  CreatedReservationSchema,
  ManagedReservationSchema,
  ManageTokenParamsSchema,
  ReservationRequestSchema,
} from "@shared/reservations/reservation.schema";
import {
  cancelByDiner,
  createOnlineReservation,
  getAvailableTimes,
  getBookingCalendar,
  getManagedReservation,
} from "./reservations.service";

/** Mounted at /api/reservations. */
export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/calendar", { schema: { response: { 200: BookingCalendarSchema } } }, async () =>
    getBookingCalendar(app.deps),
  );

  app.get(
    "/availability",
    { schema: { querystring: AvailabilityQuerySchema, response: { 200: AvailableTimesSchema } } },
    async (request) => getAvailableTimes(app.deps, request.query.date),
  );

  app.post(
    "/",
    {
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      schema: { body: ReservationRequestSchema, response: { 201: CreatedReservationSchema } },
    },
    async (request, reply) => reply.status(201).send(await createOnlineReservation(app.deps, request.body)),
  );

  // The diner's private link: the token is the only key, so answers are never cached.
  app.get(
    "/manage/:token",
    {
      config: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
      schema: { params: ManageTokenParamsSchema, response: { 200: ManagedReservationSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getManagedReservation(app.deps, request.params.token);
    },
  );

  app.post(
    "/manage/:token/cancel",
    {
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      schema: { params: ManageTokenParamsSchema, response: { 200: ManagedReservationSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return cancelByDiner(app.deps, request.params.token);
    },
  );
};
