/**
 * What app.ts needs of the owner's books (issue 40): the staff routes (a VAT receipt) and the
 * owner's (VAT registration, rates, the quarter's return), each under /api/admin/vat.
 */
import type { FastifyInstance } from "fastify";
import { vatOwnerRoutes } from "./vat.owner.routes";
import { vatStaffRoutes } from "./vat.staff.routes";

/** In the staff scope. Reads only. */
export async function registerVatStaff(staff: FastifyInstance): Promise<void> {
  await staff.register(vatStaffRoutes, { prefix: "/api/admin/vat", invalidates: [] });
}

/** In the owner scope. The writes change no public fact (prices stay as the diner sees them). */
export async function registerVatOwner(owner: FastifyInstance): Promise<void> {
  await owner.register(vatOwnerRoutes, { prefix: "/api/admin/vat", invalidates: [] });
}
