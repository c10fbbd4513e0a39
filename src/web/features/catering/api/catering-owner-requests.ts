/** The owner's catering (under /api/admin/catering): the terms, the catering menu and the requests. */
import type {
  CateringDecision,
  CateringItem,
  CateringItemInput,
  CateringOrder,
  CateringOrderList,
  CateringSettings,
  CateringStatus,
} from "@shared/catering/catering.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

export const cateringSettingsKey = ["/api/admin/catering/settings"] as const;
export const cateringSettingsQueryOptions = () =>
  getQueryOptions<CateringSettings>(cateringSettingsKey, { fresh: true });
export const saveCateringSettings = (body: CateringSettings) =>
  apiRequest<CateringSettings>("PUT", cateringSettingsKey[0], body);

export const cateringItemsKey = ["/api/admin/catering/items"] as const;
export const cateringItemsQueryOptions = () =>
  getQueryOptions<{ items: CateringItem[] }>(cateringItemsKey, { fresh: true });
export const createCateringItem = (body: CateringItemInput) =>
  apiRequest<CateringItem>("POST", cateringItemsKey[0], body);
export const updateCateringItem = (id: number, body: CateringItemInput) =>
  apiRequest<CateringItem>("PUT", `${cateringItemsKey[0]}/${id}`, body);
export const removeCateringItem = (id: number) => apiRequest<null>("DELETE", `${cateringItemsKey[0]}/${id}`);

const REQUESTS_PATH = "/api/admin/catering/requests";
/** Invalidating this refreshes the list under every status filter. */
export const cateringRequestsKey = [REQUESTS_PATH] as const;
export type CateringRequestFilter = CateringStatus | "all";

/** The requests with this status (or all), the coming days first; always asked afresh. */
export function cateringRequestsQueryOptions(status: CateringRequestFilter) {
  return getQueryOptions<CateringOrderList>([REQUESTS_PATH, status], {
    url: `${REQUESTS_PATH}?status=${status}`,
    fresh: true,
  });
}

/** The owner's confirmation or refusal; the server mails the diner the message. */
export const decideCateringRequest = (id: number, body: Required<CateringDecision>) =>
  apiRequest<CateringOrder>("POST", `${REQUESTS_PATH}/${id}/decision`, body);

/** A confirmed request's invoice PDF, opened in a new tab with the owner's session cookie. */
export const cateringInvoiceUrl = (id: number) => `${REQUESTS_PATH}/${id}/invoice`;
