import type { UploadedImage } from "@shared/menu/menu-admin.schema";
import { apiRequest } from "@web/lib/api-client";

/** A photo for a dish or a chef: stored, resized and answered with its sizes. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append("menuImage", file);
  return apiRequest<UploadedImage>("POST", "/api/admin/menu/upload-image", form);
}
