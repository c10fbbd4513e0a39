import { queryOptions } from "@tanstack/react-query";
import type { GoogleBusinessData } from "../../../../shared/reviews/google-business.schema";
import { GOOGLE_BUSINESS_REFRESH_MS } from "../../../../shared/reviews/google-business-defaults";
import { apiRequest } from "../../../lib/api-client";

/** Spec: reviews are refetched hourly. */
export function googleBusinessQueryOptions() {
  return queryOptions({
    queryKey: ["/api/google-business/data"],
    queryFn: () => apiRequest<GoogleBusinessData>("GET", "/api/google-business/data"),
    staleTime: GOOGLE_BUSINESS_REFRESH_MS,
    refetchInterval: GOOGLE_BUSINESS_REFRESH_MS,
  });
}
