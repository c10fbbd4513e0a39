import type { LegalPageSlug, OwnerLegalPage } from "@shared/restaurant/legal-pages";
import type {
  OwnerRestaurantDetails,
  RestaurantDetailsValues,
} from "@shared/restaurant/restaurant-details.schema";
import type { SetupStatus, SetupStep } from "@shared/restaurant/setup.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

export const ownerDetailsQueryKey = ["/api/admin/restaurant-details"] as const;
export function ownerDetailsQueryOptions() {
  return getQueryOptions<OwnerRestaurantDetails>(ownerDetailsQueryKey, { fresh: true });
}

export function saveRestaurantDetails(body: RestaurantDetailsValues & { confirm: boolean }) {
  return apiRequest<OwnerRestaurantDetails>("PUT", "/api/admin/restaurant-details", body);
}

export const setupQueryKey = ["/api/admin/setup"] as const;
export function setupQueryOptions() {
  return getQueryOptions<SetupStatus>(setupQueryKey, { fresh: true });
}

export function markSetupStep(step: SetupStep) {
  return apiRequest<SetupStatus>("POST", `/api/admin/setup/steps/${step}`);
}

export function clearSampleContent() {
  return apiRequest<{ removed: Record<string, number> }>("POST", "/api/admin/setup/clear-sample", {});
}

export function legalPageAdminQueryOptions(slug: LegalPageSlug) {
  return getQueryOptions<OwnerLegalPage>([`/api/admin/legal-pages/${slug}`], { fresh: true });
}

export function saveLegalPage({ slug, body }: { slug: LegalPageSlug; body: string }) {
  return apiRequest<OwnerLegalPage>("PUT", `/api/admin/legal-pages/${slug}`, { body });
}
