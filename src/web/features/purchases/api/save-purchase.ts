import type { Purchase, PurchaseInput } from "@shared/purchases/purchases.schema";
import { apiRequest } from "@web/lib/api-client";

export const createPurchase = (body: PurchaseInput) =>
  apiRequest<Purchase>("POST", "/api/admin/purchases", body);
export const deletePurchase = (id: number) => apiRequest<unknown>("DELETE", `/api/admin/purchases/${id}`);
export const updatePurchase = ({ id, body }: { id: number; body: PurchaseInput }) =>
  apiRequest<Purchase>("PUT", `/api/admin/purchases/${id}`, body);
