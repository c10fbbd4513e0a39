import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DeliveryAdminSchema,
  DeliverySettingsSchema,
  PauseDeliverySchema,
} from "@shared/delivery/delivery.schema";
import { announceBoardEvent } from "../../lib/board-events";
import { auditActor } from "../audit-log/audit-writer.service";
import { getDeliverySwitches, listDeliveryZones, setDeliveryPause } from "./delivery.queries";
import { toDeliverySettings } from "./delivery.service";

/**
 * Mounted at /api/admin/delivery in the staff scope: the zones and switches to read, and the
 * evening's pause, which staff on the board set as they pause ordering.
 */
export const deliveryStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: DeliveryAdminSchema } } }, async () => {
    const [zones, switches] = await Promise.all([
      listDeliveryZones(app.deps.db),
      getDeliverySwitches(app.deps.db),
    ]);
    return { zones, settings: toDeliverySettings(app.deps, switches) };
  });

  app.put(
    "/pause",
    { schema: { body: PauseDeliverySchema, response: { 200: DeliverySettingsSchema } } },
    async (request) => {
      const until = request.body.pausedUntil ? new Date(request.body.pausedUntil) : null;
      const switches = await setDeliveryPause(app.deps.db, until, auditActor(request));
      await announceBoardEvent(app.deps.database, "service.changed");
      return toDeliverySettings(app.deps, switches);
    },
  );
};
