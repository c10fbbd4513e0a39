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

/** The spec's answer to a write of hours (section 7): a message, and what was saved under `data`. */
function saved<T>(message: string, data: T) {
  return { success: true as const, message, data };
}

/** Staff writes to hours, time periods and special hours (mounted at /api inside the staff-only scope). */
export const openingHoursAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/operating-hours/:dayOfWeek",
    {
      schema: {
        params: z.object({ dayOfWeek: z.coerce.number().int().min(0).max(6) }),
        body: OperatingHoursUpdateSchema,
        response: { 200: SuccessSchema.extend({ data: OperatingHoursSchema }) },
      },
    },
    async (request) =>
      saved(
        "Operating hours updated",
        await updateOperatingHours(app.deps.db, request.params.dayOfWeek, request.body, auditActor(request)),
      ),
  );

  app.post(
    "/time-periods",
    {
      schema: {
        body: TimePeriodInputSchema,
        response: { 201: SuccessSchema.extend({ data: TimePeriodSchema }) },
      },
    },
    async (request, reply) => {
      const created = await createTimePeriod(app.deps.db, request.body, auditActor(request));
      return reply.status(201).send(saved("Time period added", created));
    },
  );

  app.put(
    "/time-periods/:id",
    {
      schema: {
        params: IdParams,
        body: TimePeriodPatchSchema,
        response: { 200: SuccessSchema.extend({ data: TimePeriodSchema }) },
      },
    },
    async (request) =>
      saved(
        "Time period updated",
        await updateTimePeriod(app.deps.db, request.params.id, request.body, auditActor(request)),
      ),
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
        response: { 201: SuccessSchema.extend({ data: SpecialHoursSchema }) },
      },
    },
    async (request, reply) => {
      if (request.body.date < getLondonMoment(app.deps.now()).date) {
        throw new HttpError(400, SPECIAL_HOURS_PAST_MESSAGE);
      }
      const created = await createSpecialHours(app.deps.db, request.body, auditActor(request));
      return reply.status(201).send(saved("Special hours added", created));
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
