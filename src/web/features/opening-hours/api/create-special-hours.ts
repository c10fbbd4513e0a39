import type { SpecialHoursInput } from "@shared/opening-hours/opening-hours.schema";
import { apiRequest } from "@web/lib/api-client";

export function createSpecialHours(body: SpecialHoursInput) {
  return apiRequest<unknown>("POST", "/api/special-hours", body);
}
