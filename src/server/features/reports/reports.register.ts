/** The owner's reports: Today, the week, any range, their CSVs and the accountant's exports. */
import { defineFeature } from "../../lib/feature";
import { accountingExportsRoutes } from "./accounting-exports.owner.routes";
import { rangeReportRoutes } from "./range-report.owner.routes";
import { reportsAdminRoutes } from "./reports.owner.routes";

export const reportsFeature = defineFeature({
  name: "reports",
  async owner(owner) {
    await owner.register(reportsAdminRoutes, { prefix: "/api/admin/reports" });
    await owner.register(rangeReportRoutes, { prefix: "/api/admin/reports", invalidates: [] });
    await owner.register(accountingExportsRoutes, { prefix: "/api/admin/reports", invalidates: [] });
  },
});
