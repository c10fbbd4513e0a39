import type { FastifyInstance, FastifyRequest } from "fastify";
import { alsoInvalidate } from "@server/lib/public-cache";
import { factsChangedByOrder } from "./orders.service";

/**
 * The status of a POST that places an order, online or by phone: 201 for a new order, once the
 * public facts it changed are noted for the cache; 200 for the same request sent again (its
 * idempotency key), which changed nothing.
 */
export async function placedOrderStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  result: { created: boolean; order: { promotions: readonly unknown[] } },
): Promise<200 | 201> {
  if (!result.created) return 200;
  alsoInvalidate(request, await factsChangedByOrder(app.deps.db, app.deps.now(), result.order));
  return 201;
}
