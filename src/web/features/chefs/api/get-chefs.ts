import { queryOptions } from "@tanstack/react-query";
import type { Chef } from "../../../../shared/chefs/chef.schema";
import { apiRequest } from "../../../lib/api-client";

export function chefsQueryOptions() {
  return queryOptions({ queryKey: ["/api/chefs"], queryFn: () => apiRequest<Chef[]>("GET", "/api/chefs") });
}
