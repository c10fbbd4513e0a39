import type { DeliverySettings } from "@shared/delivery/delivery.schema";
import { apiRequest } from "@web/lib/api-client";

export const pauseDelivery = (pausedUntil: string | null) =>
  apiRequest<DeliverySettings>("PUT", "/api/admin/delivery/pause", { pausedUntil });

export const updateDeliverySettings = (body: { deliveriesPerSlot: number; cashOnDelivery: boolean }) =>
  apiRequest<DeliverySettings>("PUT", "/api/admin/delivery/settings", body);
