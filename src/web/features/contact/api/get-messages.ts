import type { ContactMessage } from "../../../../shared/contact/contact.schema";
import { apiRequest, getQueryOptions } from "../../../lib/api-client";

export const messagesQueryKey = ["/api/admin/messages"] as const;

export function messagesQueryOptions() {
  return getQueryOptions<ContactMessage[]>(messagesQueryKey, { fresh: true });
}

export function markMessageRead(id: number) {
  return apiRequest<ContactMessage>("PUT", `/api/admin/messages/${id}/read`);
}
