import type { z } from "zod";
import type { DateOfBirthUpdateSchema } from "@shared/accounts/auth.schema";
import { apiRequest } from "@web/lib/api-client";

/** Saves (or, with null, removes) the signed-in customer's date of birth. */
export function updateDateOfBirth(
  body: z.output<typeof DateOfBirthUpdateSchema>,
): Promise<{ message: string }> {
  return apiRequest("PUT", "/api/customer/date-of-birth", body);
}
