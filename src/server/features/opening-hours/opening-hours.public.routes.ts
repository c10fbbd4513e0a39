import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { untilLondonMidnight } from "@shared/opening-hours/london-time";
import {
  OperatingHoursSchema,
  RestaurantStatusSchema,
  SpecialHoursSchema,
  TimePeriodSchema,
} from "@shared/opening-hours/opening-hours.schema";
import { getRestaurantStatus, restaurantStatusChangesAt } from "@shared/opening-hours/restaurant-status";
import { OpeningHoursSummarySchema } from "@shared/opening-hours/weekly-hours";
import { keepPublicCacheUntil } from "../../lib/public-cache";
import {
  listOperatingHours,
  listSpecialHours,
  listTimePeriods,
  loadHoursData,
  loadOpeningHoursSummary,
} from "./opening-hours.queries";

// Every read here is drawn from the hours, and kept until they change (lib/public-cache.ts).
const HOURS_READ = { publicCache: { tags: ["hours"] } } as const;

/** A read of a list of hours, answered under `data` (the spec's shape). */
function hoursList<T extends z.ZodTypeAny>(item: T) {
  return { schema: { response: { 200: z.object({ data: z.array(item) }) } }, config: HOURS_READ };
}

/** Hours, in the spec's response shapes (section 7). Mounted at /api. Reads are public; writes need an admin session. */
export const openingHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/operating-hours", hoursList(OperatingHoursSchema), async () => ({
    data: await listOperatingHours(app.deps.db),
  }));

  app.get(
    "/time-periods",
    {
      schema: { response: { 200: z.object({ success: z.literal(true), data: z.array(TimePeriodSchema) }) } },
      config: HOURS_READ,
    },
    async () => ({ success: true as const, data: await listTimePeriods(app.deps.db) }),
  );

  app.get("/special-hours", hoursList(SpecialHoursSchema), async () => ({
    data: await listSpecialHours(app.deps.db),
  }));

  app.get(
    "/opening-hours/summary",
    // The coming special days move on at London midnight.
    {
      schema: { response: { 200: OpeningHoursSummarySchema } },
      config: { publicCache: { tags: ["hours"], expiresAt: untilLondonMidnight } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return loadOpeningHoursSummary(app.deps.db, app.deps.now());
    },
  );

  app.get(
    "/restaurant-status",
    // Kept until a shift opens or closes or the day changes, or staff change the hours.
    { schema: { response: { 200: z.object({ data: RestaurantStatusSchema }) } }, config: HOURS_READ },
    async (_request, reply) => {
      const now = app.deps.now();
      const hours = await loadHoursData(app.deps.db);
      keepPublicCacheUntil(reply, restaurantStatusChangesAt(now, hours));
      return { data: getRestaurantStatus(now, hours) };
    },
  );
};
