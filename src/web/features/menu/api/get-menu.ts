import { queryOptions } from "@tanstack/react-query";
import type { MenuItem } from "../../../../shared/menu/menu.schema";
import { apiRequest } from "../../../lib/api-client";

export const menuQueryKey = ["/api/menu"] as const;

export function menuQueryOptions() {
  return queryOptions({ queryKey: menuQueryKey, queryFn: () => apiRequest<MenuItem[]>("GET", "/api/menu") });
}
