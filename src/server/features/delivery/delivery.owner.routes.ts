import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SuccessSchema } from "@shared/admin/admin-dashboard.schema";
import {
  DeliverySettingsSchema,
  DeliveryZoneInputSchema,
  DeliveryZoneSchema,
  type DeliveryZoneValues,
  RADIUS_NEEDS_GEOCODER_MESSAGE,
  UpdateDeliverySettingsSchema,
} from "@shared/delivery/delivery.schema";
import { IdParamsSchema } from "@shared/text.schema";
import type { AppDeps } from "../../app-deps";
import { HttpError } from "../../lib/http-error";
import { auditActor } from "../audit-log/audit-writer.service";
import {
  createDeliveryZone,
  deleteDeliveryZone,
  updateDeliverySwitches,
  updateDeliveryZone,
} from "./delivery.queries";
import { toDeliverySettings } from "./delivery.service";

/** A radius needs the postcodes' places: without a geocoder the zone could never match. */
function refuseRadiusWithoutGeocoder(deps: AppDeps, zone: DeliveryZoneValues): void {
  if (zone.kind === "radius" && !deps.env.GEOCODER_URL)
    throw new HttpError(400, RADIUS_NEEDS_GEOCODER_MESSAGE);
}

/** Mounted at /api/admin/delivery in the owner scope: the zones and their prices, the switches. */
export const deliveryOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/zones",
    { schema: { body: DeliveryZoneInputSchema, response: { 201: DeliveryZoneSchema } } },
    async (request, reply) => {
      refuseRadiusWithoutGeocoder(app.deps, request.body);
      const zone = await createDeliveryZone(app.deps.db, request.body, auditActor(request));
      reply.status(201);
      return zone;
    },
  );

  app.put(
    "/zones/:id",
    {
      schema: {
        params: IdParamsSchema,
        body: DeliveryZoneInputSchema,
        response: { 200: DeliveryZoneSchema },
      },
    },
    async (request) => {
      refuseRadiusWithoutGeocoder(app.deps, request.body);
      return updateDeliveryZone(app.deps.db, request.params.id, request.body, auditActor(request));
    },
  );

  app.delete(
    "/zones/:id",
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      await deleteDeliveryZone(app.deps.db, request.params.id, auditActor(request));
      return { success: true as const, message: "Delivery zone removed" };
    },
  );

  app.put(
    "/settings",
    { schema: { body: UpdateDeliverySettingsSchema, response: { 200: DeliverySettingsSchema } } },
    async (request) =>
      toDeliverySettings(
        app.deps,
        await updateDeliverySwitches(app.deps.db, request.body, auditActor(request)),
      ),
  );
};
