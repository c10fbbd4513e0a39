/**
 * Everything app.ts and background-work.ts need for gift vouchers (issue 38), in one place: the
 * route plugins of each scope with their prefixes, and the scheduled job that sends vouchers.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import type { ScheduledJob } from "../../lib/scheduled-jobs";
import { giftVouchersOwnerRoutes } from "./gift-vouchers.owner.routes";
import { giftVouchersPublicRoutes } from "./gift-vouchers.public.routes";
import { createGiftVoucherSendJob } from "./gift-vouchers.service";
import { giftVouchersStaffRoutes } from "./gift-vouchers.staff.routes";

type Scope = "public" | "staff" | "owner";

/** app.ts calls this once in each scope; a voucher changes no public fact the cache keeps. */
export async function registerGiftVouchers(scope: FastifyInstance, where: Scope): Promise<void> {
  if (where === "public") await scope.register(giftVouchersPublicRoutes, { prefix: "/api", invalidates: [] });
  if (where === "staff")
    await scope.register(giftVouchersStaffRoutes, { prefix: "/api/admin/orders", invalidates: [] });
  if (where === "owner")
    await scope.register(giftVouchersOwnerRoutes, { prefix: "/api/admin/gift-vouchers", invalidates: [] });
}

export function giftVoucherJobs(deps: Pick<AppDeps, "env">): ScheduledJob[] {
  return [createGiftVoucherSendJob(deps)];
}
