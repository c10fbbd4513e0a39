/** The owner's VAT tab's requests (issue 40): registration, the quarter's return, dish and choice rates. */
import { queryOptions } from "@tanstack/react-query";
import type { VatDishRates, VatRegistration, VatReturn } from "@shared/vat/vat.schema";
import { apiRequest } from "@web/lib/api-client";

export const vatRegistrationKey = ["/api/admin/vat/registration"] as const;
export const vatRatesKey = ["/api/admin/vat/rates"] as const;
export const vatReturnKey = ["/api/admin/vat/return"] as const;

export const vatRegistrationQueryOptions = () =>
  queryOptions({
    queryKey: vatRegistrationKey,
    queryFn: () => apiRequest<VatRegistration>("GET", vatRegistrationKey[0]),
  });

/** The return of a quarter ("2026-Q4"), or of the current one (null); always asked afresh. */
export const vatReturnQueryOptions = (quarter: string | null) =>
  queryOptions({
    queryKey: [...vatReturnKey, quarter],
    queryFn: () => apiRequest<VatReturn>("GET", `${vatReturnKey[0]}${quarter ? `?quarter=${quarter}` : ""}`),
    staleTime: 0,
  });

export const vatRatesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: vatRatesKey,
    queryFn: () => apiRequest<VatDishRates>("GET", vatRatesKey[0]),
    enabled,
  });

export const saveVatRegistration = (body: unknown) =>
  apiRequest<VatRegistration>("PUT", vatRegistrationKey[0], body);

/** A dish's or a choice's own rate at its URL; null goes back to the category's default. */
export const saveVatRate = ({ url, rate }: { url: string; rate: number | null }) =>
  apiRequest("PUT", url, { rateBasisPoints: rate });
