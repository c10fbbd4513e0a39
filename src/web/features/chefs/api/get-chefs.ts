import { queryOptions } from "@tanstack/react-query";
import type { Chef } from "../../../../shared/chefs/chef.schema";
import { apiRequest } from "../../../lib/api-client";

export const chefsQueryKey = ["/api/chefs"] as const;

export function chefsQueryOptions() {
  return queryOptions({ queryKey: chefsQueryKey, queryFn: () => apiRequest<Chef[]>("GET", "/api/chefs") });
}
