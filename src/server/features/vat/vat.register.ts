/**
 * The owner's books (issue 40): the diner's VAT receipt (/api/orders/:id/vat-receipt), the staff
 * routes (a VAT receipt) and the owner's (VAT registration, rates, the quarter's return), each
 * under /api/admin/vat.
 */
import { defineFeature } from "../../lib/feature";
import { vatOwnerRoutes } from "./vat.owner.routes";
import { vatPublicRoutes } from "./vat.public.routes";
import { vatStaffRoutes } from "./vat.staff.routes";

export const vatFeature = defineFeature({
  name: "vat",
  async public(app) {
    await app.register(vatPublicRoutes, { prefix: "/api", invalidates: [] });
  },
  async staff(staff) {
    await staff.register(vatStaffRoutes, { prefix: "/api/admin/vat", invalidates: [] });
  },
  async owner(owner) {
    // The registration is a public fact: GET /api/restaurant says whether receipts are given.
    await owner.register(vatOwnerRoutes, { prefix: "/api/admin/vat", invalidates: ["restaurant"] });
  },
});
