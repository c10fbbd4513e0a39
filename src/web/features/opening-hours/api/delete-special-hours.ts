import { apiRequest } from "@web/lib/api-client";

export function deleteSpecialHours(id: number) {
  return apiRequest<unknown>("DELETE", `/api/special-hours/${id}`);
}
