import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SuccessSchema } from "@shared/admin/admin-dashboard.schema";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import {
  OperatingHoursSchema,
  OperatingHoursUpdateSchema,
  SPECIAL_HOURS_PAST_MESSAGE,
  SpecialHoursInputSchema,
  SpecialHoursSchema,
  TimePeriodInputSchema,
  TimePeriodPatchSchema,
  TimePeriodSchema,
} from "@shared/opening-hours/opening-hours.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { HttpError } from "../../lib/http-error";
import { auditActor } from "../audit-log/audit-writer.service";
import {
  createSpecialHours,
  createTimePeriod,
  deleteSpecialHours,
  deleteTimePeriod,
  updateOperatingHours,
  updateTimePeriod,
} from "./opening-hours.queries";

const IdParams = IdParamsSchema;

/** Staff writes to hours, time periods and special hours (mounted at /api inside the staff-only scope). */
export const openingHoursAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/operating-hours/:dayOfWeek",
    {
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
      data: await updateOperatingHours(
        app.deps.db,
        request.params.dayOfWeek,
        request.body,
        auditActor(request),
      ),
    }),
  );

  app.post(
    "/time-periods",
    {
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
        data: await createTimePeriod(app.deps.db, request.body, auditActor(request)),
      };
    },
  );

  app.put(
    "/time-periods/:id",
    {
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
      data: await updateTimePeriod(app.deps.db, request.params.id, request.body, auditActor(request)),
    }),
  );

  app.delete(
    "/time-periods/:id",
    { schema: { params: IdParams, response: { 200: SuccessSchema } } },
    async (request) => {
      await deleteTimePeriod(app.deps.db, request.params.id, auditActor(request));
      return { success: true as const, message: "Time period deleted" };
    },
  );

  app.post(
    "/special-hours",
    {
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
        data: await createSpecialHours(app.deps.db, request.body, auditActor(request)),
      };
    },
  );

  app.delete(
    "/special-hours/:id",
    { schema: { params: IdParams, response: { 200: SuccessSchema } } },
    async (request) => {
      await deleteSpecialHours(app.deps.db, request.params.id, auditActor(request));
      return { success: true as const, message: "Special hours removed" };
    },
  );
};
