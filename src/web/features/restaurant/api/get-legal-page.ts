import type { LegalPageSlug, PublicLegalPage } from "@shared/restaurant/legal-pages";
import { getQueryOptions } from "@web/lib/api-client";

export function legalPageQueryOptions(slug: LegalPageSlug) {
  return getQueryOptions<PublicLegalPage>([`/api/legal/${slug}`], { staleTime: 5 * 60_000 });
}
