import type { MenuImportPreview, MenuImportRequest, MenuPhotosResult } from "@shared/menu/menu-csv";
import { apiRequest } from "@web/lib/api-client";

export const MENU_EXPORT_URL = "/api/admin/menu/import/export.csv";

export const previewMenuImport = (body: MenuImportRequest) =>
  apiRequest<MenuImportPreview>("POST", "/api/admin/menu/import/preview", body);
export const applyMenuImport = (body: MenuImportRequest) =>
  apiRequest<MenuImportPreview>("POST", "/api/admin/menu/import/apply", body);

/** Many dish photos at once, matched to dishes by file name. */
export function uploadDishPhotos(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append("photos", file);
  return apiRequest<MenuPhotosResult>("POST", "/api/admin/menu/import/photos", form);
}
