import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "../lib/api-client";

/** Spec section 9: fresh for 5 minutes, dropped after 10 unused, one retry, no refetch on focus. */
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
      mutations: { retry: 1 },
    },
  });
}
