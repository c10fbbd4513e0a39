/** The owner's VAT tab's requests (issue 40): registration, the quarter's return, dish and choice rates. */
import type { VatDishRates, VatRegistration, VatReturn } from "@shared/vat/vat.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

export const vatRegistrationKey = ["/api/admin/vat/registration"] as const;
export const vatRatesKey = ["/api/admin/vat/rates"] as const;
export const vatReturnKey = ["/api/admin/vat/return"] as const;

export const vatRegistrationQueryOptions = () => getQueryOptions<VatRegistration>(vatRegistrationKey);

/** The return of a quarter ("2026-Q4"), or of the current one (null); always asked afresh. */
export const vatReturnQueryOptions = (quarter: string | null) =>
  getQueryOptions<VatReturn>([...vatReturnKey, quarter], {
    url: `${vatReturnKey[0]}${quarter ? `?quarter=${quarter}` : ""}`,
    fresh: true,
  });

export const vatRatesQueryOptions = (enabled: boolean) =>
  getQueryOptions<VatDishRates>(vatRatesKey, { enabled });

export const saveVatRegistration = (body: unknown) =>
  apiRequest<VatRegistration>("PUT", vatRegistrationKey[0], body);

/** A dish's or a choice's own rate at its URL; null goes back to the category's default. */
export const saveVatRate = ({ url, rate }: { url: string; rate: number | null }) =>
  apiRequest("PUT", url, { rateBasisPoints: rate });
