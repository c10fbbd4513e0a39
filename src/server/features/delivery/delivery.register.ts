/**
 * Delivery by the restaurant's own drivers (issue 35, decision 0044): the public check and zones;
 * a member's saved address; the staff's read and pause; the owner's zones.
 */
import { defineFeature } from "../../lib/feature";
import { deliveryCustomerRoutes } from "./delivery.customer.routes";
import { deliveryOwnerRoutes } from "./delivery.owner.routes";
import { deliveryPublicRoutes } from "./delivery.public.routes";
import { deliveryStaffRoutes } from "./delivery.staff.routes";
import { driversOwnerRoutes } from "./drivers.owner.routes";
import { driversStaffRoutes } from "./drivers.staff.routes";

export const deliveryFeature = defineFeature({
  name: "delivery",
  async public(app) {
    await app.register(deliveryPublicRoutes, { prefix: "/api/delivery" });
  },
  async customer(customer) {
    await customer.register(deliveryCustomerRoutes, { prefix: "/api/customer", invalidates: [] });
  },
  async staff(staff) {
    await staff.register(deliveryStaffRoutes, { prefix: "/api/admin/delivery", invalidates: ["delivery"] });
    // Drivers and their taps change no public page.
    await staff.register(driversStaffRoutes, { prefix: "/api/admin/delivery", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(deliveryOwnerRoutes, { prefix: "/api/admin/delivery", invalidates: ["delivery"] });
    await owner.register(driversOwnerRoutes, { prefix: "/api/admin/delivery", invalidates: [] });
  },
});
