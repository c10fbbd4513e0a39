import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Quote, QuoteRequest } from "@shared/orders/place-order.schema";
import { apiRequest } from "@web/lib/api-client";

/** The server's pricing of the cart: the promotions engine runs there, with the diner's code and points. */
function quoteOrder(body: QuoteRequest): Promise<Quote> {
  return apiRequest<Quote>("POST", "/api/orders/quote", body);
}

/** The cart's live quote: re-asked whenever the lines, the code or the points change. */
export function cartQuoteQueryOptions(body: QuoteRequest) {
  // Not getQueryOptions: the quote is a POST of the cart.
  return queryOptions({
    queryKey: ["/api/orders/quote", body],
    queryFn: () => quoteOrder(body),
    enabled: body.items.length > 0,
    placeholderData: keepPreviousData,
  });
}
