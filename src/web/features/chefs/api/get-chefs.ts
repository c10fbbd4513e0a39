import type { Chef } from "@shared/chefs/chef.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const chefsQueryKey = ["/api/chefs"] as const;

export function chefsQueryOptions() {
  return getQueryOptions<Chef[]>(chefsQueryKey);
}
