/** The owner's reports: Today, the week, any range, and their CSVs. */
import { defineFeature } from "../../lib/feature";
import { rangeReportRoutes } from "./range-report.owner.routes";
import { reportsAdminRoutes } from "./reports.owner.routes";

export const reportsFeature = defineFeature({
  name: "reports",
  async owner(owner) {
    await owner.register(reportsAdminRoutes, { prefix: "/api/admin/reports" });
    await owner.register(rangeReportRoutes, { prefix: "/api/admin/reports", invalidates: [] });
  },
});
