/** The owner's audit log (the rows themselves are written by each write, audit-writer.service.ts). */
import { defineFeature } from "../../lib/feature";
import { auditLogOwnerRoutes } from "./audit-log.owner.routes";

export const auditLogFeature = defineFeature({
  name: "audit-log",
  async owner(owner) {
    await owner.register(auditLogOwnerRoutes, { prefix: "/api/admin/audit-log" });
  },
});
