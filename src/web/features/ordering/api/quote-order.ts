import type { Quote, QuoteRequest } from "../../../../shared/orders/place-order.schema";
import { apiRequest } from "../../../lib/api-client";

/** The server's pricing of the cart with a coupon code (coupons are checked only on the server). */
export function quoteOrder(body: QuoteRequest): Promise<Quote> {
  return apiRequest<Quote>("POST", "/api/orders/quote", body);
}
