import type { SpendGiftVoucherResponse } from "@shared/gift-vouchers/gift-vouchers.schema";
import { type GuestOrder, orderTokenHeaders } from "@web/features/payments/api/order-token";
import { apiRequest } from "@web/lib/api-client";

/** The diner's voucher pays all or part of their order (the order's secret proves it is theirs). */
export function spendVoucherOnOrder(order: GuestOrder, code: string) {
  return apiRequest<SpendGiftVoucherResponse>(
    "POST",
    `/api/orders/${order.id}/gift-voucher`,
    { code },
    orderTokenHeaders(order),
  );
}
