/**
 * A conditional GET, as a browser revalidates what it holds: the ETag of an earlier answer in
 * If-None-Match. The ordering-status, offers and menu-PDF tests wrote this five-line request
 * out each time.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/** GET `url` with `etag` (an earlier answer's etag header, or a made-up tag) in If-None-Match. */
export function revalidate(
  app: FastifyInstance,
  url: string,
  etag: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "GET", url, headers: { "if-none-match": String(etag) } });
}
