import { z } from "zod";
import { IDEMPOTENCY_HEADER } from "@shared/orders/place-order.schema";
import { singleLineText } from "@shared/text.schema";

/**
 * The headers of a request that places an order, online or by phone: an optional idempotency key,
 * so that a retried request creates the order once (architecture rule 9).
 */
export const IdempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: singleLineText().min(8).max(100).optional(),
});
