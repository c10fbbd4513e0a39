import type { MenuItem } from "@shared/menu/menu.schema";
import type { MenuItemPatch } from "@shared/menu/menu-admin.schema";
import { apiRequest } from "@web/lib/api-client";

export function updateMenuItem(id: number, body: MenuItemPatch) {
  return apiRequest<MenuItem>("PUT", `/api/admin/menu/${id}`, body);
}
