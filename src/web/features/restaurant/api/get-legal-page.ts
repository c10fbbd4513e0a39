import { queryOptions } from "@tanstack/react-query";
import type { LegalPageSlug, PublicLegalPage } from "@shared/restaurant/legal-pages";
import { apiRequest } from "@web/lib/api-client";

export function legalPageQueryOptions(slug: LegalPageSlug) {
  return queryOptions({
    queryKey: [`/api/legal/${slug}`],
    queryFn: () => apiRequest<PublicLegalPage>("GET", `/api/legal/${slug}`),
    staleTime: 5 * 60_000,
  });
}
