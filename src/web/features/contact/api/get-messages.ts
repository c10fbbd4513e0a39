import type { ContactMessage } from "@shared/contact/contact.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const messagesQueryKey = ["/api/admin/messages"] as const;

export function messagesQueryOptions() {
  return getQueryOptions<ContactMessage[]>(messagesQueryKey, { fresh: true });
}
