/** Employees, their pay rates and time entries (the owner's). */
import { defineFeature } from "../../lib/feature";
import { employeesOwnerRoutes } from "./employees.owner.routes";

export const employeesFeature = defineFeature({
  name: "employees",
  async owner(owner) {
    await owner.register(employeesOwnerRoutes, { prefix: "/api/admin", invalidates: [] });
  },
});
