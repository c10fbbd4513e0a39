import type { MenuItem } from "@shared/menu/menu.schema";
import type { MenuAvailability } from "@shared/menu/menu-admin.schema";
import { apiRequest } from "@web/lib/api-client";

/** Sold out / available: the menu change staff may make as well as owners. */
export function setMenuItemAvailability(id: number, body: MenuAvailability) {
  return apiRequest<MenuItem>("PUT", `/api/admin/menu/${id}/availability`, body);
}
