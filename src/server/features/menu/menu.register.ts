/** The menu: the public read, staff's sold-out switches, the owner's dishes and the CSV import. */
import { defineFeature } from "../../lib/feature";
import { menuAdminRoutes } from "./menu.owner.routes";
import { menuRoutes } from "./menu.public.routes";
import { menuAvailabilityAdminRoutes } from "./menu-availability.staff.routes";
import { menuImportOwnerRoutes } from "./menu-import.owner.routes";

export const menuFeature = defineFeature({
  name: "menu",
  async public(app) {
    await app.register(menuRoutes, { prefix: "/api/menu" });
  },
  async staff(staff) {
    await staff.register(menuAvailabilityAdminRoutes, { prefix: "/api/admin/menu", invalidates: ["menu"] });
  },
  async owner(owner) {
    // Dishes, options and their order; the two uploads say their own.
    await owner.register(menuAdminRoutes, { prefix: "/api/admin/menu", invalidates: ["menu"] });
    await owner.register(menuImportOwnerRoutes, { prefix: "/api/admin/menu/import" });
  },
});
