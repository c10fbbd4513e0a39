/**
 * A request sent with a session's Cookie header, in one line: tests send dozens, and the five-line
 * inject object each one wrote hid what differed (method, address, body) among what did not.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { ORDER_TOKEN_HEADER } from "@shared/orders/place-order.schema";

export function injectAs(
  app: FastifyInstance,
  cookie: string,
  method: InjectOptions["method"],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { cookie }, payload: payload as InjectOptions["payload"] });
}

/**
 * A request carrying an order's secret in ORDER_TOKEN_HEADER, as the diner's browser sends it to
 * the guest payment routes: the payment tests wrote the five-line inject for each.
 */
export function injectForOrder(
  app: FastifyInstance,
  order: { accessToken: string },
  method: InjectOptions["method"],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { [ORDER_TOKEN_HEADER]: order.accessToken },
    payload: payload as InjectOptions["payload"],
  });
}

/**
 * A request with no session, in one line: the public routes' tests (sign-up, register, reset)
 * wrote the five-line inject object for each, and what differed was only the address and body.
 */
export function injectPublic(
  app: FastifyInstance,
  method: InjectOptions["method"],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, payload: payload as InjectOptions["payload"] });
}
