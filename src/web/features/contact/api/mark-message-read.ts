import type { ContactMessage } from "@shared/contact/contact.schema";
import { apiRequest } from "@web/lib/api-client";

export function markMessageRead(id: number) {
  return apiRequest<ContactMessage>("PUT", `/api/admin/messages/${id}/read`);
}
