import { apiRequest } from "@web/lib/api-client";

export function deleteTimePeriod(id: number) {
  return apiRequest<{ success: true; message: string }>("DELETE", `/api/time-periods/${id}`);
}
