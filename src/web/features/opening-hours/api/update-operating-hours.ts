import type { z } from "zod";
import type { OperatingHoursUpdateSchema } from "@shared/opening-hours/opening-hours.schema";
import { apiRequest } from "@web/lib/api-client";

export function updateOperatingHours(dayOfWeek: number, body: z.input<typeof OperatingHoursUpdateSchema>) {
  return apiRequest<unknown>("PUT", `/api/operating-hours/${dayOfWeek}`, body);
}
