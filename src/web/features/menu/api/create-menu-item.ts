import type {
  MenuAvailability,
  MenuItemInput,
  MenuItemPatch,
  UploadedImage,
} from "../../../../shared/admin/admin-menu.schema";
import type { DishOptionsInput, OptionGroup } from "../../../../shared/menu/dish-options";
import type { MenuItem } from "../../../../shared/menu/menu.schema";
import { apiRequest } from "../../../lib/api-client";

export function createMenuItem(body: MenuItemInput) {
  return apiRequest<MenuItem>("POST", "/api/admin/menu", body);
}

export function updateMenuItem(id: number, body: MenuItemPatch) {
  return apiRequest<MenuItem>("PUT", `/api/admin/menu/${id}`, body);
}

/** Sold out / available: the menu change staff may make as well as owners. */
export function setMenuItemAvailability(id: number, body: MenuAvailability) {
  return apiRequest<MenuItem>("PUT", `/api/admin/menu/${id}/availability`, body);
}

export function deleteMenuItem(id: number) {
  return apiRequest<unknown>("DELETE", `/api/admin/menu/${id}`);
}

export function reorderMenuItems(ids: number[]) {
  return apiRequest<unknown>("PUT", "/api/admin/menu/reorder", { ids });
}

export function uploadImage(file: File) {
  const form = new FormData();
  form.append("menuImage", file);
  return apiRequest<UploadedImage>("POST", "/api/admin/menu/upload-image", form);
}

export function saveDishOptions(id: number, body: DishOptionsInput) {
  return apiRequest<OptionGroup[]>("PUT", `/api/admin/menu/${id}/options`, body);
}
