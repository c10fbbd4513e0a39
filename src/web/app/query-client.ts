import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "../lib/api-client";

/**
 * Spec section 9: fresh for 5 minutes, dropped after 10 unused, a failed query retried once, no
 * refetch on focus. A failed write is never replayed behind the user's back: they see the failure.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn,
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: 0 },
    },
  });
}
