import type { MenuItem } from "@shared/menu/menu.schema";
import type { MenuItemInput } from "@shared/menu/menu-admin.schema";
import { apiRequest } from "@web/lib/api-client";

export function createMenuItem(body: MenuItemInput) {
  return apiRequest<MenuItem>("POST", "/api/admin/menu", body);
}
