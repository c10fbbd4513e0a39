import type {
  CustomerNewsletter,
  Newsletter,
  NewsletterDraft,
  NewsletterOverview,
  NewsletterPreview,
  NewsletterSignUp,
  NewsletterTest,
} from "@shared/newsletter/newsletter.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

type Message = { message: string };

export function signUpForNewsletter(body: NewsletterSignUp): Promise<Message> {
  return apiRequest<Message>("POST", "/api/newsletter/subscribe", body);
}

export function confirmNewsletter(token: string): Promise<Message> {
  return apiRequest<Message>("POST", "/api/newsletter/confirm", { token });
}

export function unsubscribeNewsletter(token: string): Promise<Message> {
  return apiRequest<Message>("POST", `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}

export const customerNewsletterQueryKey = ["/api/customer/newsletter"] as const;
export function customerNewsletterQueryOptions() {
  return getQueryOptions<CustomerNewsletter>(customerNewsletterQueryKey, { fresh: true });
}
export function setCustomerNewsletter(subscribed: boolean): Promise<CustomerNewsletter> {
  return apiRequest<CustomerNewsletter>("PUT", "/api/customer/newsletter", { subscribed });
}

export const newsletterOverviewQueryKey = ["/api/admin/newsletters"] as const;
export function newsletterOverviewQueryOptions() {
  return getQueryOptions<NewsletterOverview>(newsletterOverviewQueryKey, { fresh: true });
}
export function previewNewsletter(draft: NewsletterDraft): Promise<NewsletterPreview> {
  return apiRequest<NewsletterPreview>("POST", "/api/admin/newsletters/preview", draft);
}
export function sendTestNewsletter(draft: NewsletterTest): Promise<Message> {
  return apiRequest<Message>("POST", "/api/admin/newsletters/test", draft);
}
export function sendNewsletter(draft: NewsletterDraft): Promise<Newsletter> {
  return apiRequest<Newsletter>("POST", "/api/admin/newsletters", draft);
}
