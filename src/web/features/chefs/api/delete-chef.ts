import { apiRequest } from "@web/lib/api-client";

export const deleteChef = (id: number) => apiRequest<unknown>("DELETE", `/api/chefs/${id}`);
