/**
 * Delivery by the restaurant's own drivers (issue 35, decision 0044): what app.ts registers, one
 * line per scope. The public check and zones; the staff's read and pause; the owner's zones.
 */
import type { FastifyInstance } from "fastify";
import { deliveryOwnerRoutes } from "./delivery.owner.routes";
import { deliveryPublicRoutes } from "./delivery.public.routes";
import { deliveryStaffRoutes } from "./delivery.staff.routes";
import { driversOwnerRoutes } from "./drivers.owner.routes";
import { driversStaffRoutes } from "./drivers.staff.routes";

export const registerDelivery = {
  async public(app: FastifyInstance) {
    await app.register(deliveryPublicRoutes, { prefix: "/api/delivery" });
  },
  async staff(staff: FastifyInstance) {
    await staff.register(deliveryStaffRoutes, { prefix: "/api/admin/delivery", invalidates: ["delivery"] });
    // Drivers and their taps change no public page.
    await staff.register(driversStaffRoutes, { prefix: "/api/admin/delivery", invalidates: [] });
  },
  async owner(owner: FastifyInstance) {
    await owner.register(deliveryOwnerRoutes, { prefix: "/api/admin/delivery", invalidates: ["delivery"] });
    await owner.register(driversOwnerRoutes, { prefix: "/api/admin/delivery", invalidates: [] });
  },
};
