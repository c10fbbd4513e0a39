import { apiRequest } from "@web/lib/api-client";

export function deleteMenuItem(id: number) {
  return apiRequest<unknown>("DELETE", `/api/admin/menu/${id}`);
}
