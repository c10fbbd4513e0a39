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

  app.register(dinerLinkRoutes, { prefix: "/manage/:token" });
};

const manageSchema = { params: ManageTokenParamsSchema, response: { 200: ManagedReservationSchema } };

/** The diner's private link: the token is the only key, so answers (errors too) are never cached. */
const dinerLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "",
    { config: { rateLimit: { max: 30, timeWindow: "10 minutes" } }, schema: manageSchema },
    async (request) => getManagedReservation(app.deps, request.params.token),
  );

  app.post(
    "/cancel",
    { config: { rateLimit: { max: 10, timeWindow: "10 minutes" } }, schema: manageSchema },
    async (request) => cancelByDiner(app.deps, request.params.token),
  );
};
