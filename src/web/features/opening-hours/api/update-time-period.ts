import type { TimePeriod } from "@shared/opening-hours/opening-hours.schema";
import { apiRequest } from "@web/lib/api-client";

export function updateTimePeriod(id: number, body: Partial<Omit<TimePeriod, "id" | "dayOfWeek">>) {
  return apiRequest<{ success: true; message: string }>("PUT", `/api/time-periods/${id}`, body);
}
