import type { SiteConfig } from "@shared/site/site-config.schema";
import { getQueryOptions } from "@web/lib/api-client";

export function siteConfigQueryOptions() {
  return getQueryOptions<SiteConfig>(["/api/site-config"], { staleTime: Number.POSITIVE_INFINITY });
}
