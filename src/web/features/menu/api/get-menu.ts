import type { MenuItem } from "../../../../shared/menu/menu.schema";
import { getQueryOptions } from "../../../lib/api-client";

export const menuQueryKey = ["/api/menu"] as const;

export function menuQueryOptions() {
  return getQueryOptions<MenuItem[]>(menuQueryKey);
}
