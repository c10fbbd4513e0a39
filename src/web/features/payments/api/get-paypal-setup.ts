/** PayPal's client token for its card fields (spec section 8): asked once, kept half an hour. */
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const paypalSetupQueryOptions = () =>
  queryOptions({
    queryKey: ["/paypal/setup"],
    queryFn: () => apiRequest<{ clientToken: string }>("GET", "/paypal/setup"),
    retry: false,
    staleTime: 30 * 60 * 1000,
  });
