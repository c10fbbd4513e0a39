import { apiRequest } from "@web/lib/api-client";

export const deleteOffer = (id: number) => apiRequest<unknown>("DELETE", `/api/offers/${id}`);
