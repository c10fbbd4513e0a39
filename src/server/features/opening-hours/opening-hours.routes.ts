import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SuccessSchema } from "../../../shared/admin/admin-dashboard.schema";
import { getLondonMoment } from "../../../shared/opening-hours/london-time";
import {
  OperatingHoursSchema,
  OperatingHoursUpdateSchema,
  RestaurantStatusSchema,
  SPECIAL_HOURS_PAST_MESSAGE,
  SpecialHoursInputSchema,
  SpecialHoursSchema,
  TimePeriodInputSchema,
  TimePeriodPatchSchema,
  TimePeriodSchema,
} from "../../../shared/opening-hours/opening-hours.schema";
import { getRestaurantStatus } from "../../../shared/opening-hours/restaurant-status";
import { IdParamsSchema } from "../../../shared/text.schema";
import { HttpError } from "../../lib/http-error";
import { requireAdmin } from "../../plugins/auth";
import {
  createSpecialHours,
  createTimePeriod,
  deleteSpecialHours,
  deleteTimePeriod,
  listOperatingHours,
  listSpecialHours,
  listTimePeriods,
  loadHoursData,
  updateOperatingHours,
  updateTimePeriod,
} from "./opening-hours.queries";

const IdParams = IdParamsSchema;

/** Hours, in the spec's response shapes (section 7). Mounted at /api. Reads are public; writes need an admin session. */
export const openingHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/operating-hours",
    { schema: { response: { 200: z.object({ data: z.array(OperatingHoursSchema) }) } } },
    async () => ({ data: await listOperatingHours(app.deps.db) }),
  );

  app.get(
    "/time-periods",
    {
      schema: { response: { 200: z.object({ success: z.literal(true), data: z.array(TimePeriodSchema) }) } },
    },
    async () => ({ success: true as const, data: await listTimePeriods(app.deps.db) }),
  );

  app.get(
    "/special-hours",
    { schema: { response: { 200: z.object({ data: z.array(SpecialHoursSchema) }) } } },
    async () => ({ data: await listSpecialHours(app.deps.db) }),
  );

  app.get(
    "/restaurant-status",
    { schema: { response: { 200: z.object({ data: RestaurantStatusSchema }) } } },
    async () => ({ data: getRestaurantStatus(app.deps.now(), await loadHoursData(app.deps.db)) }),
  );

  app.put(
    "/operating-hours/:dayOfWeek",
    {
      onRequest: requireAdmin(app),
      schema: {
        params: z.object({ dayOfWeek: z.coerce.number().int().min(0).max(6) }),
        body: OperatingHoursUpdateSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: OperatingHoursSchema }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Operating hours updated",
      data: await updateOperatingHours(app.deps.db, request.params.dayOfWeek, request.body, app.deps.now()),
    }),
  );

  app.post(
    "/time-periods",
    {
      onRequest: requireAdmin(app),
      schema: {
        body: TimePeriodInputSchema,
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), data: TimePeriodSchema }),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return {
        success: true as const,
        message: "Time period added",
        data: await createTimePeriod(app.deps.db, request.body),
      };
    },
  );

  app.put(
    "/time-periods/:id",
    {
      onRequest: requireAdmin(app),
      schema: {
        params: IdParams,
        body: TimePeriodPatchSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: TimePeriodSchema }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Time period updated",
      data: await updateTimePeriod(app.deps.db, request.params.id, request.body),
    }),
  );

  app.delete(
    "/time-periods/:id",
    { onRequest: requireAdmin(app), schema: { params: IdParams, response: { 200: SuccessSchema } } },
    async (request) => {
      await deleteTimePeriod(app.deps.db, request.params.id);
      return { success: true as const, message: "Time period deleted" };
    },
  );

  app.post(
    "/special-hours",
    {
      onRequest: requireAdmin(app),
      schema: {
        body: SpecialHoursInputSchema,
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), data: SpecialHoursSchema }),
        },
      },
    },
    async (request, reply) => {
      if (request.body.date < getLondonMoment(app.deps.now()).date) {
        throw new HttpError(400, SPECIAL_HOURS_PAST_MESSAGE);
      }
      reply.status(201);
      return {
        success: true as const,
        message: "Special hours added",
        data: await createSpecialHours(app.deps.db, request.body),
      };
    },
  );

  app.delete(
    "/special-hours/:id",
    { onRequest: requireAdmin(app), schema: { params: IdParams, response: { 200: SuccessSchema } } },
    async (request) => {
      await deleteSpecialHours(app.deps.db, request.params.id);
      return { success: true as const, message: "Special hours removed" };
    },
  );
};
