import type { MenuItem } from "@shared/menu/menu.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const menuQueryKey = ["/api/menu"] as const;

export function menuQueryOptions() {
  return getQueryOptions<MenuItem[]>(menuQueryKey);
}
