import type { z } from "zod";
import type { TimePeriodInputSchema } from "@shared/opening-hours/opening-hours.schema";
import { apiRequest } from "@web/lib/api-client";

export function createTimePeriod(body: z.input<typeof TimePeriodInputSchema>) {
  return apiRequest<{ success: true; message: string }>("POST", "/api/time-periods", body);
}
