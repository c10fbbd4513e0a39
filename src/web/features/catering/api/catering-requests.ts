import type {
  CateringOrder,
  CateringPayPart,
  CateringQuote,
  CateringQuoteRequest,
  CateringRequest,
  PayCateringRequest,
} from "@shared/catering/catering.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

const TOKEN_HEADER = "x-catering-token";

export function quoteCatering(body: CateringQuoteRequest) {
  return apiRequest<CateringQuote>("POST", "/api/catering/quote", body);
}

export function sendCateringRequest(body: CateringRequest) {
  return apiRequest<{ id: number; reference: string; token: string }>("POST", "/api/catering/requests", body);
}

/** The diner's request, read with the secret from the mail's link (a header, so not the default loader). */
export function cateringRequestQueryOptions(id: number, token: string) {
  return getQueryOptions<CateringOrder>(["/api/catering/requests", id], {
    url: `/api/catering/requests/${id}`,
    headers: { [TOKEN_HEADER]: token },
    enabled: token !== "",
    fresh: true,
    // While the owner has still to decide, the page looks again now and then, so a page left open
    // turns to "Confirmed" and offers the deposit without a reload.
    refetchInterval: (query) => (query.state.data?.status === "requested" ? 30_000 : false),
  });
}

export function createCateringPaymentIntent(id: number, token: string, part: CateringPayPart) {
  return apiRequest<{ clientSecret: string }>(
    "POST",
    `/api/catering/requests/${id}/payment-intent`,
    { part },
    { [TOKEN_HEADER]: token },
  );
}

export function createCateringPaypalOrder(id: number, token: string, part: CateringPayPart) {
  return apiRequest<{ id: string }>(
    "POST",
    `/api/catering/requests/${id}/paypal-order`,
    { part },
    { [TOKEN_HEADER]: token },
  );
}

export function payCatering(id: number, token: string, body: PayCateringRequest) {
  return apiRequest<CateringOrder>("POST", `/api/catering/requests/${id}/pay`, body, {
    [TOKEN_HEADER]: token,
  });
}

export function downloadCateringInvoice(order: Pick<CateringOrder, "id" | "reference">, token: string) {
  return downloadFile(
    `/api/catering/requests/${order.id}/invoice`,
    { headers: { [TOKEN_HEADER]: token } },
    `invoice-${order.reference}.pdf`,
  );
}
