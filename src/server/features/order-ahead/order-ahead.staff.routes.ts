import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { ComingUpSchema, PrepListSchema } from "@shared/order-ahead/kitchen-ahead";
import { calendarDate } from "@shared/text.schema";
import { loadComingUp, loadPrepList } from "./kitchen-ahead.queries";

const PrepListQuery = z.object({ date: calendarDate("Use a date as YYYY-MM-DD").optional() });

/** Mounted at /api/admin/order-ahead in the staff scope: what the kitchen sees coming. */
export const orderAheadStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/coming-up", { schema: { response: { 200: ComingUpSchema } } }, async () =>
    loadComingUp(app.deps.db, app.deps.now()),
  );

  // A day's prep list; today's without a date.
  app.get(
    "/prep-list",
    { schema: { querystring: PrepListQuery, response: { 200: PrepListSchema } } },
    async (request) => {
      const now = app.deps.now();
      return loadPrepList(app.deps.db, now, request.query.date ?? getLondonMoment(now).date);
    },
  );
};
