import type { CashUp, CashUpInput } from "@shared/cash-up/cash-up.schema";
import { apiRequest } from "@web/lib/api-client";

export function createCashUp(body: CashUpInput) {
  return apiRequest<CashUp>("POST", "/api/admin/cash-ups", body);
}
