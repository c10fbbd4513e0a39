import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DeliveryCheckQuerySchema,
  DeliveryCheckSchema,
  PublicDeliverySchema,
} from "@shared/delivery/delivery.schema";
import { describeZoneTerms } from "@shared/delivery/delivery-pricing";
import { getDeliverySwitches, listDeliveryZones } from "./delivery.queries";
import { decideDelivery, toDeliveryCheck } from "./delivery.service";

/** Mounted at /api/delivery: the zones as the public pages state them, and a postcode's check. */
export const deliveryPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { response: { 200: PublicDeliverySchema } }, config: { publicCache: { tags: ["delivery"] } } },
    async () => {
      const [all, switches] = await Promise.all([
        listDeliveryZones(app.deps.db),
        getDeliverySwitches(app.deps.db),
      ]);
      const zones = all.filter((z) => z.isActive);
      return {
        offered: zones.length > 0,
        hours: switches.hours,
        zones: zones.map(({ isActive: _a, ...z }) => ({ ...z, terms: describeZoneTerms(z) })),
      };
    },
  );

  // Not kept in the public cache: one answer per postcode and basket, and the pause is by the clock.
  app.get(
    "/check",
    { schema: { querystring: DeliveryCheckQuerySchema, response: { 200: DeliveryCheckSchema } } },
    async (request) =>
      toDeliveryCheck(
        await decideDelivery(
          app.deps,
          request.log,
          request.query.postcode,
          request.query.basketPence ?? null,
          request.query.collectionDate ? { collectionDate: request.query.collectionDate } : null,
        ),
        app.deps.now(),
      ),
  );
};
