import type { CashUp, CashUpInput } from "@shared/cash-up/cash-up.schema";
import { apiRequest } from "@web/lib/api-client";

/** An owner's correction of a day's cash-up (audited with before and after by the server). */
export function correctCashUp(body: CashUpInput) {
  return apiRequest<CashUp>("PUT", `/api/admin/cash-ups/${encodeURIComponent(body.date)}`, body);
}
