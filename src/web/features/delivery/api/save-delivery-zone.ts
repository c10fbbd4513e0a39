import type { DeliveryZone, DeliveryZoneInput } from "@shared/delivery/delivery.schema";
import { apiRequest } from "@web/lib/api-client";

export const createDeliveryZone = (body: DeliveryZoneInput) =>
  apiRequest<DeliveryZone>("POST", "/api/admin/delivery/zones", body);

export const updateDeliveryZone = (id: number, body: DeliveryZoneInput) =>
  apiRequest<DeliveryZone>("PUT", `/api/admin/delivery/zones/${id}`, body);
