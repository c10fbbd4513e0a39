/** Order ahead's requests (issue 39): the owner's setting, the kitchen's coming-up and prep list. */
import type { ComingUp, PrepList } from "@shared/order-ahead/kitchen-ahead";
import type { OrderAheadDays, OrderAheadSettings } from "@shared/order-ahead/order-ahead-days";
import type { PreOrderChangeRequest } from "@shared/order-ahead/pre-order-change.schema";
import type { Order } from "@shared/orders/order.schema";
import { ORDER_TOKEN_HEADER } from "@shared/orders/place-order.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

export const orderAheadSettingsKey = ["/api/admin/order-ahead/settings"] as const;

export const orderAheadSettingsQueryOptions = () =>
  getQueryOptions<OrderAheadSettings>(orderAheadSettingsKey);

export const saveOrderAheadSettings = (values: OrderAheadSettings) =>
  apiRequest<OrderAheadSettings>("PUT", orderAheadSettingsKey[0], values);

/** Later days' orders by date; the board looks again every minute. */
export const comingUpQueryOptions = () =>
  getQueryOptions<ComingUp>(["/api/admin/order-ahead/coming-up"], { refetchInterval: 60_000 });

export const prepListQueryOptions = (date: string, enabled: boolean) =>
  getQueryOptions<PrepList>(["/api/admin/order-ahead/prep-list", date], {
    url: `/api/admin/order-ahead/prep-list?date=${date}`,
    enabled,
  });

/** The days a diner may choose at checkout. */
export function orderAheadDaysQueryOptions() {
  return getQueryOptions<OrderAheadDays>(["/api/order-ahead/days"], {
    // Spec section 9: the order page refreshes what is open every 60 s, today's slots too.
    refetchInterval: 60_000,
    fresh: true,
  });
}

/** A diner's own pre-order, by the order's token (the live page holds it). */
export const cancelPreOrder = (orderId: number, accessToken: string | null | undefined) =>
  apiRequest("POST", `/api/order-ahead/orders/${orderId}/cancel`, undefined, {
    [ORDER_TOKEN_HEADER]: accessToken ?? "",
  });

/** A diner's own pre-order moved to another day or time (the server re-checks the slot and the price). */
export const changePreOrder = (
  orderId: number,
  accessToken: string | null | undefined,
  body: PreOrderChangeRequest,
) =>
  apiRequest<Order>("POST", `/api/order-ahead/orders/${orderId}/change`, body, {
    [ORDER_TOKEN_HEADER]: accessToken ?? "",
  });
