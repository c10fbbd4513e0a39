/** Staff sign-in, the evening's staff routes and switches, and the owner's settings. */
import { defineFeature } from "../../lib/feature";
import { adminStaffRoutes } from "./admin.staff.routes";
import { adminAuthRoutes } from "./admin-auth.public.routes";
import { adminServiceStaffRoutes } from "./admin-service.staff.routes";
import { adminSettingsOwnerRoutes } from "./admin-settings.owner.routes";

export const adminFeature = defineFeature({
  name: "admin",
  async public(app) {
    await app.register(adminAuthRoutes, { prefix: "/api/admin", invalidates: [] });
  },
  async staff(staff) {
    // What the evening's staff use: orders, sold-out, reservations, messages, their own password.
    await staff.register(adminStaffRoutes, { prefix: "/api/admin", invalidates: [] });
    // The busy night's switches (pause ordering, preparation time): the kitchen runs them.
    await staff.register(adminServiceStaffRoutes, { prefix: "/api/admin", invalidates: ["settings"] });
  },
  async owner(owner) {
    await owner.register(adminSettingsOwnerRoutes, { prefix: "/api/admin", invalidates: ["settings"] });
  },
});
