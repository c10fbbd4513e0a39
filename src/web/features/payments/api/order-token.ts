import { ORDER_TOKEN_HEADER } from "@shared/orders/place-order.schema";

/** The order this browser placed: its id and the secret the server issued with it. */
export interface GuestOrder {
  id: number;
  accessToken: string;
}

/** The header every guest call about an order carries; without it the server answers 404. */
export function orderTokenHeaders(order: GuestOrder): Record<string, string> {
  return { [ORDER_TOKEN_HEADER]: order.accessToken };
}
