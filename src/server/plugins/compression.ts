import type { FastifyInstance } from "fastify";
import {
  chooseContentCoding,
  compressForResponse,
  isCompressibleType,
  MIN_COMPRESS_BYTES,
  varyOnAcceptEncoding,
} from "../lib/content-encoding";
import { isPublicCacheRoute } from "../lib/public-cache";

/**
 * Brotli or gzip, per Accept-Encoding, for text answers made per request (API JSON, the HTML page,
 * robots and sitemap). Streams (static files, which are precompressed at build time, the PDF, the
 * admin's event stream) pass through, as do the public cache's answers, which carry their own.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding") || isPublicCacheRoute(request)) return payload;
    if (!isCompressibleType(reply.getHeader("content-type"))) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || request.method === "HEAD") return payload;
    reply.header("vary", varyOnAcceptEncoding(reply.getHeader("vary")));
    const body = typeof payload === "string" ? Buffer.from(payload, "utf8") : payload;
    if (body.length < MIN_COMPRESS_BYTES) return payload;
    const cacheControl = reply.getHeader("cache-control");
    if (typeof cacheControl === "string" && /no-transform/i.test(cacheControl)) return payload;
    const coding = chooseContentCoding(request.headers["accept-encoding"]);
    if (coding === "identity") return payload;
    reply.header("content-encoding", coding);
    reply.removeHeader("content-length");
    return compressForResponse(body, coding);
  });
}
