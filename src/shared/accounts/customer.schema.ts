import { z } from "zod";

/**
 * The customer's session copy (spec section 3): what a login answers and what the browser keeps
 * in local storage as a display cache. The server session cookie is what authorises.
 */
export const CustomerSessionSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  totalOrders: z.number().int(),
  /** Pounds as text, e.g. "123.45" (decimal 10,2 in the spec). */
  totalSpent: z.string(),
  loyaltyPoints: z.number().int(),
  /** ISO date-time the account was created. */
  memberSince: z.string(),
  /** YYYY-MM-DD or null (the birthday-week promotion). */
  dateOfBirth: z.string().nullable(),
});
export type CustomerSession = z.infer<typeof CustomerSessionSchema>;
