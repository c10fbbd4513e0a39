/** PayPal's client token for its card fields (spec section 8): asked once, kept half an hour. */
import { getQueryOptions } from "@web/lib/api-client";

export const paypalSetupQueryOptions = () =>
  getQueryOptions<{ clientToken: string }>(["/paypal/setup"], { retry: false, staleTime: 30 * 60 * 1000 });
