import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { OrderTracking } from "@shared/orders/place-order.schema";
import {
  getOrderEventsUrl,
  orderTrackingQueryKey,
  orderTrackingQueryOptions,
} from "./api/get-order-tracking";

/** An order as the server knows it, kept current by its server-sent events (status, printing). */
export function useLiveOrderTracking(orderNumber: string) {
  const queryClient = useQueryClient();
  const tracking = useQuery({ ...orderTrackingQueryOptions(orderNumber), retry: false });
  useEffect(() => {
    if (!orderNumber) return;
    const source = new EventSource(getOrderEventsUrl(orderNumber));
    source.addEventListener("status", (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as OrderTracking;
      queryClient.setQueryData(orderTrackingQueryKey(orderNumber), data);
    });
    return () => source.close();
  }, [orderNumber, queryClient]);
  return tracking;
}
