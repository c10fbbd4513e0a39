import { apiRequest } from "@web/lib/api-client";

export function reorderMenuItems(ids: number[]) {
  return apiRequest<unknown>("PUT", "/api/admin/menu/reorder", { ids });
}
