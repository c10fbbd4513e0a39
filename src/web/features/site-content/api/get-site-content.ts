import type { Brand, SiteContent } from "@shared/site-content/site-content.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const siteContentQueryKey = ["/api/site-content"] as const;
export const brandQueryKey = ["/api/site-content/brand"] as const;

export function siteContentQueryOptions() {
  return getQueryOptions<SiteContent>(siteContentQueryKey);
}

/** The logo and accent colour: every page's header reads this, not the whole content. */
export function brandQueryOptions() {
  return getQueryOptions<Brand>(brandQueryKey);
}
