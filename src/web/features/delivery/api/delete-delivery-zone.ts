import { apiRequest } from "@web/lib/api-client";

export const deleteDeliveryZone = (id: number) =>
  apiRequest<unknown>("DELETE", `/api/admin/delivery/zones/${id}`);
