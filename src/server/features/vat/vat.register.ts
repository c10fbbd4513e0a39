/**
 * The owner's books (issue 40): the staff routes (a VAT receipt) and the owner's (VAT registration,
 * rates, the quarter's return), each under /api/admin/vat.
 */
import { defineFeature } from "../../lib/feature";
import { vatOwnerRoutes } from "./vat.owner.routes";
import { vatStaffRoutes } from "./vat.staff.routes";

export const vatFeature = defineFeature({
  name: "vat",
  async staff(staff) {
    await staff.register(vatStaffRoutes, { prefix: "/api/admin/vat", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(vatOwnerRoutes, { prefix: "/api/admin/vat", invalidates: [] });
  },
});
