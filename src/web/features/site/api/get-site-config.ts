import { queryOptions } from "@tanstack/react-query";
import type { SiteConfig } from "@shared/site/site-config.schema";
import { apiRequest } from "@web/lib/api-client";

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ["/api/site-config"],
    queryFn: () => apiRequest<SiteConfig>("GET", "/api/site-config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
