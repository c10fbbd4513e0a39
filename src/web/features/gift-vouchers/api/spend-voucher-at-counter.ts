import type { SpendGiftVoucherResponse } from "@shared/gift-vouchers/gift-vouchers.schema";
import { apiRequest } from "@web/lib/api-client";

/** Staff: a voucher the diner quotes pays all or part of an unpaid order (audited by the server). */
export function spendVoucherOnOrder(orderId: number, code: string) {
  return apiRequest<SpendGiftVoucherResponse>("POST", `/api/admin/orders/${orderId}/gift-voucher`, { code });
}
