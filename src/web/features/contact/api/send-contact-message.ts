import type { ContactMessage, ContactRequest } from "@shared/contact/contact.schema";
import { apiRequest } from "@web/lib/api-client";

export function sendContactMessage(body: ContactRequest): Promise<ContactMessage> {
  return apiRequest<ContactMessage>("POST", "/api/contact", body);
}
