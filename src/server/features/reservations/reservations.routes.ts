import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ReservationRequestSchema, ReservationSchema } from "../../../shared/reservations/reservation.schema";
import { createReservation } from "./reservations.service";

/** Mounted at /api/reservations. */
export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    {
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      schema: { body: ReservationRequestSchema, response: { 201: ReservationSchema } },
    },
    async (request, reply) => reply.status(201).send(await createReservation(app.deps, request.body)),
  );
};
