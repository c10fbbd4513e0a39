import type { FastifyPluginAsync } from "fastify";
import { adminDashboardRoutes } from "./admin-dashboard.staff.routes";
import { adminPasswordRoutes } from "./admin-password.staff.routes";
import { adminSignOutRoutes } from "./admin-sign-out.staff.routes";

/**
 * The admin feature's staff routes, mounted once at /api/admin inside the staff-only scope, so that
 * app.ts names each feature once per scope; the dashboard, the password change and sign-out keep their own files.
 */
export const adminStaffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminPasswordRoutes);
  await app.register(adminSignOutRoutes);
};
