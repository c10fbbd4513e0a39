import type {
  Brand,
  BrandInput,
  GalleryPhoto,
  GalleryPhotoInput,
  SiteWords,
} from "@shared/site-content/site-content.schema";
import { apiRequest } from "@web/lib/api-client";

const BASE = "/api/admin/site-content";

export const saveSiteWords = (body: SiteWords) => apiRequest<SiteWords>("PUT", `${BASE}/words`, body);
export const saveBrand = (body: BrandInput) => apiRequest<Brand>("PUT", `${BASE}/brand`, body);
export const addGalleryPhoto = (body: GalleryPhotoInput) =>
  apiRequest<GalleryPhoto>("POST", `${BASE}/gallery`, body);
export const updateGalleryPhoto = (id: number, alt: string) =>
  apiRequest<GalleryPhoto>("PUT", `${BASE}/gallery/${id}`, { alt });
export const removeGalleryPhoto = (id: number) => apiRequest<unknown>("DELETE", `${BASE}/gallery/${id}`);
export const reorderGallery = (ids: number[]) =>
  apiRequest<GalleryPhoto[]>("PUT", `${BASE}/gallery/order`, { ids });
