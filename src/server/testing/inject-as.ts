/**
 * A request sent with a session's Cookie header, in one line: tests send dozens, and the five-line
 * inject object each one wrote hid what differed (method, address, body) among what did not.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

export function injectAs(
  app: FastifyInstance,
  cookie: string,
  method: InjectOptions["method"],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { cookie }, payload: payload as InjectOptions["payload"] });
}
