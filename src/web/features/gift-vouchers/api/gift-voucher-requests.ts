import type {
  BuyGiftVoucherRequest,
  GiftVoucherBalance,
  GiftVoucherOffer,
  GiftVoucherPurchase,
  GiftVoucherRow,
  GiftVoucherSettings,
  GiftVoucherSummary,
  PayGiftVoucherRequest,
} from "@shared/gift-vouchers/gift-vouchers.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

export const giftVoucherOfferQueryKey = ["/api/gift-vouchers/offer"] as const;
export function giftVoucherOfferQueryOptions() {
  return getQueryOptions<GiftVoucherOffer>(giftVoucherOfferQueryKey, { fresh: true });
}

export function buyGiftVoucher(body: BuyGiftVoucherRequest) {
  return apiRequest<{ id: number; token: string; amountPence: number }>("POST", "/api/gift-vouchers", body);
}

/** Demo mode's simulated payment (the server refuses it on a site with real payments). */
export function payGiftVoucherInTestMode(id: number, token: string) {
  return apiRequest<GiftVoucherPurchase>(
    "POST",
    `/api/gift-vouchers/${id}/pay`,
    { paymentMethod: "test" },
    { "x-voucher-token": token },
  );
}

/** The card payment's PaymentIntent for the voucher's amount (the voucher's secret proves it is ours). */
export function createGiftVoucherPaymentIntent(id: number, token: string) {
  return apiRequest<{ clientSecret: string }>("POST", `/api/gift-vouchers/${id}/payment-intent`, undefined, {
    "x-voucher-token": token,
  });
}

/** The PayPal order for the voucher's amount, made by the server for PayPal's buttons. */
export function createGiftVoucherPaypalOrder(id: number, token: string) {
  return apiRequest<{ id: string }>("POST", `/api/gift-vouchers/${id}/paypal-order`, undefined, {
    "x-voucher-token": token,
  });
}

/**
 * Tells the server which card payment or PayPal order paid the voucher; it asks Stripe or PayPal
 * (capturing the PayPal order) before issuing the voucher.
 */
export function payGiftVoucher(
  id: number,
  token: string,
  payment: Exclude<PayGiftVoucherRequest, { paymentMethod: "test" }>,
) {
  return apiRequest<GiftVoucherPurchase>("POST", `/api/gift-vouchers/${id}/pay`, payment, {
    "x-voucher-token": token,
  });
}

export function checkGiftVoucherBalance(code: string) {
  return apiRequest<GiftVoucherBalance>("POST", "/api/gift-vouchers/balance", { code });
}

export type GiftVoucherList = { summary: GiftVoucherSummary; vouchers: GiftVoucherRow[] };
export function giftVoucherListQueryOptions(q: string) {
  const url = q ? `/api/admin/gift-vouchers?q=${encodeURIComponent(q)}` : "/api/admin/gift-vouchers";
  return getQueryOptions<GiftVoucherList>([url], { fresh: true });
}
export function cancelGiftVoucher(id: number) {
  return apiRequest<null>("POST", `/api/admin/gift-vouchers/${id}/cancel`);
}
export function extendGiftVoucher(id: number, expiresOn: string) {
  return apiRequest<null>("PUT", `/api/admin/gift-vouchers/${id}/expiry`, { expiresOn });
}

export const giftVoucherSettingsQueryKey = ["/api/admin/gift-vouchers/settings"] as const;
export function giftVoucherSettingsQueryOptions() {
  return getQueryOptions<GiftVoucherSettings>(giftVoucherSettingsQueryKey, { fresh: true });
}
export function saveGiftVoucherSettings(body: GiftVoucherSettings) {
  return apiRequest<GiftVoucherSettings>("PUT", "/api/admin/gift-vouchers/settings", body);
}
